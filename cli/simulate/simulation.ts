import { Either } from "effect"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { colourSetIds } from "#core/domain/colour-set.ts"
import { defaultGrade, fontainebleauGrades, type Grade, gradeRank } from "#core/domain/grade.ts"
import { type ChallengeId, GameId, UserId } from "#core/domain/ids.ts"
import { problemStyles, type StyleChoice } from "#core/domain/problem-style.ts"
import { deckSize } from "#core/game/deck-advice.ts"
import { drawableFrom } from "#core/game/deck-draw.ts"
import { applyAction, createGame, currentPlayerIndex, gameResult, type NewPlayer, type PackForGame, replacementsLeft } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { GameSetupError } from "#core/game/game-errors.ts"
import { gameRules } from "#core/game/rules.ts"
import { seededRandom } from "#core/game/shuffle.ts"

/** The styles a simulated turn names, "any" first. */
const styleChoices: ReadonlyArray<StyleChoice> = ["any", ...problemStyles]

/** What to simulate. `successRate: null` draws each player's chance from their level. */
export interface SimulationOptions {
  readonly players: number
  readonly games: number
  readonly seed: number
  readonly packs: ReadonlyArray<PackForGame>
  readonly successRate: number | null
  readonly replaceRate: number
}

/** The figures of a simulation run; the key order is the order `--json` prints. */
export interface SimulationFigures {
  readonly games: number
  readonly players: number
  readonly seed: number
  readonly packs: ReadonlyArray<string>
  readonly successRate: number | "by-level"
  readonly replaceRate: number
  readonly turns: number
  readonly teamTarget: number
  readonly teamWins: number
  readonly teamWinRate: number
  /** Games whose 5 rounds ended with the top shared: the spec's tie, without a duel. */
  readonly ties: number
  readonly tieRate: number
  /** Games still tied at the top once the tied leaders played the tie-break duel. */
  readonly tiesAfterDuel: number
  readonly tieRateAfterDuel: number
  readonly averagePlayerScore: number
  readonly averageTeamScore: number
  /** Final player scores: every score a player can end on, lowest first, with how many ended there. */
  readonly scoreDistribution: ReadonlyArray<{ readonly score: number; readonly count: number }>
  /** Challenges attempted (not the replaced ones), per category in the catalogue's order. */
  readonly challengesPerCategory: Readonly<Record<CategoryKey, number>>
  readonly replacements: number
  /**
   * Per style a turn may name ("any" first): the challenges of the packs fair on it for this many
   * players, and how many of them a game left unplayed on average. Each turn names a style drawn
   * at random, "any" as often as each style.
   */
  readonly deckPerStyle: ReadonlyArray<{ readonly style: StyleChoice; readonly challenges: number; readonly leftAfterGame: number }>
}

/** The levels simulated players are drawn from: a typical gym crowd, 5 to 7B. */
export const simulatedGrades: ReadonlyArray<Grade> = fontainebleauGrades.slice(fontainebleauGrades.indexOf("5"), fontainebleauGrades.indexOf("7B") + 1)

const lowestRate = 0.45
const highestRate = 0.85

/**
 * A player's chance to succeed a challenge when `--success-rate` is not given: 45 % at grade 3
 * rising evenly to 85 % at 8C. Stronger climbers have more margin on a problem of their level, so a
 * challenge added on top of it costs them less.
 */
export const successRateForGrade = (grade: Grade): number =>
  Math.round((lowestRate + ((highestRate - lowestRate) * gradeRank(grade)) / (fontainebleauGrades.length - 1)) * 1000) / 1000

/** Every score a player can end a game on, lowest first (k successes out of the rounds). */
export const possibleScores = (): ReadonlyArray<number> =>
  Array.from({ length: gameRules.rounds + 1 }, (_, k) => k * gameRules.successPoints + (gameRules.rounds - k) * gameRules.failPoints)

const ratio = (count: number, total: number): number => (total === 0 ? 0 : Math.round((count / total) * 10000) / 10000)
const mean = (sum: number, total: number): number => (total === 0 ? 0 : Math.round((sum / total) * 100) / 100)

/** A simulation that runs a few games at a time, so a progress bar can be drawn between steps. */
export interface Simulation {
  /** Plays up to `count` more games; returns how many have been played so far. */
  readonly step: (count: number) => number
  readonly figures: () => SimulationFigures
}

/**
 * Prepares a simulation through the real engine: every game is created with `createGame` and played
 * with `applyAction`, its result read with `gameResult`. One seeded generator drives the game seeds,
 * the players' levels, replacements and outcomes, so the same options give the same figures.
 * Fails with the engine's refusal when the set-up cannot make a game (too many players, packs…).
 */
