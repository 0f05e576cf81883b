import { Clock, Data, Effect, Option, Schema, type Scope } from "effect"
import type { AttemptBudget } from "../auth/auth-policy.ts"
import type { ChallengeId, GameId, UserId } from "../domain/ids.ts"
import type { Game } from "../game/game.ts"
import { NotGameOwner } from "../game/game-sessions.ts"
import { holdStreamPlace, liveStreamLimits, type TooManyStreams, watchStreamKeys } from "../game/live-streams.ts"
import type { Pack, PackChallenge } from "../packs/pack-schema.ts"
import { GameEvents, GameRepository } from "../ports/game-repository.ts"
import { PackRepository } from "../ports/pack-repository.ts"
import { RateLimiter } from "../ports/rate-limiter.ts"
import { SecretTokens } from "../ports/secret-tokens.ts"
import { type WatchView, watchViewOf } from "./watch-view.ts"

/**
 * A watch link that opens nothing: a wrong token, another game's, a revoked link, or a game that has
 * ended. One refusal for all, so a guesser learns nothing about which games exist.
 */
export class WatchRefused extends Data.TaggedError("WatchRefused") {}

/**
 * Requests one address may make to the watch links in a minute: the friends at a gym often share one
 * address, each phone opening the view and its live stream (and reopening them after a drop), while a
 * guesser of 160-bit tokens is held to a trickle.
 */
export const watchBudgetPerAddress: AttemptBudget = { limit: 60, windowMs: 60_000 }

/** A token as links carry them: what the secret-token adapter mints (32 base32 characters), with room to change. */
export const WatchToken = Schema.String.pipe(Schema.pattern(/^[a-z2-7]{16,64}$/))

/** A game followed through its watch link: its view now, and a view for every state stored after. */
export interface WatchedGame {
  readonly current: WatchView
  /**
   * Until the scope closes: `onView` called with the view of every state stored after `current`
   * was read (one stored meanwhile included: the game was listened to before it was read), `onEnd`
   * once the game is deleted or ended.
   */
  readonly listen: (onView: (view: WatchView) => void, onEnd: () => void) => Effect.Effect<void, never, Scope.Scope>
  /**
   * Whether the link still opens the game (not revoked, the game not ended): a watcher's stream
   * checks it now and then. It reads the link, not the game: the game's states come from the bus.
   */
  readonly stillOpen: Effect.Effect<boolean>
}

/**
 * Friends following a game on their own phones, without an account: the owner shares the game (a
 * random link token, stored only as its SHA-256) and stops sharing it; anyone holding the link reads
 * a view of that game alone, live, until the link is revoked or the game ends.
 */
