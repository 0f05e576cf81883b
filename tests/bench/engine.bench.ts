/**
 * bench:engine — plays N seeded 4-player games through the real engine and, in the same run,
 * through a plain mutable loop of the same rules (deck shuffle, route check, scores, end), and
 * prints games per second side by side. Usage: npm run bench:engine [-- --games 50000]
 */
import { Either } from "effect"
import { applyAction, createGame, isRouteAllowed, replacementsLeft } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { seededRandom, shuffle } from "#core/game/shuffle.ts"
import { makeNewGame, makePack, makePlayers } from "../support/game-fixtures.ts"
import { recordFigure } from "./figures.ts"

const gamesArg = process.argv.indexOf("--games")
const games = gamesArg > 0 ? Number(process.argv[gamesArg + 1]) : 50_000
const pack = makePack("base", 96)
const routes = ["Red roof", "Blue slab", "Yellow arête", null]
const setUp = makeNewGame({ players: makePlayers(4), packs: [pack] })

/** The real engine: create, then per turn confirm-route, sometimes replace, record a result. Every step is checked by the engine. */
const playEngine = (seed: number): number => {
  const chance = seededRandom(seed ^ 0x9e3779b9)
  let game: Game = Either.getOrThrow(createGame({ ...setUp, seed }))
  let now = 0
  while (game.turn.phase !== "finished") {
    // Like the app, the driver offers only what the engine allows (the previous route is greyed out).
    const wanted = routes[Math.floor(chance() * routes.length)] ?? null
    const route = isRouteAllowed(game, wanted) ? wanted : null
    now += 1000
    game = Either.getOrThrow(applyAction(game, { _tag: "confirm-route", route }, now))
    if (chance() < 0.1 && replacementsLeft(game) > 0) game = Either.getOrThrow(applyAction(game, { _tag: "replace-challenge" }, now))
    const outcome = chance() < 0.6 ? "success" : "fail"
    now += 1000
    game = Either.getOrThrow(applyAction(game, { _tag: "record-result", outcome }, now))
  }
  return game.players[0]?.score ?? 0
}

/** The reference: the same rules as a plain loop over mutable arrays, no records, no checks beyond the rules. */
const playPlainLoop = (seed: number): number => {
  const chance = seededRandom(seed ^ 0x9e3779b9)
  const deck = shuffle(
    pack.challenges.map((c) => c.id),
    seed
  )
  const scores = [0, 0, 0, 0]
  let card = 0
  let previousRoute: string | null = null
  for (let turn = 0; turn < 20; turn++) {
    let route = routes[Math.floor(chance() * routes.length)] ?? null
    if (route !== null && previousRoute !== null && route.toLowerCase() === previousRoute.toLowerCase()) route = null
    previousRoute = route
    if (chance() < 0.1 && deck.length - card - 1 >= 20 - turn) card++
    const outcome = chance() < 0.6 ? 100 : -25
    scores[turn % 4] = (scores[turn % 4] ?? 0) + outcome
    card++
  }
  return scores[0] ?? 0
}

const runs = 3
const perRun = Math.ceil(games / runs)

/**
 * Games per second of `play`: the best of three timed runs of a third of the games each, after a
 * warm-up. A run's speed is the host's as much as the code's (another process, a clock that moves):
 * the best run is the one least slowed by the host, for both loops alike (one long run of the plain
 * loop read anywhere from 270,000 to 400,000 games a second on one machine).
 */
const measure = (play: (seed: number) => number): { perSecond: number; checksum: number } => {
  for (let seed = 0; seed < 2_000; seed++) play(seed) // warm-up
  let best = 0
  let checksum = 0
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint()
    for (let seed = run * perRun; seed < (run + 1) * perRun; seed++) checksum += play(seed)
    best = Math.max(best, perRun / (Number(process.hrtime.bigint() - started) / 1e9))
  }
  return { perSecond: best, checksum }
}

const reference = measure(playPlainLoop)
const engine = measure(playEngine)
const ratio = engine.perSecond / reference.perSecond
const format = (n: number) => Math.round(n).toLocaleString("en-US").padStart(12)
console.log(`bench:engine — seeded 4-player games (20 turns each): the best of ${runs} runs of ${perRun.toLocaleString("en-US")} each way`)
console.log(`  plain-loop reference ${format(reference.perSecond)} games/s`)
console.log(`  real engine          ${format(engine.perSecond)} games/s   (${(ratio * 100).toFixed(1)}% of reference; aim ≥ 25% and ≥ 50,000 games/s)`)
console.log(`  player-1 score checksums: engine ${engine.checksum}, reference ${reference.checksum}`)
recordFigure({
  bench: "engine",
  name: "games per second",
  value: engine.perSecond,
  unit: "games/s",
  reference: reference.perSecond,
  aim: "≥ 25% of the plain loop and ≥ 50,000 games/s",
  isMet: ratio >= 0.25 && engine.perSecond >= 50_000,
  better: "higher"
})
