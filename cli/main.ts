import { mkdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Effect, Either, Layer } from "effect"
import { databaseConfig, describeDatabase } from "../adapters/database-config.ts"
import { readPacks } from "../adapters/packs-fs/read-packs.ts"
import type { SqlitePorts } from "../adapters/sqlite/sqlite-layer.ts"
import type { CliServices, StoreAccess } from "./cli-services.ts"
import { exitCode } from "./exit-code.ts"
import { cliPackOf, type LoadPacks } from "./pack-catalog.ts"
import { runCli } from "./program.ts"

/** The pack loader: pack.json files on disk, read by the packs-fs adapter. */
const loadPacks: LoadPacks = async (paths) => {
  const read = await readPacks(paths)
  return Either.isLeft(read) ? { isValid: false, problems: read.left } : { isValid: true, packs: read.right.map(({ pack }) => cliPackOf(pack)) }
}

/** The SQLite store in DATA_DIR (the folder created when missing). */
const sqliteStore = async (dataDir: string, file: string): Promise<Layer.Layer<SqlitePorts>> => {
  const { makeSqliteLayer } = await import("../adapters/sqlite/sqlite-layer.ts")
  return Layer.suspend(() => {
    mkdirSync(dataDir, { recursive: true })
    return makeSqliteLayer(file)
  })
}

/**
 * The server's store, as DATA_DIR and DATABASE_URL configure it: opened by each run, closed after it.
 * Its modules load on the first run only, so the commands without a store start as fast as before.
 */
const openStore = (): Either.Either<StoreAccess, string> =>
  Either.map(databaseConfig(process.env), (config) => ({
    where: describeDatabase(config),
    run: async (effect) => {
      const { AdminServices } = await import("../core/admin/admin-services.ts")
      const store: Layer.Layer<SqlitePorts> =
        config.kind === "mongo" ? (await import("../adapters/mongo/mongo-layer.ts")).makeMongoLayer(config.url, config.dbName) : await sqliteStore(config.dataDir, config.file)
      // The account tables: granting the admin role needs to know whether the e-mail is verified.
      const accounts =
        config.kind === "mongo"
          ? (await import("../adapters/mongo/mongo-auth-repositories.ts")).makeMongoAuthLayer(config.url, config.dbName)
          : (await import("../adapters/sqlite/sqlite-auth-repositories.ts")).makeSqliteAuthLayer(config.file)
      return Effect.runPromiseExit(Effect.provide(effect, AdminServices.pipe(Layer.provide(Layer.merge(store, accounts)))))
    }
  }))

const packageJson: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
const version = typeof packageJson === "object" && packageJson !== null && "version" in packageJson && typeof packageJson.version === "string" ? packageJson.version : "0.0.0"

/** The composition root of the CLI: picks the adapters, then runs the command line; resolves to the exit code. */
export const main = async (argv: ReadonlyArray<string>): Promise<number> => {
  const services: CliServices = {
    loadPacks,
    readPackFiles: (paths) => readPacks(paths),
    openStore,
    defaultPackPaths: [fileURLToPath(new URL("../packs", import.meta.url))],
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    now: () => Date.now(),
    random: Math.random
  }
  try {
    return await runCli(argv, version, services)
  } catch (error) {
    process.stderr.write(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`)
    return exitCode.failed
  }
}