export class GameWatch extends Effect.Service<GameWatch>()("Watch/GameWatch", {
  effect: Effect.gen(function* () {
    const games = yield* GameRepository
    const events = yield* GameEvents
    const tokens = yield* SecretTokens
    const packs = yield* PackRepository
    const limiter = yield* RateLimiter

    const ownedGame = (id: GameId, owner: UserId) =>
      Effect.filterOrFail(
        games.get(id),
        (game) => game.owner === owner,
        () => new NotGameOwner()
      )

    /** Whether the game's live link has the hash `tokenHash` (not revoked, the game still stored): the link alone is read. */
    const linkOpens = (id: GameId, tokenHash: string) =>
      Effect.map(
        Effect.catchTag(games.watchLink(id), "GameNotFound", () => Effect.succeed(null)),
        (stored) => stored === tokenHash
      )

    /** The game when its live link's hash is `tokenHash`, else WatchRefused. */
    const gameLinkedBy = (id: GameId, tokenHash: string) =>
      Effect.gen(function* () {
        if (!(yield* linkOpens(id, tokenHash))) return yield* new WatchRefused()
        return yield* Effect.catchTag(games.get(id), "GameNotFound", () => Effect.fail(new WatchRefused()))
      })

    /** The game when `token` is its live link, else WatchRefused. */
    const openedGame = (id: GameId, token: string) => (Schema.is(WatchToken)(token) ? gameLinkedBy(id, tokens.hashOf(token)) : Effect.fail(new WatchRefused()))

    /** Each pack's challenges by id, built once per pack as the store hands it out (one object while it is unchanged). */
    const challengesByPack = new WeakMap<Pack, ReadonlyMap<ChallengeId, PackChallenge>>()
    const challengesByIdOf = (pack: Pack) => {
      const known = challengesByPack.get(pack)
      if (known !== undefined) return known
      const byId = new Map(pack.challenges.map((challenge) => [challenge.id, challenge]))
      challengesByPack.set(pack, byId)
      return byId
    }

    /** The challenges of the game's packs, read once per watcher (a pack edited meanwhile keeps its old text); a later pack's wins an id both hold. */
    const challengesOf = (game: Game) =>
      Effect.map(
        Effect.forEach(game.packs, (pack) => Effect.option(packs.get(pack))),
        (found) => {
          const byPack = found.flatMap((pack) => (Option.isSome(pack) ? [challengesByIdOf(pack.value)] : [])).reverse()
          return (id: ChallengeId) => {
            for (const byId of byPack) {
              const challenge = byId.get(id)
              if (challenge !== undefined) return challenge
            }
            return null
          }
        }
      )

    /**
     * The view of a state of the game as the bus hands it to every watcher here at once: made by the
     * first of them, shared by the others (made at the same moment, from the same packs).
     */
    const sharedViews = new WeakMap<Game, WatchView>()
    const viewAt = (game: Game, challengeOf: (id: ChallengeId) => PackChallenge | null) =>
      Effect.map(Clock.currentTimeMillis, (now) => watchViewOf(game, challengeOf, now))

    /** The game's view now, for the holder of its link. */
    const viewNow = (id: GameId, token: string) =>
      Effect.gen(function* () {
        const game = yield* openedGame(id, token)
        return yield* viewAt(game, yield* challengesOf(game))
      })

    /**
     * The game's view for the holder of its link, and its views from now on. The game is listened to
     * before it is read, so a state stored between the two is not lost: the latest one heard is kept
     * until the stream takes over (`listen`), and handed to it then.
     */
    const watch = (id: GameId, token: string): Effect.Effect<WatchedGame, WatchRefused, Scope.Scope> =>
      Effect.gen(function* () {
        let heard: Game | undefined
        let hasEnded = false
        let onNext: (next: Game) => void = (next) => {
          heard = next
        }
        let onEnded: () => void = () => {
          hasEnded = true
        }
        yield* events.listen(
          id,
          (next) => onNext(next),
          () => onEnded()
        )
        const game = yield* openedGame(id, token)
        const challengeOf = yield* challengesOf(game)
        const current = yield* viewAt(game, challengeOf)
        const clock = yield* Effect.clock
        const sharedViewOf = (next: Game) => {
          const known = sharedViews.get(next)
          if (known !== undefined) return known
          const view = watchViewOf(next, challengeOf, clock.unsafeCurrentTimeMillis())
          sharedViews.set(next, view)
          return view
        }
        const listen = (onView: (view: WatchView) => void, onEnd: () => void) =>
          Effect.sync(() => {
            onNext = (next) => onView(sharedViewOf(next))
            onEnded = onEnd
            if (heard !== undefined && heard.version > game.version) onView(sharedViewOf(heard))
            heard = undefined
            if (hasEnded) onEnd()
          })
        // Checked every few seconds for every link a gym night has open: the token hashed once, the link alone read.
        return { current, listen, stillOpen: linkOpens(id, tokens.hashOf(token)) } satisfies WatchedGame
      })

    return {
      /** Shares the owner's game under a new link token (any earlier link stops); returns the token. */
      share: (id: GameId, owner: UserId) =>
        Effect.gen(function* () {
          yield* ownedGame(id, owner)
          const minted = yield* tokens.mint
          yield* games.setWatchLink(id, minted.hash)
          return minted.token
        }),

      /** Stops sharing the owner's game: its link opens nothing any more. */
      stop: (id: GameId, owner: UserId) => Effect.zipRight(ownedGame(id, owner), games.setWatchLink(id, null)),

      /** Whether the owner's game is shared now. */
      isShared: (id: GameId, owner: UserId) =>
        Effect.zipRight(
          ownedGame(id, owner),
          Effect.map(games.watchLink(id), (hash) => hash !== null)
        ),

      /** The game's view now, for the holder of its link; WatchRefused when the link opens nothing. */
      view: viewNow,

      /**
       * `watch`, for a live stream from `address`: the stream holds a place of the game's watchers and
       * of the address's (liveStreamLimits, apart from the owner's) until the scope closes; with none
       * left, TooManyStreams. A link that opens nothing is refused before any place is taken.
       */
      follow: (id: GameId, token: string, address: string): Effect.Effect<WatchedGame, WatchRefused | TooManyStreams, Scope.Scope> =>
        Effect.gen(function* () {
          const watched = yield* watch(id, token)
          const keys = watchStreamKeys(address, id)
          yield* holdStreamPlace(limiter, keys.game, liveStreamLimits.watchersPerGame)
          yield* holdStreamPlace(limiter, keys.address, liveStreamLimits.watchersPerAddress)
          return watched
        })
    }
  })
}) {}
