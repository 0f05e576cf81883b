import { Effect, Either } from "effect"
import fc from "fast-check"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { colourSetIds } from "#core/domain/colour-set.ts"
import { fontainebleauGrades } from "#core/domain/grade.ts"
import { ChallengeId, GameId, PackId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, type NewGame, type NewPlayer, type PackForGame } from "#core/game/engine.ts"
import type { Game, GameAction, Outcome } from "#core/game/game.ts"
import type { IdGenerator } from "#core/ports/id-generator.ts"

/** A pack of `size` challenges spread round-robin over the eight categories. */
export const makePack = (id: string, size: number, options: Partial<Pick<PackForGame, "combinable" | "comingSoon">> = {}): PackForGame => ({
  id: PackId.make(id),
  combinable: options.combinable ?? true,
  comingSoon: options.comingSoon ?? false,
  challenges: Array.from({ length: size }, (_, i) => ({
    id: ChallengeId.make(`${id}-${i}`),
    category: categoryKeys[i % categoryKeys.length] as CategoryKey
  }))
})

/** Players named Ana, Ben, Chloé, Dan… */
export const makePlayers = (count: number): Array<NewPlayer> =>
  ["Ana", "Ben", "Chloé", "Dan", "Eli"].slice(0, count).map((name, i) => ({
    name,
    difficulty: fontainebleauGrades[i + 5] ?? "6A",
    avatar: colourSetIds[i] ?? "01-green-yellow"
  }))

/**
 * The body of `POST /api/games` for two players on the base pack, as a device sends it; `gymEventId`
 * ties the game to a gym night.
 */
export const twoPlayerGameBody = (names: readonly [string, string] = ["Zoé", "Max"], tie: { readonly gymEventId?: string } = {}) => ({
  players: [
    { name: names[0], difficulty: "6A", avatar: "01-green-yellow" },
    { name: names[1], difficulty: "5+", avatar: "02-blue-red" }
  ],
  packs: ["base"],
  ...tie
})

/** A valid NewGame with sensible defaults. */
export const makeNewGame = (overrides: Partial<NewGame> = {}): NewGame => ({
  id: GameId.make("g-1"),
  owner: UserId.make("u-1"),
  seed: 42,
  startedAt: new Date("2026-11-22T10:00:00Z"),
  players: makePlayers(3),
  packs: [makePack("base", 96)],
  disabledCategories: [],
  ...overrides
})

/** How one turn is played out by a property test. */
export interface TurnPlan {
  readonly route: string | null
  readonly replacements: number
  readonly useTimer: boolean
  readonly outcome: Outcome
}

export const arbTurnPlan: fc.Arbitrary<TurnPlan> = fc.record({
  route: fc.option(fc.constantFrom("Red roof", "red roof ", "Dalle bleue", "dalle BLEUE", "Yellow arête", "Crimpy"), { nil: null }),
  replacements: fc.nat({ max: 2 }),
  useTimer: fc.boolean(),
  outcome: fc.constantFrom<Outcome>("success", "fail")
})

/** A valid game set-up: 2–4 players, one or two packs big enough, up to two categories off. */
export const arbNewGame: fc.Arbitrary<NewGame> = fc
  .record({
    playerCount: fc.integer({ min: 2, max: 4 }),
    seed: fc.nat(),
    packSizes: fc.array(fc.integer({ min: 30, max: 120 }), { minLength: 1, maxLength: 2 }),
    disabled: fc.uniqueArray(fc.constantFrom(...categoryKeys), { maxLength: 2 })
  })
  .map(({ playerCount, seed, packSizes, disabled }) =>
    makeNewGame({
      seed,
      players: makePlayers(playerCount),
      packs: packSizes.map((size, i) => makePack(`pack-${i}`, size)),
      disabledCategories: disabled
    })
  )

/** An IdGenerator for tests and simulations: game-1, game-2, … (and message-1, message-2, …). */
export const sequentialGameIds = (prefix = "game"): IdGenerator["Type"] => {
  let games = 0
  let messages = 0
  return {
    gameId: Effect.sync(() => GameId.make(`${prefix}-${++games}`)),
    messageId: Effect.sync(() => `message-${++messages}`)
  }
}

/** The game `input` starts; a test's set-up, so a refusal throws. */
export const startOrThrow = (input: NewGame): Game => Either.getOrThrow(createGame(input))

/** The game after `action` at `now`; a refusal throws, naming the action and the refusal. */
export const actOrThrow = (game: Game, action: GameAction, now = 1_000): Game => {
  const result = applyAction(game, action, now)
  if (Either.isLeft(result)) throw new Error(`refused ${action._tag}: ${result.left._tag}`)
  return result.right
}
