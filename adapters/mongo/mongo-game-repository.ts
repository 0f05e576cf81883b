import { type Context, Effect, Either, Schema, Stream } from "effect"
import type { ChangeStreamDocument } from "mongodb"
import type { GameId } from "#core/domain/ids.ts"
import { Game } from "#core/game/game.ts"
import { type GameEvents, GameExists, GameNotFound, type GameRepository, VersionConflict } from "#core/ports/game-repository.ts"
import { call, isDuplicateKey, type KeyedDoc, type MongoCollections, transaction } from "./mongo-database.ts"
import { keepRecord } from "./mongo-game-history.ts"
import { profileSet } from "./mongo-user-repository.ts"

const encodeGame = Schema.encodeSync(Game)
/** Stored documents are decoded, never trusted; the extra _id is dropped. */
const decodeGame = Schema.decodeUnknownSync(Game)
const gameDocument = (game: Game): KeyedDoc => ({ ...encodeGame(game), _id: game.id })

/**
 * Games in `games`. An update is one `replaceOne` whose filter holds the version check, so two
 * writers can never both win; creating a game (with the owner's currentGameId) and ending one
 * (the owner's profile, the history's record and the deletion) are transactions. States reach subscribers through the
 * change stream, from whichever instance wrote them.
 */
export const makeMongoGameRepository = (collections: MongoCollections): Context.Tag.Service<typeof GameRepository> => {
  const { client, games, gameWatchLinks, users, gameHistory } = collections
  const read = (id: string) =>
    call(() => games.findOne({ _id: id })).pipe(Effect.flatMap((doc) => Effect.sync(() => (doc === null ? undefined : decodeGame(doc)))))
  return {
    get: (id) => read(id).pipe(Effect.flatMap((game) => (game === undefined ? Effect.fail(new GameNotFound({ id })) : Effect.succeed(game)))),
    create: (game) =>
      Effect.suspend(() => {
        const doc = gameDocument(game)
        return transaction(
          client,
          async (session) => {
            await games.insertOne(doc, { session })
            await users.updateOne({ _id: game.owner }, { $set: profileSet({ currentGameId: game.id }) }, { session })
            return Either.void
          },
          (error) => (isDuplicateKey(error, "_id") ? new GameExists({ id: game.id }) : undefined)
        )
      }),
    update: (next) =>
      Effect.suspend(() => {
        const doc = gameDocument(next)
        return call(() => games.replaceOne({ _id: next.id, version: next.version - 1 }, doc))
      }).pipe(
        Effect.flatMap((result) =>
          result.matchedCount === 1
            ? Effect.void
            : read(next.id).pipe(
                Effect.flatMap((current) => Effect.fail(current === undefined ? new GameNotFound({ id: next.id }) : new VersionConflict({ current })))
              )
        )
      ),
    delete: (id) =>
      call(() => games.deleteOne({ _id: id })).pipe(
        Effect.tap(() => call(() => gameWatchLinks.deleteOne({ _id: id }))),
        Effect.flatMap((result) => (result.deletedCount === 1 ? Effect.void : Effect.fail(new GameNotFound({ id }))))
      ),
    watchLink: (id) =>
      call(() => games.countDocuments({ _id: id }, { limit: 1 })).pipe(
        Effect.flatMap((count) =>
          count === 0
            ? Effect.fail(new GameNotFound({ id }))
            : call(() => gameWatchLinks.findOne({ _id: id })).pipe(Effect.map((doc) => (typeof doc?.tokenHash === "string" ? doc.tokenHash : null)))
        )
      ),
    setWatchLink: (id, tokenHash) =>
      transaction(client, async (session) => {
        if ((await games.countDocuments({ _id: id }, { limit: 1, session })) === 0) return Either.left(new GameNotFound({ id }))
        if (tokenHash === null) await gameWatchLinks.deleteOne({ _id: id }, { session })
        else await gameWatchLinks.replaceOne({ _id: id }, { _id: id, tokenHash }, { upsert: true, session })
        return Either.void
      }),
    end: (gameId, owner, change, record) =>
      Effect.suspend(() => {
        const set = profileSet({ pastGame: change.pastGame, gamesPlayed: change.gamesPlayed, currentGameId: change.currentGameId })
        return transaction(client, async (session) => {
          const deleted = await games.deleteOne({ _id: gameId }, { session })
          if (deleted.deletedCount !== 1) return Either.left(new GameNotFound({ id: gameId }))
          await gameWatchLinks.deleteOne({ _id: gameId }, { session })
          await users.updateOne({ _id: owner }, { $set: set }, { session })
          await keepRecord(gameHistory, record, session)
          return Either.void
        })
      }),
    listOf: (owner) =>
      call(() => games.find({ owner }).sort({ _id: 1 }).toArray()).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeGame(doc))))),
    deleteAllOf: (owner) =>
      Effect.asVoid(
        call(async () => {
          const owned = await games.find({ owner }, { projection: { _id: 1 } }).toArray()
          await gameWatchLinks.deleteMany({ _id: { $in: owned.map((game) => game._id) } })
          return games.deleteMany({ owner })
        })
      )
  }
}

/**
 * Live game states through a change stream on `games` (a replica set is required), filtered to one
 * game on the server; the game's deletion (an end, a replacement) ends it. Publishing is a no-op:
 * every stored state is already in the stream.
 */
export const makeMongoGameEvents = ({ games }: MongoCollections): Context.Tag.Service<typeof GameEvents> => {
  /**
   * The game's change stream in event mode, open until the scope closes: closing it on release ends
   * it at once (an async iterator would instead wait for the next change before it could be returned).
   */
  const changesOf = (id: GameId, on: { readonly state: (game: Game) => void; readonly end: () => void; readonly fail: (error: unknown) => void }) =>
    Effect.acquireRelease(
      Effect.sync(() => {
        const changes = games.watch<KeyedDoc, ChangeStreamDocument<KeyedDoc>>(
          [{ $match: { "documentKey._id": id, operationType: { $in: ["insert", "replace", "update", "delete"] } } }],
          { fullDocument: "updateLookup" }
        )
        changes.on("change", (change) => {
          if (change.operationType === "delete") return on.end()
          if (!("fullDocument" in change) || change.fullDocument === undefined || change.fullDocument === null) return
          const decoded = Either.try(() => decodeGame(change.fullDocument))
          if (Either.isRight(decoded)) on.state(decoded.right)
          else on.fail(decoded.left)
        })
        changes.on("error", (error) => on.fail(error))
        return changes
      }),
      (changes) => Effect.promise(() => changes.close().catch(() => undefined))
    )
  return {
    publish: () => Effect.void,
    subscribe: (id) =>
      Stream.asyncScoped<Game>(
        (emit) => changesOf(id, { state: (game) => void emit.single(game), end: () => void emit.end(), fail: (error) => void emit.die(error) }),
        { bufferSize: 256, strategy: "sliding" }
      ).pipe(Stream.changesWith((a, b) => a.version === b.version)),
    listen: (id, onState, onEnd) => {
      let version = -1
      let hasEnded = false
      // A failed change stream ends the follower's stream (the browser comes back and reads afresh).
      const end = () => {
        if (hasEnded) return
        hasEnded = true
        onEnd()
      }
      return Effect.asVoid(
        changesOf(id, {
          state: (game) => {
            if (hasEnded || game.version === version) return
            version = game.version
            onState(game)
          },
          end,
          fail: end
        })
      )
    }
  }
}
