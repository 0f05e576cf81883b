import { Clock, Data, Effect, Option, Schema, type Scope, type Stream } from "effect"
import { cardTalliesOf } from "../cards/card-stats.ts"
import { CategoryKey } from "../domain/category-schema.ts"
import { ColourSetId } from "../domain/colour-set-schema.ts"
import { Grade } from "../domain/grade-schema.ts"
import { type ChallengeId, type GameId, PackId, type UserId } from "../domain/ids.ts"
import { EventChanges } from "../gym-events/event-changes.ts"
import { eventTurnsAfter, isJoinable } from "../gym-events/event-games.ts"
import { type GymEvent, GymEventId } from "../gym-events/gym-event.ts"
import { GymEventNotFound, GymEventNotOpen } from "../gym-events/gym-event-errors.ts"
import { type ChallengeFacts, finishedGameOf } from "../history/finished-game.ts"
import { decideGameAccess } from "../navigation/guards.ts"
import { PackVersion } from "../packs/pack-version-schema.ts"
import { CardStatsRepository } from "../ports/card-stats-repository.ts"
import { GameEvents, type GameNotFound, GameRepository, VersionConflict } from "../ports/game-repository.ts"
import { GymEventRepository } from "../ports/gym-event-repository.ts"
import { keepPublished, PackPublication } from "../ports/pack-publication.ts"
import { PackNotFound, PackRepository } from "../ports/pack-repository.ts"
import { RateLimiter } from "../ports/rate-limiter.ts"
import { UserRepository } from "../ports/user-repository.ts"
import type { UserProfile } from "../profile/profile.ts"
import { packFlags } from "../store/checkout-order.ts"
import { availableColourSets, canChoosePacks, ownsSpecialPack } from "../store/pack-ownership.ts"
import { ArrayOfAtMost } from "../validation/generic-schema.ts"
import type { Game, GameAction } from "./game.ts"
import { GamePlay } from "./game-play.ts"
import { holdStreamPlace, liveStreamKeys, liveStreamLimits, type TooManyStreams } from "./live-streams.ts"
import { maxGameSeed, replayedStartDate } from "./offline-replay.ts"

/** The signed-in user does not own the game. */
export class NotGameOwner extends Data.TaggedError("NotGameOwner") {}

/** A game is started before the disclaimer was accepted (spec §4 disclaimer gate). */
export class DisclaimerNotAccepted extends Data.TaggedError("DisclaimerNotAccepted") {}

/** A player picked an avatar colour set the user may not use (07 and 08 come with the special pack). */
export class AvatarNotAvailable extends Data.TaggedError("AvatarNotAvailable")<{ readonly avatar: string }> {}

/** Why a game session refused a request (beside the engine's, the store's and the repository's refusals). */
export type GameSessionError = NotGameOwner | DisclaimerNotAccepted | AvatarNotAvailable | TooManyStreams

/**
 * A new game as a driver asks for it. A game started on a device while offline also gives the seed
 * and start date it used, so the server draws the same deck (the date is kept within bounds). The
 * bounds here only keep a request small: the engine refuses a fifth player, a long name or a third
 * category off with the spec's messages.
 */
export const GameRequest = Schema.Struct({
  players: ArrayOfAtMost(Schema.Struct({ name: Schema.String.pipe(Schema.maxLength(200)), difficulty: Grade, avatar: ColourSetId }), 16),
  packs: ArrayOfAtMost(PackId, 64),
  disabledCategories: Schema.optionalWith(ArrayOfAtMost(CategoryKey, 16), { default: () => [] }),
  /** Settle a tie at the top with a duel after round 5 (an advanced option, off by default). */
  tieBreak: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  seed: Schema.optional(Schema.Int.pipe(Schema.between(0, maxGameSeed))),
  startedAt: Schema.optional(Schema.Date),
  /** The gym night the group joined (its packs become playable in this game; its options apply). */
  gymEventId: Schema.optional(GymEventId)
})
export type GameRequest = typeof GameRequest.Type

/** A game asked for, and whether this request created it or found it already created. */
export interface StartedGame {
  readonly game: Game
  readonly isNew: boolean
}

/** A game to follow: its state now, and every state stored after. */
export interface FollowedGame {
  readonly current: Game
  readonly updates: Stream.Stream<Game>
}

/**
 * True when `game` is the one `request` already created: a device replaying an offline game may
 * send its creation again when the first answer was lost on the way back.
 */
const isSameStart = (game: Game, request: GameRequest): boolean =>
  request.seed !== undefined &&
  game.seed === request.seed >>> 0 &&
  game.players.length === request.players.length &&
  game.players.every((player, index) => player.name === request.players[index]?.name.trim()) &&
  game.packs.length === new Set(request.packs).size &&
  request.packs.every((pack) => game.packs.includes(pack))

