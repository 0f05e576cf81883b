import { Schema } from "effect"
import { categoryKeys } from "#core/domain/category.ts"
import { ColourSetId } from "#core/domain/colour-set-schema.ts"
import { Grade } from "#core/domain/grade-schema.ts"
import { ChallengeId, PackId } from "#core/domain/ids.ts"
import { problemStyles } from "#core/domain/problem-style.ts"
import { Game, GameAction, Player } from "#core/game/game.ts"
import { timerMeanings } from "#core/packs/timer-meanings.ts"

/**
 * The game's records, as the API sends them and as the local database (spec §3) keeps them. Decoded
 * on the way in, so an old or foreign record reads as nothing rather than breaking the game.
 */

const CategoryKey = Schema.Literal(...categoryKeys)
const Texts = Schema.Struct({ fr: Schema.String, en: Schema.String })

const Timer = Schema.Struct({ seconds: Schema.Number, meaning: Schema.Literal(...timerMeanings) })
const challengeFields = {
  id: ChallengeId,
  category: CategoryKey,
  text: Texts,
  timer: Schema.optional(Timer),
  /** The problem styles it is fair on (all when absent), and the fewest players it needs (2 when absent): format-3 packs. */
  styles: Schema.optional(Schema.Array(Schema.Literal(...problemStyles))),
  minPlayers: Schema.optional(Schema.Number)
}

/**
 * A challenge with its texts and timer (`challenges` store, keyed by id). A challenge this device
 * kept before timers said what they mean (`timeLimitSeconds`) reads as a limit, as the server's packs do.
 */
export const PlayableChallenge = Schema.transform(
  Schema.Struct({ ...challengeFields, timeLimitSeconds: Schema.optional(Schema.Number) }),
  Schema.typeSchema(Schema.Struct(challengeFields)),
  {
    strict: true,
    decode: ({ timeLimitSeconds, ...challenge }) =>
      challenge.timer !== undefined || timeLimitSeconds === undefined
        ? challenge
        : { ...challenge, timer: { seconds: timeLimitSeconds, meaning: "limit" as const } },
    encode: (challenge) => challenge
  }
)
export type PlayableChallenge = typeof PlayableChallenge.Type

/** How pregame shows a pack to the user. */
export const PackState = Schema.Literal("owned", "in-bag", "not-owned", "coming-soon", "free")
export type PackState = typeof PackState.Type

/** A published pack as `GET /api/me/playable-packs` gives it: challenges only for the packs the user may play. */
export const PlayablePack = Schema.Struct({
  id: PackId,
  version: Schema.String,
  name: Texts,
  description: Texts,
  state: PackState,
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean,
  challengeCount: Schema.Number,
  challenges: Schema.Array(PlayableChallenge)
})
export type PlayablePack = typeof PlayablePack.Type

/** The user's packs for a game and the colour sets they may pick (`packs` store, key `playable:<user id>`). */
export const PlayablePacks = Schema.Struct({
  packs: Schema.Array(PlayablePack),
  colourSets: Schema.Array(ColourSetId)
})
export type PlayablePacks = typeof PlayablePacks.Type

/** A player as the creation screen sends them. */
export const NewPlayerRecord = Schema.Struct({ name: Schema.String, difficulty: Grade, avatar: ColourSetId })
export type NewPlayerRecord = typeof NewPlayerRecord.Type

/** What `POST /api/games` receives; an offline game also sends its seed and start date. */
export const NewGameRequest = Schema.Struct({
  players: Schema.Array(NewPlayerRecord),
  packs: Schema.Array(PackId),
  disabledCategories: Schema.Array(CategoryKey),
  /** The tie-break duel (absent in records kept before it existed: off). */
  tieBreak: Schema.optional(Schema.Boolean),
  /** The gym night the game is tied to (issue #39): the server counts it there when played within its window. */
  gymEventId: Schema.optional(Schema.String),
  seed: Schema.Number,
  startedAt: Schema.String
})
export type NewGameRequest = typeof NewGameRequest.Type

/** A change made on this device that the server has not acknowledged yet, in the order it was made. */
export const PendingChange = Schema.Union(
  Schema.TaggedStruct("create", { request: NewGameRequest }),
  Schema.TaggedStruct("act", { action: GameAction, at: Schema.Number }),
  Schema.TaggedStruct("end", {})
)
export type PendingChange = typeof PendingChange.Type

/** The scores of a finished game, as the end screen shows the previous one. */
export const PastScores = Schema.Struct({ gameStartedDate: Schema.String, players: Schema.Array(Player) })
export type PastScores = typeof PastScores.Type

/**
 * A game on this device (`gameState` store, keyed by `id`): `id` is the one it was first known by (an
 * offline id, or the server's), `serverId` the server's once it has one. `game` is what the players
 * see (every pending change applied), `confirmed` the last state the server acknowledged.
 */
export const LocalGame = Schema.Struct({
  id: Schema.String,
  serverId: Schema.NullOr(Schema.String),
  owner: Schema.String,
  createdAt: Schema.Number,
  game: Game,
  confirmed: Schema.NullOr(Game),
  queue: Schema.Array(PendingChange),
  /** The scores of the game before this one, for the end screen. */
  previous: Schema.NullOr(PastScores),
  /** The end of this game was queued once (the profile's end-of-game update must happen once). */
  isEndQueued: Schema.Boolean
})
export type LocalGame = typeof LocalGame.Type

/**
 * What the game reads of the profile (`GET /api/me/profile`; `userProgress` store, key
 * `profile:<user id>`). Fields the server does not send yet take the spec's defaults.
 */
export const GameProfile = Schema.Struct({
  id: Schema.String,
  currentGameId: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  pastGame: Schema.optionalWith(Schema.NullOr(Game), { default: () => null }),
  gamesPlayed: Schema.optionalWith(Schema.Number, { default: () => 0 }),
  packs: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  categoryBlacklist: Schema.optionalWith(Schema.Array(CategoryKey), { default: () => [] })
})
export type GameProfile = typeof GameProfile.Type

/** The creation form last used, to play again with the same group (`userProgress`, key `setup:<user id>`). */
export const LastSetup = Schema.Struct({
  packs: Schema.Array(PackId),
  players: Schema.Array(NewPlayerRecord),
  disabledCategories: Schema.Array(CategoryKey)
})
export type LastSetup = typeof LastSetup.Type

/** Decodes an unknown value, or gives undefined. */
export const decodeOr = <A, I>(schema: Schema.Schema<A, I, never>) => {
  const decode = Schema.decodeUnknownEither(schema)
  return (value: unknown): A | undefined => {
    const result = decode(value)
    return result._tag === "Right" ? result.right : undefined
  }
}
