import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  actOrThrow as act,
  arbNewGame,
  arbTurnPlan,
  makeNewGame,
  makePack,
  makePlayers,
  startOrThrow as start,
  type TurnPlan
} from "../../tests/support/game-fixtures.ts"
import { categoryKeys } from "../domain/category.ts"
import {
  applyAction,
  createGame,
  currentPlayerIndex,
  currentRound,
  endGame,
  gameResult,
  isFinished,
  isRouteAllowed,
  lastRoutes,
  type NewGame,
  replacementsLeft,
  revealedChallenge,
  timerReading,
  totalTurns
} from "./engine.ts"
import type { GameAction } from "./game.ts"

const routeKey = (route: string) => route.trim().toLowerCase()

/** Plays a whole game legally from plans (cycled), returning the final game and every action taken. */
const playOut = (input: NewGame, plans: ReadonlyArray<TurnPlan>) => {
  let game = start(input)
  const actions: Array<GameAction> = []
  const expected = game.players.map(() => ({ successes: 0, fails: 0 }))
  let clock = 0
  const apply = (action: GameAction) => {
    actions.push(action)
    clock += 1_500
    game = act(game, action, clock)
  }
  for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
    const plan = plans[turn % plans.length] as TurnPlan
    const previous = game.history[game.history.length - 1]?.route ?? null
    const route = plan.route !== null && previous !== null && routeKey(plan.route) === routeKey(previous) ? null : plan.route
    apply({ _tag: "confirm-route", route })
    for (let r = 0; r < plan.replacements && replacementsLeft(game) > 0; r++) apply({ _tag: "replace-challenge" })
    if (plan.useTimer) {
      apply({ _tag: "start-timer" })
      apply({ _tag: "stop-timer" })
    }
    const who = expected[currentPlayerIndex(game)]
    if (who === undefined) throw new Error("no current player")
    if (plan.outcome === "success") who.successes++
    else who.fails++
    apply({ _tag: "record-result", outcome: plan.outcome })
  }
  return { game, actions, expected }
}

const arbGamePlay = fc.record({ input: arbNewGame, plans: fc.array(arbTurnPlan, { minLength: 1, maxLength: 20 }) })

