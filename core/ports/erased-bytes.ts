import { Context, type Effect } from "effect"

/**
 * What makes erased data leave the store's files, not only its queries: run once an account's erasure
 * is written. SQLite copies its write-ahead log into the file (where `secure_delete` has zeroed the
 * freed bytes) and truncates the log, which otherwise keeps old copies of the rows until later writes
 * overwrite them; a store without such a log has nothing to do.
 */
export class ErasedBytes extends Context.Tag("Ports/ErasedBytes")<
  ErasedBytes,
  {
    /** Leaves no copy of what was erased in the store's own files; best effort while other readers hold old snapshots. */
    readonly purge: Effect.Effect<void>
  }
>() {}
