import { accessSync, constants, statSync } from "node:fs"
import type Database from "better-sqlite3"
import { Effect } from "effect"
import type { StoreStatus } from "#core/ports/store-status.ts"

/**
 * The SQLite store answers when its connection reads the schema, and its file is still the one it
 * opened, readable and writable: a file deleted or replaced under a running server (a restore done
 * in place, a cleaned-up folder) would otherwise take writes that vanish at the next start.
 */
export const makeSqliteStoreStatus = (db: Database.Database, filePath: string): typeof StoreStatus.Service => {
  const isOnDisk = filePath !== "" && filePath !== ":memory:" && !filePath.startsWith("file::memory:")
  const openedInode = isOnDisk ? statSync(filePath).ino : undefined
  return {
    check: Effect.sync(() => {
      if (isOnDisk) {
        if (statSync(filePath).ino !== openedInode) throw new Error(`${filePath} was replaced since the server opened it`)
        accessSync(filePath, constants.R_OK | constants.W_OK)
      }
      db.prepare("SELECT count(*) FROM sqlite_schema").get()
    }),
    gamesInPlay: Effect.sync(() => {
      const row = db.prepare("SELECT count(*) AS n FROM games").get() as { n: number }
      return row.n
    })
  }
}