describe("game engine — properties", () => {
  it("scores 100 per success and −25 per fail, for every player", () => {
    fc.assert(
      fc.property(arbGamePlay, ({ input, plans }) => {
        const { game, expected } = playOut(input, plans)
        expect(game.players.map((player) => player.score)).toEqual(expected.map((tally) => 100 * tally.successes - 25 * tally.fails))
      })
    )
  })

  it("ends after exactly 5 × players turns, each player playing once per round in order", () => {
    fc.assert(
      fc.property(arbGamePlay, ({ input, plans }) => {
        const { game } = playOut(input, plans)
        const n = input.players.length
        expect(isFinished(game)).toBe(true)
        expect(game.history).toHaveLength(5 * n)
        game.history.forEach((turn, i) => {
          expect(turn.player).toBe(i % n)
          expect(turn.round).toBe(Math.floor(i / n) + 1)
        })
      })
    )
  })

  it("never repeats a challenge within a game, replacements included", () => {
    fc.assert(
      fc.property(arbGamePlay, ({ input, plans }) => {
        const { game } = playOut(input, plans)
        const drawn = game.history.flatMap((turn) => [...turn.replaced, turn.challengeId])
        expect(new Set(drawn).size).toBe(drawn.length)
      })
    )
  })

  it("never draws from a switched-off category", () => {
    fc.assert(
      fc.property(arbGamePlay, ({ input, plans }) => {
        const { game } = playOut(input, plans)
        const categoryOf = new Map(input.packs.flatMap((pack) => pack.challenges.map((c) => [c.id, c.category] as const)))
        for (const id of game.history.flatMap((turn) => [...turn.replaced, turn.challengeId])) {
          expect(input.disabledCategories).not.toContain(categoryOf.get(id))
        }
      })
    )
  })

  it("reports the team result against players × 250 and the top score as winner or tie", () => {
    fc.assert(
      fc.property(arbGamePlay, ({ input, plans }) => {
        const { game } = playOut(input, plans)
        const result = gameResult(game)
        const scores = game.players.map((p) => p.score)
        const top = Math.max(...scores)
        expect(result.teamScore).toBe(scores.reduce((a, b) => a + b, 0))
        expect(result.teamTarget).toBe(250 * game.players.length)
        expect(result.isTeamWin).toBe(result.teamScore >= result.teamTarget)
        expect(result.winners).toEqual(scores.flatMap((s, i) => (s === top ? [i] : [])))
        expect(result.isTie).toBe(scores.filter((s) => s === top).length > 1)
      })
    )
  })

  it("replays identically from the same seed and actions", () => {
    fc.assert(
      fc.property(arbGamePlay, ({ input, plans }) => {
        const { game, actions } = playOut(input, plans)
        let replay = start(input)
        actions.forEach((action, i) => {
          replay = act(replay, action, (i + 1) * 1_500)
        })
        expect(replay).toEqual(game)
      })
    )
  })

  it("refuses any action after the end (no sixth round) and changes nothing", () => {
    const anyAction = fc.constantFrom<GameAction>(
      { _tag: "confirm-route", route: "Anything" },
      { _tag: "replace-challenge" },
      { _tag: "start-timer" },
      { _tag: "stop-timer" },
      { _tag: "reset-timer" },
      { _tag: "record-result", outcome: "success" }
    )
    fc.assert(
      fc.property(arbGamePlay, anyAction, ({ input, plans }, action) => {
        const { game } = playOut(input, plans)
        const before = structuredClone(game)
        const result = applyAction(game, action, 99_999)
        expect(Either.isLeft(result) && result.left._tag).toBe("GameFinished")
        expect(game).toEqual(before)
      })
    )
  })

  it("refuses out-of-phase actions with WrongPhase and changes nothing", () => {
    fc.assert(
      fc.property(arbNewGame, fc.boolean(), (input, revealFirst) => {
        const fresh = start(input)
        const game = revealFirst ? act(fresh, { _tag: "confirm-route", route: null }) : fresh
        const before = structuredClone(game)
        const illegal: ReadonlyArray<GameAction> = revealFirst
          ? [{ _tag: "confirm-route", route: "Again" }]
          : [
              { _tag: "record-result", outcome: "success" },
              { _tag: "replace-challenge" },
              { _tag: "start-timer" },
              { _tag: "stop-timer" },
              { _tag: "reset-timer" }
            ]
        for (const action of illegal) {
          const result = applyAction(game, action, 5_000)
          expect(Either.isLeft(result) && result.left._tag).toBe("WrongPhase")
        }
        expect(game).toEqual(before)
      })
    )
  })

  it("refuses the previous turn's route, whatever its case, accents or spaces", () => {
    fc.assert(
      fc.property(arbNewGame, fc.constantFrom("Dalle bleue", "Le Toit Rouge", "Arête"), (input, route) => {
        let game = act(start(input), { _tag: "confirm-route", route })
        game = act(game, { _tag: "record-result", outcome: "success" })
        const before = structuredClone(game)
        for (const variant of [route, `  ${route.toUpperCase()} `, route.normalize("NFD").replace(/\p{M}/gu, "")]) {
          const result = applyAction(game, { _tag: "confirm-route", route: variant }, 2_000)
          expect(Either.isLeft(result) && result.left._tag).toBe("RouteAlreadyUsed")
        }
        expect(game).toEqual(before)
        expect(Either.isRight(applyAction(game, { _tag: "confirm-route", route: "Another one" }, 2_000))).toBe(true)
      })
    )
  })

  it("refuses the previous turn's route whenever both are named, for any names, and only then", () => {
    // A small alphabet, so that names often match once case, accents and spaces are set aside.
    const arbName = fc.string({ unit: fc.constantFrom("v", "V", "3", "g", "G", "r", "i", "í", "s", "é", "e", " "), minLength: 1, maxLength: 8 })
    const sameRoute = (a: string, b: string) => {
      const key = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim().replace(/\s+/g, " ")
      return key(a) === key(b)
    }
    // The second name: any name, or the first one written another way (case, accents, spaces).
    const arbVariant = (name: string) =>
      fc.record({ upper: fc.boolean(), plain: fc.boolean(), spaced: fc.boolean(), padded: fc.boolean() }).map(({ upper, plain, spaced, padded }) => {
        let variant = upper ? name.toUpperCase() : name
        if (plain) variant = variant.normalize("NFD").replace(/\p{M}/gu, "")
        if (spaced) variant = variant.replace(/ /g, "  ")
        return padded ? ` ${variant}  ` : variant
      })
    const arbRoutes = fc
      .option(arbName, { nil: null })
      .chain((first) => fc.tuple(fc.constant(first), fc.option(first === null ? arbName : fc.oneof(arbName, arbVariant(first)), { nil: null })))
    fc.assert(
      fc.property(arbNewGame, arbRoutes, (input, [first, second]) => {
        let game = act(start(input), { _tag: "confirm-route", route: first })
        game = act(game, { _tag: "record-result", outcome: "fail" })
        const named = (route: string | null) => (route === null || route.trim() === "" ? null : route)
        const isRefused = named(first) !== null && named(second) !== null && sameRoute(first as string, second as string)
        const result = applyAction(game, { _tag: "confirm-route", route: second }, 2_000)
        expect(Either.isLeft(result) && result.left._tag === "RouteAlreadyUsed").toBe(isRefused)
        expect(Either.isRight(result)).toBe(!isRefused)
        expect(isRouteAllowed(game, named(second))).toBe(!isRefused)
      })
    )
  })

  it("knows the route each player last climbed: their latest turn's, null when unnamed or not played yet", () => {
    fc.assert(
      fc.property(arbGamePlay, fc.nat(), ({ input, plans }, cut) => {
        const { game } = playOut(input, plans)
        const turns = cut % (game.history.length + 1)
        const partial = { ...game, history: game.history.slice(0, turns) }
        const expected = game.players.map((_, player) => partial.history.filter((turn) => turn.player === player).at(-1)?.route ?? null)
        expect(lastRoutes(partial)).toEqual(expected)
      })
    )
  })

  it("refuses a fifth player and a single player", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 5), (count) => {
        const result = createGame(makeNewGame({ players: makePlayers(count) }))
        expect(Either.isLeft(result) && result.left._tag).toBe(count === 5 ? "TooManyPlayers" : "TooFewPlayers")
      })
    )
  })
})