/**
 * A user's games as the server keeps them: start (store rules, colour sets, the replay of an
 * offline start), read, act and end with the version the client last saw, delete, and follow.
 * Only the owner reaches a game.
 */
export class GameSessions extends Effect.Service<GameSessions>()("Game/GameSessions", {
  effect: Effect.gen(function* () {
    const games = yield* GameRepository
    const events = yield* GameEvents
    const users = yield* UserRepository
    const packs = yield* PackRepository
    const publication = yield* PackPublication
    const play = yield* GamePlay
    const limiter = yield* RateLimiter
    const cardStats = yield* CardStatsRepository
    const gymEvents = yield* GymEventRepository
    const eventChanges = yield* EventChanges

    /** The event a new game joins, when it may: open (or starting within the hour) when the game began. */
    const eventForGame = (id: GymEventId, startedAt: number) =>
      Effect.gen(function* () {
        const event = yield* gymEvents.get(id)
        if (event === null) return yield* new GymEventNotFound()
        if (!isJoinable(event, startedAt)) return yield* new GymEventNotOpen({ startsAt: event.startsAt, endsAt: event.endsAt })
        return event
      })

    /**
     * Keeps a gym night's copy of the game's results (its group numbered once), timed as they were
     * played; the event's screens are told only of a change they show (a reveal is none).
     */
    const recordInEvent = (game: Game) =>
      game.gymEvent === undefined
        ? Effect.void
        : Effect.gen(function* () {
            const eventId = GymEventId.make(game.gymEvent?.id ?? "")
            const now = yield* Clock.currentTimeMillis
            const kept = yield* gymEvents.entry(eventId, game.id)
            const entry =
              kept ??
              (yield* gymEvents.join(
                eventId,
                game.id,
                game.players.map((player) => player.name),
                new Date(now).toISOString()
              ))
            const turns = eventTurnsAfter(entry.turns, game, now)
            if (turns !== null) yield* gymEvents.saveTurns(eventId, game.id, turns)
            if (turns !== null || kept === null) yield* eventChanges.changed(eventId)
          })

    /** The game, when `owner` owns it: GameNotFound when absent, NotGameOwner when someone else's. */
    const ownedGame = (id: GameId, owner: UserId) =>
      Effect.filterOrFail(
        games.get(id),
        (game) => decideGameAccess(id, game, owner).kind === "allow",
        () => new NotGameOwner()
      )

    /** The game at the version the client last saw; a stale version gets the current state back. */
    const gameAtVersion = (id: GameId, owner: UserId, version: number) =>
      Effect.flatMap(
        games.get(id),
        (game): Effect.Effect<Game, NotGameOwner | VersionConflict> =>
          decideGameAccess(id, game, owner).kind !== "allow"
            ? Effect.fail(new NotGameOwner())
            : game.version === version
              ? Effect.succeed(game)
              : Effect.fail(new VersionConflict({ current: game }))
      )

    return {
      /**
       * Starts a game for `user`, replacing the one in progress; a repeated offline start (same
       * seed, players and packs as the current game) answers the game it created the first time.
       */
      start: (user: UserProfile, request: GameRequest) =>
        Effect.gen(function* () {
          if (!user.disclaimerAccepted) return yield* new DisclaimerNotAccepted()
          if (user.currentGameId !== null && request.seed !== undefined) {
            const current = yield* Effect.option(games.get(user.currentGameId))
            if (Option.isSome(current) && isSameStart(current.value, request)) return { game: current.value, isNew: false } satisfies StartedGame
          }
          const catalogue = yield* packs.list
          // An unpublished pack cannot be chosen, even by its owners (who keep it, and its colour sets).
          const published = keepPublished(catalogue, yield* publication.unpublished)
          const chosen = yield* Effect.forEach(request.packs, (id) =>
            Option.match(Option.fromNullable(published.find((pack) => pack.id === id)), {
              onNone: () => Effect.fail(new PackNotFound({ id })),
              onSome: Effect.succeed
            })
          )
          const now = yield* Clock.currentTimeMillis
          const event: GymEvent | null =
            request.gymEventId === undefined
              ? null
              : yield* eventForGame(request.gymEventId, (request.startedAt === undefined ? new Date(now) : replayedStartDate(request.startedAt, now)).getTime())
          // In a gym night, the event's packs are playable as if owned (the gym brings them); nothing is stored on the user.
          yield* canChoosePacks(chosen.map(packFlags), event === null ? user.packs : [...new Set([...user.packs, ...event.packIds])])
          const colourSets = availableColourSets(ownsSpecialPack(catalogue.map(packFlags), user.packs))
          const unavailable = request.players.find((player) => !colourSets.includes(player.avatar))
          if (unavailable !== undefined) return yield* new AvatarNotAvailable({ avatar: unavailable.avatar })
          const replay = request.seed === undefined ? undefined : { seed: request.seed, startedAt: request.startedAt }
          const started = yield* play.start(
            {
              owner: user.id,
              players: request.players,
              packs: chosen,
              disabledCategories: request.disabledCategories,
              tieBreak: event === null ? request.tieBreak : event.options.tieBreakDuel
            },
            replay
          )
          // The cards' counters are kept per pack version: the game remembers the versions it was dealt from.
          const game: Game = {
            ...started,
            packVersions: Object.fromEntries(chosen.map((pack) => [pack.id, pack.version])),
            ...(event === null ? {} : { gymEvent: { id: event.id, name: event.name } })
          }
          yield* games.create(game)
          yield* recordInEvent(game)
          // A new game replaces the one in progress (the web app warns before).
          if (user.currentGameId !== null) yield* Effect.ignore(games.delete(user.currentGameId))
          return { game, isNew: true } satisfies StartedGame
        }),

      /** The game, for its owner. */
      read: ownedGame,

      /**
       * Applies an action to the game at `version`, at the device's time `at` when it sends one;
       * the repository publishes the state it stores.
       */
      act: (id: GameId, owner: UserId, version: number, action: GameAction, at?: number) =>
        // A plain pipeline rather than a generator: this is the busiest write of the app.
        gameAtVersion(id, owner, version).pipe(
          Effect.flatMap((game) => play.act(game, action, at)),
          Effect.tap((next) => games.update(next)),
          Effect.tap(recordInEvent)
        ),

      /**
       * Closes the finished game at `version` into its owner's profile and history (the challenges'
       * categories and texts as the packs give them now), then adds its results and ratings to the
       * cards' counters, which keep nothing of who played; returns the updated profile. The game is
       * gone once ended, so an end sent again (a device replaying its queue) is GameNotFound and
       * neither the history nor the counters take the game twice.
       */
      end: (id: GameId, user: UserProfile, version: number) =>
        Effect.gen(function* () {
          const game = yield* gameAtVersion(id, user.id, version)
          const ended = yield* play.end(game, user)
          const played = new Set<string>(game.history.map((turn) => turn.challengeId))
          const facts = new Map<ChallengeId, ChallengeFacts>()
          const catalogue = yield* packs.list
          const packOf = new Map<ChallengeId, { readonly id: PackId; readonly version: string }>()
          for (const pack of catalogue) {
            for (const challenge of pack.challenges) {
              packOf.set(challenge.id, pack)
              if (played.has(challenge.id)) facts.set(challenge.id, challenge)
            }
          }
          const finishedAt = new Date(yield* Clock.currentTimeMillis)
          yield* games.end(
            game.id,
            user.id,
            ended.profile,
            finishedGameOf(game, finishedAt, (challenge) => facts.get(challenge))
          )
          // The version the game was dealt from (the pack's version now, for a game started before versions were kept).
          yield* cardStats.add(
            cardTalliesOf(game, (challenge) => {
              const pack = packOf.get(challenge)
              if (pack === undefined) return undefined
              return { packId: pack.id, packVersion: PackVersion.make(game.packVersions?.[pack.id] ?? pack.version) }
            })
          )
          return yield* users.get(user.id)
        }),

      /** Deletes the game (at `version` when given) and clears it as the user's current game. */
      remove: (id: GameId, user: UserProfile, version?: number) =>
        Effect.gen(function* () {
          yield* version === undefined ? ownedGame(id, user.id) : gameAtVersion(id, user.id, version)
          yield* games.delete(id)
          if (user.currentGameId === id) yield* users.update(user.id, { currentGameId: null })
        }),

      /**
       * The game now and the states stored after, for its owner, until the game is deleted or ended.
       * The stream holds a place of the account's and of the game's (liveStreamLimits) until the scope
       * closes; with none left, TooManyStreams.
       */
      follow: (id: GameId, owner: UserId): Effect.Effect<FollowedGame, GameNotFound | NotGameOwner | TooManyStreams, Scope.Scope> =>
        Effect.gen(function* () {
          const current = yield* ownedGame(id, owner)
          const keys = liveStreamKeys(owner, id)
          yield* holdStreamPlace(limiter, keys.game, liveStreamLimits.perGame)
          yield* holdStreamPlace(limiter, keys.account, liveStreamLimits.perAccount)
          return { current, updates: events.subscribe(id) }
        })
    }
  })
}) {}
