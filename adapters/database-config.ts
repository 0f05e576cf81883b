import { join, resolve } from "node:path"
import { Either } from "effect"

/** Where the store lives, as the environment says: a SQLite file in DATA_DIR, or a MongoDB database. */
export type DatabaseConfig =
  | { readonly kind: "sqlite"; readonly dataDir: string; readonly file: string }
  | { readonly kind: "mongo"; readonly url: string; readonly dbName: string }

/**
 * Reads DATA_DIR (default ./data, the SQLite file is DATA_DIR/allez.sqlite) and DATABASE_URL (unset:
 * SQLite; mongodb://… or mongodb+srv://…: MongoDB, the database named by the URL's path, else "allez").
 * The server and the CLI read the same variables the same way, and build the store's layers in one place (store-layers.ts).
 */
export const databaseConfig = (env: Readonly<Record<string, string | undefined>>, cwd: string = process.cwd()): Either.Either<DatabaseConfig, string> => {
  const url = env.DATABASE_URL ?? ""
  if (/^mongodb(\+srv)?:\/\//.test(url)) {
    const dbName = decodeURIComponent(/^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(url)?.[1] ?? "") || "allez"
    return Either.right({ kind: "mongo", url, dbName })
  }
  if (url !== "") return Either.left(url)
  const dataDir = resolve(cwd, env.DATA_DIR ?? "./data")
  return Either.right({ kind: "sqlite", dataDir, file: join(dataDir, "allez.sqlite") })
}

/** The store as messages name it: the SQLite file, or the MongoDB URL without its password. */
export const describeDatabase = (config: DatabaseConfig): string =>
  config.kind === "sqlite" ? config.file : config.url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")
