import { Context, Data, type Effect, type Scope, type Stream } from "effect"
import type { GameId, UserId } from "../domain/ids.ts"
import type { EndOfGameUpdate } from "../game/engine.ts"
import type { Game } from "../game/game.ts"
import type { FinishedGame } from "../history/finished-game.ts"

/** No game with this id. */
export class GameNotFound extends Data.TaggedError("GameNotFound")<{ readonly id: GameId }> {}

/** The game moved on elsewhere: the update was based on a stale version. Carries the current state. */
export class VersionConflict extends Data.TaggedError("VersionConflict")<{ readonly current: Game }> {}

/** A game with this id exists already. */
export class GameExists extends Data.TaggedError("GameExists")<{ readonly id: GameId }> {}

/** Games, with optimistic concurrency on `version`. */
export class GameRepository extends Context.Tag("Ports/GameRepository")<
  GameRepository,
  {
    readonly get: (id: GameId) => Effect.Effect<Game, GameNotFound>
    /** Stores a new game and sets it as the owner's currentGameId, together. */
    readonly create: (game: Game) => Effect.Effect<void, GameExists>
    /**
     * Replaces the game with `next` only if the stored version is `next.version - 1`, in one
     * atomic step; otherwise nothing changes and the current state comes back in the conflict.
     */
    readonly update: (next: Game) => Effect.Effect<void, GameNotFound | VersionConflict>
    readonly delete: (id: GameId) => Effect.Effect<void, GameNotFound>
    /**
     * The end-of-game transaction: writes the owner's pastGame, gamesPlayed and currentGameId,
     * keeps `record` in the owner's history (GameHistory; once per game id) and deletes the game,
     * all or nothing.
     */
    readonly end: (gameId: GameId, owner: UserId, update: EndOfGameUpdate, record: FinishedGame) => Effect.Effect<void, GameNotFound>
    /** Every game this user owns (a game in progress, or one left behind by a newer one). */
    readonly listOf: (owner: UserId) => Effect.Effect<ReadonlyArray<Game>>
    /** Deletes every game this user owns (the erasure of an account). */
    readonly deleteAllOf: (owner: UserId) => Effect.Effect<void>
    /**
     * The SHA-256 of the game's watch link (friends' read-only live view), or null when the game is
     * not shared. Deleting or ending the game removes its link.
     */
    readonly watchLink: (id: GameId) => Effect.Effect<string | null, GameNotFound>
    /** Shares the game under a new link's hash, replacing any earlier link, or stops sharing it (null). */
    readonly setWatchLink: (id: GameId, tokenHash: string | null) => Effect.Effect<void, GameNotFound>
  }
>() {}

/** Live game states: each stored update is published to the game's subscribers, and only to them. */
export class GameEvents extends Context.Tag("Ports/GameEvents")<
  GameEvents,
  {
    readonly publish: (game: Game) => Effect.Effect<void>
    /** Every state published for this game from now on; the stream ends when the game is deleted or ended. */
    readonly subscribe: (id: GameId) => Stream.Stream<Game>
    /**
     * As `subscribe`, for the many streams of a gym night: `onState` is called with every state
     * published for this game from now on, and `onEnd` once when the game is deleted or ended, until
     * the scope closes. A plain function per follower, where a Stream costs a fiber and its machinery.
     */
    readonly listen: (id: GameId, onState: (game: Game) => void, onEnd: () => void) => Effect.Effect<void, never, Scope.Scope>
  }
>() {}