describe("game engine — set-up", () => {
  /** Ana and Ben, with the player at `index` renamed. */
  const twoPlayersRenaming = (index: number, name: string) => makePlayers(2).map((player, at) => (at === index ? { ...player, name } : player))

  it("refuses a 21-character player name and accepts 20 after trimming", () => {
    const tooLong = createGame(makeNewGame({ players: twoPlayersRenaming(0, "x".repeat(21)) }))
    expect(Either.isLeft(tooLong) && tooLong.left).toMatchObject({ _tag: "InvalidPlayerName", index: 0 })
    const ok = createGame(makeNewGame({ players: twoPlayersRenaming(0, `  ${"y".repeat(20)}  `) }))
    expect(Either.getOrThrow(ok).players[0]?.name).toBe("y".repeat(20))
  })

  it("refuses two players with the same name", () => {
    const result = createGame(makeNewGame({ players: twoPlayersRenaming(1, " ana ") }))
    expect(Either.isLeft(result) && result.left._tag).toBe("PlayerNameTaken")
  })

  it("refuses a third switched-off category", () => {
    const result = createGame(makeNewGame({ disabledCategories: categoryKeys.slice(0, 3) }))
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "TooManyCategoriesOff", max: 2 })
  })

  it("mixes packs only when all are combinable, and never plays a coming-soon pack", () => {
    const mixed = createGame(makeNewGame({ packs: [makePack("a", 40), makePack("kids", 40, { combinable: false })] }))
    expect(Either.isLeft(mixed) && mixed.left._tag).toBe("PacksNotCombinable")
    const alone = createGame(makeNewGame({ packs: [makePack("kids", 40, { combinable: false })] }))
    expect(Either.isRight(alone)).toBe(true)
    const soon = createGame(makeNewGame({ packs: [makePack("soon", 0, { comingSoon: true })] }))
    expect(Either.isLeft(soon) && soon.left._tag).toBe("PackComingSoon")
    const none = createGame(makeNewGame({ packs: [] }))
    expect(Either.isLeft(none) && none.left._tag).toBe("NoPackChosen")
  })

  it("refuses packs too small for the whole game", () => {
    const result = createGame(makeNewGame({ players: makePlayers(4), packs: [makePack("tiny", 19)] }))
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "NotEnoughChallenges", available: 19, needed: 20 })
  })

  it("draws the union of the chosen packs, shuffled by the seed", () => {
    const a = start(makeNewGame({ seed: 1, packs: [makePack("a", 30), makePack("b", 30)] }))
    const b = start(makeNewGame({ seed: 2, packs: [makePack("a", 30), makePack("b", 30)] }))
    expect(new Set(a.challenges)).toEqual(new Set(b.challenges))
    expect(a.challenges).toHaveLength(60)
    expect(a.challenges).not.toEqual(b.challenges)
  })

  it("deals one pack's games from the seed alone, however many games were dealt from that pack before", () => {
    const pack = makePack("shared", 40)
    const first = start(makeNewGame({ seed: 7, packs: [pack] }))
    const others = [8, 9, 10].map((seed) => start(makeNewGame({ seed, packs: [pack] })))
    expect(start(makeNewGame({ seed: 7, packs: [pack] })).challenges).toEqual(first.challenges)
    expect(start(makeNewGame({ seed: 7, packs: [makePack("shared", 40)] })).challenges).toEqual(first.challenges)
    for (const other of others) expect(other.challenges).not.toEqual(first.challenges)
    expect(pack.challenges.map((challenge) => challenge.id)).toEqual(makePack("shared", 40).challenges.map((challenge) => challenge.id))
  })
})

