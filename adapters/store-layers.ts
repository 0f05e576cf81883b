import { mkdirSync } from "node:fs"
import { Layer } from "effect"
import type { CredentialRepository } from "#core/ports/credential-repository.ts"
import type { DataPorts, SharedStatePorts } from "#core/ports/data-ports.ts"
import type { SessionRepository } from "#core/ports/session-repository.ts"
import type { TokenRepository } from "#core/ports/token-repository.ts"
import type { DatabaseConfig } from "./database-config.ts"
import type { SqliteOptions } from "./sqlite/sqlite-database.ts"

/** The store's layers: its data, its account tables, and the state every server on it shares (limits, proofs, secrets, files). */
export interface StoreLayers {
  readonly data: Layer.Layer<DataPorts>
  readonly accounts: Layer.Layer<SessionRepository | TokenRepository | CredentialRepository>
  readonly shared: Layer.Layer<SharedStatePorts>
}

/** Creates the folder of a SQLite store now (a MongoDB store has none): a driver that wants a bad DATA_DIR to stop it at once. */
export const makeStoreFolder = (config: DatabaseConfig): void => {
  if (config.kind === "sqlite") mkdirSync(config.dataDir, { recursive: true })
}

/**
 * The one place that picks the store's adapters from its configuration (databaseConfig): SQLite or
 * MongoDB, for the server and the CLI alike. Only the chosen technology's modules are loaded, so a
 * command without a store starts as fast as before. SQLite's folder is created when a layer is
 * built, so a folder that cannot be made fails there, like a store that cannot be opened.
 * `sqlite` tunes the SQLite connection the three layers share (the server checkpoints in the background; the CLI inline).
 */
export const storeLayers = async (config: DatabaseConfig, sqlite: SqliteOptions = {}): Promise<StoreLayers> => {
  if (config.kind === "mongo") {
    const { url, dbName } = config
    const [{ makeMongoLayer }, { makeMongoAuthLayer }, { makeMongoSharedStateLayer }] = await Promise.all([
      import("./mongo/mongo-layer.ts"),
      import("./mongo/mongo-auth-repositories.ts"),
      import("./mongo/mongo-shared-state.ts")
    ])
    return { data: makeMongoLayer(url, dbName), accounts: makeMongoAuthLayer(url, dbName), shared: makeMongoSharedStateLayer(url, dbName) }
  }
  const [{ makeSqliteLayer }, { makeSqliteAuthLayer }, { makeSqliteSharedStateLayer }, { shareConnection }] = await Promise.all([
    import("./sqlite/sqlite-layer.ts"),
    import("./sqlite/sqlite-auth-repositories.ts"),
    import("./sqlite/sqlite-shared-state.ts"),
    import("./sqlite/sqlite-database.ts")
  ])
  // The three layers share one connection: every request takes a turn through each of them.
  const shared = { ...sqlite, connection: shareConnection(config.file, sqlite) }
  const inFolder = <A>(layer: () => Layer.Layer<A>): Layer.Layer<A> =>
    Layer.suspend(() => {
      makeStoreFolder(config)
      return layer()
    })
  return {
    data: inFolder(() => makeSqliteLayer(config.file, shared)),
    accounts: inFolder(() => makeSqliteAuthLayer(config.file, shared)),
    shared: inFolder(() => makeSqliteSharedStateLayer(config.file, shared))
  }
}
