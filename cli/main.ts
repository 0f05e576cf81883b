import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, Either, Layer } from "effect"
import { databaseConfig, describeDatabase } from "#adapters/database-config.ts"
import { readPacks, validatePacks } from "#adapters/packs-fs/read-packs.ts"
import { storeLayers } from "#adapters/store-layers.ts"
import type { FileStore } from "#core/ports/file-store.ts"
import type { CliServices, StoreAccess, StoreBackup } from "./cli-services.ts"
import { exitCode } from "./exit-code.ts"
import { cliPackOf, type LoadPacks } from "./pack-catalog.ts"
import { runCli } from "./program.ts"

/** The pack loader of `list`, `simulate` and `play`: pack.json files on disk that read (their content rules are validate's and the import's). */
const loadPacks: LoadPacks = async (paths) => {
  const read = await readPacks(paths)
  return Either.isLeft(read) ? { isValid: false, problems: read.left } : { isValid: true, packs: read.right.map(({ pack }) => cliPackOf(pack)) }
}

/**
 * The data-rights service as the server has it: photos in the store (`files`, the store's shared
 * state, as every server keeps them), mail through SMTP_URL or to DATA_DIR/outbox, sent from MAIL_FROM,
 * pointing to PUBLIC_URL's contact page. It still needs the store's data.
 */
const dataRightsLayer = async (env: Readonly<Record<string, string | undefined>>, files: Layer.Layer<FileStore>) => {
  const { DataRights, DataRightsConfig } = await import("#core/account/data-rights.ts")
  const { makeMailLayer } = await import("#adapters/mail/mail-layer.ts")
  const dataDir = resolve(env.DATA_DIR ?? "./data")
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT ?? "8080"}`).replace(/\/+$/, "")
  // The command itself says who was mailed; stdout keeps only what it prints (the export's JSON).
  const mailer = makeMailLayer(env.SMTP_URL ? { kind: "smtp", url: env.SMTP_URL } : { kind: "outbox", dir: join(dataDir, "outbox") }, () => {})
  return DataRights.Default.pipe(
    Layer.provide(
      Layer.mergeAll(
        files,
        mailer,
        Layer.succeed(DataRightsConfig, { mailFrom: env.MAIL_FROM ?? "no-reply@allez.localhost", contactPage: `${publicUrl}/contact` })
      )
    )
  )
}

/**
 * The server's store, as DATA_DIR and DATABASE_URL in `env` configure it: opened by each run, closed
 * after it. Its modules load on the first run only, so the commands without a store start as fast as before.
 */
const openStore = (env: Readonly<Record<string, string | undefined>>): Either.Either<StoreAccess, string> =>
  Either.map(databaseConfig(env), (config) => ({
    where: describeDatabase(config),
    run: async (effect) => {
      const { AdminServices } = await import("#core/admin/admin-services.ts")
      const { GymEvents } = await import("#core/gym-events/gym-events.ts")
      const { EventChanges } = await import("#core/gym-events/event-changes.ts")
      const { OsloSecretTokens } = await import("#adapters/crypto/oslo-secret-tokens.ts")
      // The data, the account tables (granting the admin role needs to know whether the e-mail is verified)
      // and the shared state, where photos are kept as the servers keep them.
      const store = await storeLayers(config)
      const dataRights = await dataRightsLayer(env, store.shared)
      const services = Layer.mergeAll(AdminServices, dataRights, GymEvents.Default.pipe(Layer.provide(Layer.merge(OsloSecretTokens, EventChanges.Default))))
      return Effect.runPromiseExit(Effect.provide(effect, services.pipe(Layer.provide(Layer.merge(store.data, store.accounts)))))
    }
  }))

/** `allez db backup`: SQLite's online backup of the configured file; a MongoDB store is backed up with mongodump. */
const backupStore = async (env: Readonly<Record<string, string | undefined>>, target: string, force: boolean): Promise<StoreBackup> => {
  const config = databaseConfig(env)
  if (Either.isLeft(config)) return { kind: "invalid-url", value: config.left }
  const store = describeDatabase(config.right)
  if (config.right.kind === "mongo") return { kind: "mongo", store }
  const { backupSqlite } = await import("#adapters/sqlite/sqlite-backup.ts")
  return { kind: "sqlite", store, outcome: await backupSqlite(config.right.file, resolve(target), { force }) }
}

const packageJson: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
const version =
  typeof packageJson === "object" && packageJson !== null && "version" in packageJson && typeof packageJson.version === "string" ? packageJson.version : "0.0.0"

/** The terminal and environment a run of the CLI gets: the process's own, or a test's. */
export interface CliTerminal {
  readonly stdin: NodeJS.ReadStream
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  readonly env: Readonly<Record<string, string | undefined>>
}

/** The CLI's adapters over a terminal: packs on disk, the configured store, the clock and chance. */
export const cliServices = (terminal: CliTerminal): CliServices => ({
  loadPacks,
  readPackFiles: (paths) => validatePacks(paths),
  openStore: () => openStore(terminal.env),
  backupStore: (target, options) => backupStore(terminal.env, target, options.force),
  defaultPackPaths: [fileURLToPath(new URL("../packs", import.meta.url))],
  stdin: terminal.stdin,
  stdout: terminal.stdout,
  stderr: terminal.stderr,
  env: terminal.env,
  now: () => Date.now(),
  random: Math.random
})

/** Runs the command line over `terminal`; resolves to the exit code (an unexpected failure is said on stderr, exit 1). */
export const runOn = async (argv: ReadonlyArray<string>, terminal: CliTerminal): Promise<number> => {
  try {
    return await runCli(argv, version, cliServices(terminal))
  } catch (error) {
    terminal.stderr.write(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`)
    return exitCode.failed
  }
}

/** The composition root of the CLI: the process's terminal and environment; resolves to the exit code. */
export const main = (argv: ReadonlyArray<string>): Promise<number> =>
  runOn(argv, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env })
