import { Either } from "effect"
import type { Language } from "#core/domain/language.ts"
import type { GameSetupError } from "#core/game/game-errors.ts"
import { gameErrorMessage } from "#core/game/messages.ts"
import { choosePacks } from "../choose-packs.ts"
import { type CliServices, printError, printPackProblems } from "../cli-services.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { say } from "../say.ts"
import { parsePackList, parseProbability, parseWholeNumber } from "../usage.ts"
import { figuresToJson, figuresToText } from "./report.ts"
import { prepareSimulation, type Simulation } from "./simulation.ts"

/** The flags of `allez simulate`, as commander hands them over. */
export interface SimulateFlags {
  readonly players: string
  readonly games: string
  readonly seed: string
  readonly packs?: string
  readonly successRate?: string
  readonly replaceRate: string
  readonly json?: boolean
  readonly lang?: Language
}

/** Most games one run may simulate (about a minute of work). */
export const maxGames = 1_000_000
/** Runs at least this long get a progress bar (on a terminal, never with --json). */
const progressFrom = 2_000
const gamesPerStep = 500

/** Plays the games a step at a time under an Ink progress bar (Ink is loaded only for it). */
const runWithProgress = async (simulation: Simulation, games: number, label: string, services: CliServices): Promise<void> => {
  const { showProgress } = await import("../ui/progress-bar.tsx")
  const progress = showProgress(label, games, services.stdout, services.stdin)
  let done = 0
  while (done < games) {
    done = simulation.step(gamesPerStep)
    progress.update(done)
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  progress.close()
}

/** True when the engine refused what the flags asked for (bad usage), not the packs found by default (a failure). */
const isUsersChoice = (error: GameSetupError, isPackChoiceGiven: boolean): boolean =>
  error._tag === "TooFewPlayers" || error._tag === "TooManyPlayers" || isPackChoiceGiven

/** `allez simulate`: plays many games through the real engine and prints the figures. */
export const runSimulate = async (flags: SimulateFlags, services: CliServices): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const usage = (text: string): ExitCode => {
    printError(services, language, text)
    services.stderr.write(`${cliText(language, "usage.seeHelp", { command: "simulate" })}\n`)
    return exitCode.usage
  }
  const players = parseWholeNumber(language, "--players", flags.players, { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
  if (Either.isLeft(players)) return usage(players.left)
  const games = parseWholeNumber(language, "--games", flags.games, { min: 1, max: maxGames })
  if (Either.isLeft(games)) return usage(games.left)
  const seed = parseWholeNumber(language, "--seed", flags.seed, { min: 0, max: 0xffffffff })
  if (Either.isLeft(seed)) return usage(seed.left)
  const successRate = flags.successRate === undefined ? Either.right(null) : parseProbability(language, "--success-rate", flags.successRate)
  if (Either.isLeft(successRate)) return usage(successRate.left)
  const replaceRate = parseProbability(language, "--replace-rate", flags.replaceRate)
  if (Either.isLeft(replaceRate)) return usage(replaceRate.left)

  const load = await services.loadPacks(services.defaultPackPaths)
  if (!load.isValid) {
    printPackProblems(services, language, load.problems)
    return exitCode.failed
  }
  const requested = flags.packs === undefined ? undefined : parsePackList(flags.packs)
  const packs = choosePacks(load.packs, requested)
  if (Either.isLeft(packs)) {
    return usage(cliText(language, "usage.unknownPack", { pack: packs.left, packs: load.packs.map((pack) => pack.id).join(", ") }))
  }
  if (packs.right.length === 0) {
    printError(services, language, cliText(language, "packs.noPacks", { paths: services.defaultPackPaths.join(", ") }))
    return exitCode.failed
  }
  const prepared = prepareSimulation({
    players: players.right,
    games: games.right,
    seed: seed.right,
    packs: packs.right,
    successRate: successRate.right,
    replaceRate: replaceRate.right
  })
  if (Either.isLeft(prepared)) {
    const refusal = say(language, gameErrorMessage(prepared.left))
    if (isUsersChoice(prepared.left, requested !== undefined)) return usage(refusal)
    printError(services, language, refusal)
    return exitCode.failed
  }
  const simulation = prepared.right
  if (flags.json !== true && services.stdout.isTTY === true && games.right >= progressFrom) {
    await runWithProgress(simulation, games.right, cliText(language, "sim.progress"), services)
  } else {
    simulation.step(games.right)
  }
  const figures = simulation.figures()
  const challengeCount = packs.right.reduce((sum, pack) => sum + pack.challenges.length, 0)
  services.stdout.write(flags.json === true ? figuresToJson(figures) : figuresToText(figures, language, challengeCount))
  return exitCode.ok
}