export const prepareSimulation = (options: SimulationOptions): Either.Either<Simulation, GameSetupError> => {
  const random = seededRandom(options.seed)
  // The duels draw from their own generator: the 5 rounds play exactly as they would without one.
  const duelRandom = seededRandom((options.seed ^ 0x5eed) >>> 0)
  // Its own generator, so naming styles leaves every other drawn figure as it was.
  const styleRandom = seededRandom((options.seed ^ 0x57e1) >>> 0)
  const leftPerStyle = styleChoices.map(() => 0)
  const categoryOf = new Map<ChallengeId, CategoryKey>()
  for (const pack of options.packs) for (const challenge of pack.challenges) categoryOf.set(challenge.id, challenge.category)
  const perCategory = Object.fromEntries(categoryKeys.map((key) => [key, 0])) as Record<CategoryKey, number>
  const scores = possibleScores()
  const scoreCounts = scores.map(() => 0)
  const owner = UserId.make("simulation")
  const startedAt = new Date(Date.UTC(2026, 0, 1))
  let played = 0
  let teamWins = 0
  let ties = 0
  let tiesAfterDuel = 0
  let playerScoreSum = 0
  let replacements = 0
  let turns = 0

  const drawPlayers = (): Array<NewPlayer> =>
    Array.from({ length: options.players }, (_, i) => ({
      name: `P${i + 1}`,
      difficulty: simulatedGrades[Math.floor(random() * simulatedGrades.length)] ?? defaultGrade,
      avatar: colourSetIds[i % 6] ?? "01-green-yellow"
    }))

  const newGame = (index: number): Either.Either<Game, GameSetupError> =>
    createGame({
      id: GameId.make(`simulation-${index + 1}`),
      owner,
      seed: Math.floor(random() * 0x7fffffff),
      startedAt,
      players: drawPlayers(),
      packs: options.packs,
      disabledCategories: [],
      tieBreak: true
    })

  const act = (game: Game, action: GameAction, clock: number): Game | null => {
    const next = applyAction(game, action, clock)
    return Either.isRight(next) ? next.right : null
  }

  const play = (start: Game): void => {
    const rates = start.players.map((player) => options.successRate ?? successRateForGrade(player.difficulty))
    let game = start
    let clock = 0
    while (game.turn.phase !== "finished" && game.turn.phase !== "duel") {
      const player = game.history.length % game.players.length
      const style = styleChoices[Math.floor(styleRandom() * styleChoices.length)] ?? "any"
      game = act(game, { _tag: "confirm-route", route: null, ...(style === "any" ? {} : { style }) }, ++clock) ?? game
      if (random() < options.replaceRate && replacementsLeft(game) > 0) {
        const replaced = act(game, { _tag: "replace-challenge" }, ++clock)
        if (replaced !== null) {
          game = replaced
          replacements++
        }
      }
      const challenge = game.challenges[game.currentChallengeIndex]
      const category = challenge === undefined ? undefined : categoryOf.get(challenge)
      if (category !== undefined) perCategory[category]++
      const outcome = random() < (rates[player] ?? 0) ? "success" : "fail"
      const recorded = act(game, { _tag: "record-result", outcome }, ++clock)
      if (recorded === null) throw new Error("the engine refused a result in the revealed phase")
      game = recorded
      turns++
    }
    if (game.turn.phase === "duel") {
      ties++
      game = act(game, { _tag: "confirm-route", route: null }, ++clock) ?? game
      while (game.turn.phase === "duel") {
        const player = currentPlayerIndex(game)
        const outcome = duelRandom() < (rates[player] ?? 0) ? "success" : "fail"
        const tried = act(game, { _tag: "record-result", outcome }, ++clock)
        if (tried === null) throw new Error("the engine refused a try in the duel")
        game = tried
      }
    }
    styleChoices.forEach((style, index) => {
      leftPerStyle[index] = (leftPerStyle[index] ?? 0) + drawableFrom(game, game.currentChallengeIndex, style, 0)
    })
    const result = gameResult(game)
    if (result.isTeamWin) teamWins++
    if (result.isTie) tiesAfterDuel++
    for (const player of game.players) {
      playerScoreSum += player.score
      const bin = scores.indexOf(player.score)
      scoreCounts[bin] = (scoreCounts[bin] ?? 0) + 1
    }
  }

  const first = newGame(0)
  if (Either.isLeft(first)) return Either.left(first.left)
  let pending: Game | null = first.right

  return Either.right({
    step: (count) => {
      const until = Math.min(options.games, played + count)
      while (played < until) {
        const game = pending ?? Either.getOrThrow(newGame(played))
        pending = null
        play(game)
        played++
      }
      return played
    },
    figures: () => ({
      games: played,
      players: options.players,
      seed: options.seed,
      packs: options.packs.map((pack) => pack.id),
      successRate: options.successRate ?? "by-level",
      replaceRate: options.replaceRate,
      turns,
      teamTarget: options.players * gameRules.teamTargetPerPlayer,
      teamWins,
      teamWinRate: ratio(teamWins, played),
      ties,
      tieRate: ratio(ties, played),
      tiesAfterDuel,
      tieRateAfterDuel: ratio(tiesAfterDuel, played),
      averagePlayerScore: mean(playerScoreSum, played * options.players),
      averageTeamScore: mean(playerScoreSum, played),
      scoreDistribution: scores.map((score, i) => ({ score, count: scoreCounts[i] ?? 0 })),
      challengesPerCategory: { ...perCategory },
      replacements,
      deckPerStyle: styleChoices.map((style, index) => ({
        style,
        challenges: deckSize(options.packs, [], { style, players: options.players }),
        leftAfterGame: mean(leftPerStyle[index] ?? 0, played)
      }))
    })
  })
}