describe("game engine — a turn", () => {
  it("hides the challenge until the route is confirmed, then shows the current card", () => {
    const game = start(makeNewGame())
    expect(revealedChallenge(game)).toBeNull()
    const revealed = act(game, { _tag: "confirm-route", route: "Le toit" })
    expect(revealedChallenge(revealed)).toBe(game.challenges[0])
    expect(revealed.turn.route).toBe("Le toit")
    expect(revealed.version).toBe(game.version + 1)
  })

  it("records a replaced challenge and draws the next card", () => {
    const revealed = act(start(makeNewGame()), { _tag: "confirm-route", route: null })
    const replaced = act(revealed, { _tag: "replace-challenge" })
    expect(revealedChallenge(replaced)).toBe(revealed.challenges[1])
    const done = act(replaced, { _tag: "record-result", outcome: "fail" })
    expect(done.history[0]).toMatchObject({ challengeId: revealed.challenges[1], replaced: [revealed.challenges[0]], points: -25 })
  })

  it("refuses a replacement once the attempt has started, or when the deck could not finish the game", () => {
    const revealed = act(start(makeNewGame()), { _tag: "confirm-route", route: null })
    const timed = act(revealed, { _tag: "start-timer" }, 10)
    expect(Either.isLeft(applyAction(timed, { _tag: "replace-challenge" }, 20))).toBe(true)
    const tight = act(start(makeNewGame({ players: makePlayers(2), packs: [makePack("p", 11)] })), { _tag: "confirm-route", route: null })
    const once = act(tight, { _tag: "replace-challenge" })
    const twice = applyAction(once, { _tag: "replace-challenge" }, 0)
    expect(Either.isLeft(twice) && twice.left._tag).toBe("NoReplacementLeft")
  })

  it("runs the timer from timestamps: start, stop, start again, reset", () => {
    let game = act(start(makeNewGame()), { _tag: "confirm-route", route: null })
    game = act(game, { _tag: "start-timer" }, 10_000)
    expect(timerReading(game.turn.timer, 12_500)).toBe(2_500)
    expect(Either.isLeft(applyAction(game, { _tag: "start-timer" }, 11_000))).toBe(true)
    game = act(game, { _tag: "stop-timer" }, 13_000)
    expect(timerReading(game.turn.timer, 99_000)).toBe(3_000)
    game = act(game, { _tag: "start-timer" }, 20_000)
    expect(timerReading(game.turn.timer, 21_000)).toBe(4_000)
    const recorded = act(game, { _tag: "record-result", outcome: "success" }, 22_000)
    expect(recorded.history[0]?.timeMs).toBe(5_000)
    game = act(game, { _tag: "reset-timer" }, 23_000)
    expect(timerReading(game.turn.timer, 30_000)).toBe(0)
  })

  it("moves round by round: round n of 5, whose turn", () => {
    let game = start(makeNewGame({ players: makePlayers(2) }))
    const seen: Array<[number, number]> = []
    while (!isFinished(game)) {
      seen.push([currentRound(game), currentPlayerIndex(game)])
      game = act(act(game, { _tag: "confirm-route", route: null }), { _tag: "record-result", outcome: "success" })
    }
    expect(seen).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
      [4, 0],
      [4, 1],
      [5, 0],
      [5, 1]
    ])
  })
})

describe("game engine — results and the end of a game", () => {
  const finish = (outcomes: ReadonlyArray<"success" | "fail">, players = 2) => {
    let game = start(makeNewGame({ players: makePlayers(players) }))
    for (const outcome of outcomes) {
      game = act(act(game, { _tag: "confirm-route", route: null }), { _tag: "record-result", outcome })
    }
    return game
  }

  it("declares a tie when the top scores are equal, and a team loss below 2 × 250", () => {
    const result = gameResult(finish(Array(10).fill("fail")))
    expect(result).toMatchObject({ isTie: true, winners: [0, 1], teamScore: -250, teamTarget: 500, isTeamWin: false })
  })

  it("declares the team won exactly at the threshold", () => {
    // 2 players, 10 turns: 6 successes and 4 fails = 600 − 100 = 500 = 2 × 250.
    const outcomes = ["success", "success", "success", "success", "success", "fail", "success", "fail", "fail", "fail"] as const
    const result = gameResult(finish(outcomes))
    expect(result).toMatchObject({ teamScore: 500, isTeamWin: true, isTie: false, winners: [0] })
  })

  it("closes a finished game into the profile: pastGame, gamesPlayed + 1 or 1, currentGameId cleared", () => {
    const game = finish(Array(10).fill("success"))
    expect(Either.getOrThrow(endGame(game, { gamesPlayed: 4 }))).toEqual({
      profile: { pastGame: game, gamesPlayed: 5, currentGameId: null },
      deleteGameId: game.id
    })
    expect(Either.getOrThrow(endGame(game, {})).profile.gamesPlayed).toBe(1)
    const unfinished = finish(["success"])
    expect(Either.isLeft(endGame(unfinished, { gamesPlayed: 1 }))).toBe(true)
  })
})
