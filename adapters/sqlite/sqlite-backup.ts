import { existsSync, renameSync, rmSync, statSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import Database from "better-sqlite3"

/** What a backup of the SQLite store gave. */
export type SqliteBackupOutcome =
  | { readonly kind: "written"; readonly target: string; readonly bytes: number; readonly pages: number }
  | { readonly kind: "no-store" }
  | { readonly kind: "target-exists" }
  | { readonly kind: "no-target-folder" }
  | { readonly kind: "damaged-copy"; readonly problems: ReadonlyArray<string> }

/**
 * A consistent copy of the SQLite store at `source` into `target`, taken while servers keep
 * writing: SQLite's online backup copies every page under one read transaction (WAL mode lets the
 * writers go on meanwhile), into a temporary file beside the target that is checked
 * (`PRAGMA integrity_check`) and then renamed into place, so `target` is never a half-written file.
 * An existing `target` is only replaced when `force` is set.
 */
export const backupSqlite = async (source: string, target: string, options: { readonly force: boolean }): Promise<SqliteBackupOutcome> => {
  if (!existsSync(source)) return { kind: "no-store" }
  if (!existsSync(dirname(target)) || !statSync(dirname(target)).isDirectory()) return { kind: "no-target-folder" }
  if (existsSync(target) && !options.force) return { kind: "target-exists" }
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`)
  rmSync(partial, { force: true })
  const db = new Database(source, { fileMustExist: true })
  try {
    db.pragma("busy_timeout = 5000")
    // Every remaining page in one step: one snapshot, never restarted by the server's writes.
    const progress = await db.backup(partial, { progress: () => 0x7fffffff })
    const copy = new Database(partial, { fileMustExist: true })
    let problems: ReadonlyArray<string>
    try {
      // A backup of a WAL database is itself in WAL mode: make the copy one self-contained file.
      copy.pragma("journal_mode = DELETE")
      problems = (copy.pragma("integrity_check") as ReadonlyArray<{ integrity_check: string }>).map((row) => row.integrity_check).filter((row) => row !== "ok")
    } finally {
      copy.close()
    }
    if (problems.length > 0) {
      rmSync(partial, { force: true })
      return { kind: "damaged-copy", problems }
    }
    renameSync(partial, target)
    return { kind: "written", target, bytes: statSync(target).size, pages: progress.totalPages }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  } finally {
    db.close()
  }
}
