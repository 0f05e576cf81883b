import { Either, FastCheck as fc } from "effect"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { colourSetIds } from "#core/domain/colour-set.ts"
import { ChallengeId, GameId, PackId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, totalTurns } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { type FinishedGame, finishedGameOf } from "#core/history/finished-game.ts"
import { makeNewGame } from "./game-fixtures.ts"

/** Names as players type them, some of them the same name in another case or with spaces. */
const names = ["Ana", "ana", " Ben", "Ben", "Chloé", "CHLOÉ", "Dan", "Eli"] as const

/** A turn's challenge facts as the fixtures' packs give them: category by the challenge's number. */
export const factsOf = (id: string): { category: CategoryKey; text: { fr: string; en: string } } => {
  const number = Number(id.split("-").at(-1) ?? "0")
  return { category: categoryKeys[number % categoryKeys.length] as CategoryKey, text: { fr: `Défi ${id}`, en: `Challenge ${id}` } }
}

/** A game of the fixtures played to its end: every third turn a fail. */
export const playedGame = (id: string, owner: string, startedAt = "2026-11-22T10:00:00Z"): Game => {
  let game = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(id), owner: UserId.make(owner), startedAt: new Date(startedAt) })))
  for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
    game = Either.getOrThrow(applyAction(game, { _tag: "confirm-route", route: turn % 2 === 0 ? "Red roof" : "Dalle bleue" }, 1_000))
    game = Either.getOrThrow(applyAction(game, { _tag: "record-result", outcome: turn % 3 === 0 ? "fail" : "success" }, 1_000))
  }
  return game
}

/** The history's record of a played game of the fixtures, ended at `finishedAt`. */
export const finishedRecord = (id: string, owner: string, finishedAt: string): FinishedGame =>
  finishedGameOf(playedGame(id, owner), new Date(finishedAt), (challenge) => factsOf(challenge))

/** Any record of a finished game of `owner` (scores not tied to the turns: the history does not check rules). */
export const arbFinishedGame = (owner = "u-1"): fc.Arbitrary<FinishedGame> =>
  fc
    .record({
      id: fc.stringMatching(/^g-[a-z0-9]{1,8}$/),
      finishedAt: fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2027-01-01T00:00:00Z"), noInvalidDate: true }),
      players: fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 4, selector: (name) => name.trim().toLowerCase() }),
      scores: fc.array(fc.integer({ min: -125, max: 500 }), { minLength: 4, maxLength: 4 }),
      turns: fc.array(
        fc.record({
          player: fc.nat({ max: 3 }),
          round: fc.integer({ min: 1, max: 5 }),
          challenge: fc.nat({ max: 99 }),
          isKnown: fc.boolean(),
          outcome: fc.constantFrom("success" as const, "fail" as const)
        }),
        { maxLength: 20 }
      )
    })
    .map(({ id, finishedAt, players, scores, turns }) => ({
      gameId: GameId.make(id),
      owner: UserId.make(owner),
      startedAt: new Date(finishedAt.getTime() - 3_600_000).toISOString(),
      finishedAt: finishedAt.toISOString(),
      packs: [PackId.make("base")],
      players: players.map((name, index) => ({ name, difficulty: "6A" as const, avatar: colourSetIds[index] ?? "01-green-yellow", score: scores[index] ?? 0 })),
      turns: turns
        .filter((turn) => turn.player < players.length)
        .map((turn) => {
          const challengeId = ChallengeId.make(`base-${turn.challenge}`)
          const facts = factsOf(challengeId)
          return {
            player: turn.player,
            round: turn.round,
            route: null,
            challengeId,
            category: turn.isKnown ? facts.category : null,
            text: turn.isKnown ? facts.text : null,
            outcome: turn.outcome,
            points: turn.outcome === "success" ? 100 : -25
          }
        }),
      duel: null
    }))

/** A history: games of one owner with distinct ids. */
export const arbHistory = (owner = "u-1"): fc.Arbitrary<Array<FinishedGame>> =>
  fc.uniqueArray(arbFinishedGame(owner), { maxLength: 12, selector: (game) => game.gameId })
