import type Database from "better-sqlite3"
import { type Context, Effect, Either } from "effect"
import type { GameId, UserId } from "#core/domain/ids.ts"
import type { EndOfGameUpdate } from "#core/game/engine.ts"
import { Game } from "#core/game/game.ts"
import type { FinishedGame } from "#core/history/finished-game.ts"
import { GameExists, GameNotFound, type GameRepository, VersionConflict } from "#core/ports/game-repository.ts"
import type { GameBus } from "../common/game-events.ts"
import { type DocRow, rememberingCodec, writeTransaction } from "./sqlite-codec.ts"
import { makeHistoryRows } from "./sqlite-game-history.ts"
import { makeProfileRows } from "./sqlite-user-repository.ts"

// Each action reads back the game the previous one wrote: remembered, it is not decoded again (the watch of other writers reads through it too).
export const gameCodec = rememberingCodec(Game, { maxDocuments: 2_000 })

/**
 * Games in the games table. An update is one `UPDATE … WHERE id = ? AND version = ?`; creating a
 * game sets the owner's currentGameId and ending one writes the owner's profile and history and
 * deletes the game, each in one transaction. Every stored state is then published to the in-process bus, and a
 * deleted or ended game's streams are ended.
 */
export const makeSqliteGameRepository = (db: Database.Database, bus: GameBus): Context.Tag.Service<typeof GameRepository> => {
  const profiles = makeProfileRows(db)
  const history = makeHistoryRows(db)
  const select = db.prepare<[string], DocRow>("SELECT doc FROM games WHERE id = ?")
  const insert = db.prepare<[string, string, number, string]>("INSERT INTO games (id, owner, version, doc) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING")
  const update = db.prepare<[number, string, string, number]>("UPDATE games SET version = ?, doc = ? WHERE id = ? AND version = ?")
  const remove = db.prepare<[string]>("DELETE FROM games WHERE id = ?")
  const selectOwned = db.prepare<[string], { id: string; doc: string }>("SELECT id, doc FROM games WHERE owner = ? ORDER BY rowid")
  const deleteOwned = db.prepare<[string]>("DELETE FROM games WHERE owner = ?")
  // The game's link, or null, from a row that says the game exists: the game's document is not read (a gym night checks every link every few seconds).
  const selectLink = db.prepare<[string], { token_hash: string | null }>(
    "SELECT l.token_hash FROM games g LEFT JOIN game_watch_links l ON l.game_id = g.id WHERE g.id = ?"
  )
  const upsertLink = db.prepare<[string, string]>(
    "INSERT INTO game_watch_links (game_id, token_hash) VALUES (?, ?) ON CONFLICT (game_id) DO UPDATE SET token_hash = excluded.token_hash"
  )
  const removeLink = db.prepare<[string]>("DELETE FROM game_watch_links WHERE game_id = ?")
  const removeOwnedLinks = db.prepare<[string]>("DELETE FROM game_watch_links WHERE game_id IN (SELECT id FROM games WHERE owner = ?)")
  const removeOwned = db.transaction((owner: string) => {
    removeOwnedLinks.run(owner)
    deleteOwned.run(owner)
  })
  const read = (id: GameId) => {
    const row = select.get(id)
    return row === undefined ? undefined : gameCodec.decode(id, row.doc)
  }

  const create = writeTransaction(db, (game: Game): Either.Either<void, GameExists> => {
    if (insert.run(game.id, game.owner, game.version, gameCodec.encode(game.id, game)).changes === 0) {
      return Either.left(new GameExists({ id: game.id }))
    }
    profiles.change(game.owner, { currentGameId: game.id })
    return Either.void
  })

  const replace = writeTransaction(db, (next: Game): Either.Either<void, GameNotFound | VersionConflict> => {
    if (update.run(next.version, gameCodec.encode(next.id, next), next.id, next.version - 1).changes === 1) return Either.void
    const current = read(next.id)
    return Either.left(current === undefined ? new GameNotFound({ id: next.id }) : new VersionConflict({ current }))
  })

  const end = writeTransaction(db, (gameId: GameId, owner: UserId, change: EndOfGameUpdate, record: FinishedGame): Either.Either<void, GameNotFound> => {
    if (select.get(gameId) === undefined) return Either.left(new GameNotFound({ id: gameId }))
    profiles.change(owner, { pastGame: change.pastGame, gamesPlayed: change.gamesPlayed, currentGameId: change.currentGameId })
    history.keep(record)
    remove.run(gameId)
    removeLink.run(gameId)
    return Either.void
  })

  const deleteGame = writeTransaction(db, (id: GameId): Either.Either<void, GameNotFound> => {
    if (remove.run(id).changes === 0) return Either.left(new GameNotFound({ id }))
    removeLink.run(id)
    return Either.void
  })

  const setWatchLink = writeTransaction(db, (id: GameId, tokenHash: string | null): Either.Either<void, GameNotFound> => {
    if (select.get(id) === undefined) return Either.left(new GameNotFound({ id }))
    if (tokenHash === null) removeLink.run(id)
    else upsertLink.run(id, tokenHash)
    return Either.void
  })

  return {
    get: (id) => Effect.flatten(Effect.sync(() => Either.fromNullable(read(id), () => new GameNotFound({ id })))),
    create: (game) => Effect.zipRight(create(game), bus.publish(game)),
    update: (next) => Effect.zipRight(replace(next), bus.publish(next)),
    delete: (id) => Effect.zipRight(deleteGame(id), bus.end(id)),
    end: (gameId, owner, change, record) => Effect.zipRight(end(gameId, owner, change, record), bus.end(gameId)),
    listOf: (owner) => Effect.sync(() => selectOwned.all(owner).map((row) => gameCodec.decode(row.id, row.doc))),
    deleteAllOf: (owner) => Effect.sync(() => void removeOwned(owner)),
    watchLink: (id) =>
      Effect.flatten(
        Effect.sync(() => {
          const row = selectLink.get(id)
          return row === undefined ? Either.left(new GameNotFound({ id })) : Either.right(row.token_hash)
        })
      ),
    setWatchLink
  }
}
