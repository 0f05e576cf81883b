import type Database from "better-sqlite3"
import { type Context, Effect } from "effect"
import { FinishedGame } from "#core/history/finished-game.ts"
import { pageOf } from "#core/history/history-page.ts"
import type { GameHistory } from "#core/ports/game-history.ts"
import { type DocRow, jsonCodec } from "./sqlite-codec.ts"

const historyCodec = jsonCodec(FinishedGame)

/** The history's rows: one per owner and game, written once (the end of a game writes it in its own transaction). */
export const makeHistoryRows = (db: Database.Database) => {
  const insert = db.prepare<[string, string, string, string]>(
    "INSERT INTO game_history (owner, game_id, finished_at, doc) VALUES (?, ?, ?, ?) ON CONFLICT (owner, game_id) DO NOTHING"
  )
  return {
    /** Keeps the record unless the owner's history has the game already; true when added. */
    keep: (record: FinishedGame): boolean => insert.run(record.owner, record.gameId, record.finishedAt, historyCodec.encode(record)).changes === 1
  }
}

/** Finished games in `game_history`, newest first by (finished_at, game_id), read a page at a time by keyset. */
export const makeSqliteGameHistory = (db: Database.Database): Context.Tag.Service<typeof GameHistory> => {
  const rows = makeHistoryRows(db)
  const first = db.prepare<[string, number], DocRow>("SELECT doc FROM game_history WHERE owner = ? ORDER BY finished_at DESC, game_id DESC LIMIT ?")
  const after = db.prepare<[string, string, string, string, number], DocRow>(
    "SELECT doc FROM game_history WHERE owner = ? AND (finished_at < ? OR (finished_at = ? AND game_id < ?)) ORDER BY finished_at DESC, game_id DESC LIMIT ?"
  )
  const all = db.prepare<[string], DocRow>("SELECT doc FROM game_history WHERE owner = ? ORDER BY finished_at DESC, game_id DESC")
  const remove = db.prepare<[string]>("DELETE FROM game_history WHERE owner = ?")
  return {
    append: (record) => Effect.sync(() => rows.keep(record)),
    page: (owner, limit, cursor) =>
      Effect.sync(() => {
        const found = cursor === undefined ? first.all(owner, limit + 1) : after.all(owner, cursor.finishedAt, cursor.finishedAt, cursor.gameId, limit + 1)
        return pageOf(
          found.map((row) => historyCodec.decode(row.doc)),
          limit
        )
      }),
    all: (owner) => Effect.sync(() => all.all(owner).map((row) => historyCodec.decode(row.doc))),
    deleteAllOf: (owner) => Effect.sync(() => remove.run(owner).changes)
  }
}
