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
import {
  applyAction,
  createGame,
  currentPlayerIndex,
  gameResult,
  isFinished,
  isInDuel,
  isRouteAllowed,
  type NewGame,
  replacementsLeft,
  revealedChallenge,
  totalTurns
} from "./engine.ts"
import type { Game, Outcome } from "./game.ts"

/** Plays the 5 rounds from plans (cycled; a route the previous turn named goes unnamed). */
const playRounds = (input: NewGame, plans: ReadonlyArray<TurnPlan>): Game => {
  let game = start(input)
  let clock = 0
  const tick = () => {
    clock += 1_000
    return clock
  }
  for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
    const plan = plans[turn % plans.length] as TurnPlan
    const route = plan.route !== null && isRouteAllowed(game, plan.route) ? plan.route : null
    game = act(game, { _tag: "confirm-route", route }, tick())
    for (let r = 0; r < plan.replacements && replacementsLeft(game) > 0; r++) game = act(game, { _tag: "replace-challenge" }, tick())
    if (plan.useTimer) {
      game = act(game, { _tag: "start-timer" }, tick())
      game = act(game, { _tag: "stop-timer" }, tick())
    }
    game = act(game, { _tag: "record-result", outcome: plan.outcome }, tick())
  }
  return game
}

/** Plays the duel to its end with the given outcomes (cycled), replacing the card first when asked. */
const playDuel = (game: Game, outcomes: ReadonlyArray<Outcome>, replaceFirst: boolean): Game => {
  let played = act(game, { _tag: "confirm-route", route: "Le toit" })
  if (replaceFirst && replacementsLeft(played) > 0) played = act(played, { _tag: "replace-challenge" })
  let i = 0
  while (isInDuel(played)) played = act(played, { _tag: "record-result", outcome: outcomes[i++ % outcomes.length] as Outcome })
  return played
}

const arbDuelGame = fc.record({
  input: arbNewGame,
  tieBreak: fc.boolean(),
  plans: fc.array(arbTurnPlan, { minLength: 1, maxLength: 20 }),
  outcomes: fc.array(fc.constantFrom<Outcome>("success", "fail"), { minLength: 1, maxLength: 4 }),
  replaceFirst: fc.boolean()
})

const isTopShared = (game: Game): boolean => {
  const top = Math.max(...game.players.map((player) => player.score))
  return game.players.filter((player) => player.score === top).length > 1
}

/** A 2-player game whose 5 rounds end tied (both succeed every turn), the duel on. */
const tiedGame = (overrides: Partial<NewGame> = {}): Game =>
  playRounds(makeNewGame({ players: makePlayers(2), tieBreak: true, ...overrides }), [{ route: null, replacements: 0, useTimer: false, outcome: "success" }])

describe("tie-break duel — properties", () => {
  it("is entered only when the option is on and the top is shared after round 5", () => {
    fc.assert(
      fc.property(arbDuelGame, ({ input, tieBreak, plans }) => {
        const game = playRounds({ ...input, tieBreak }, plans)
        expect(isInDuel(game)).toBe(tieBreak && isTopShared(game))
        expect(isFinished(game)).toBe(!(tieBreak && isTopShared(game)))
      })
    )
  })

  it("never changes the 5 rounds' scores, ranking or team result, and always ends", () => {
    fc.assert(
      fc.property(arbDuelGame, ({ input, plans, outcomes, replaceFirst }) => {
        const rounds = playRounds({ ...input, tieBreak: true }, plans)
        const before = gameResult(rounds)
        const ended = isInDuel(rounds) ? playDuel(rounds, outcomes, replaceFirst) : rounds
        const after = gameResult(ended)
        expect(isFinished(ended)).toBe(true)
        expect(ended.players).toEqual(rounds.players)
        expect(ended.history).toEqual(rounds.history)
        expect(after.ranking).toEqual(before.ranking)
        expect([after.teamScore, after.teamTarget, after.isTeamWin]).toEqual([before.teamScore, before.teamTarget, before.isTeamWin])
        // The duel can only pick among the tied leaders.
        for (const winner of after.winners) expect(before.winners).toContain(winner)
      })
    )
  })

  it("lets each tied leader try the same card once, in player order; success beats fail, a second tie stands", () => {
    fc.assert(
      fc.property(arbDuelGame, ({ input, plans, outcomes, replaceFirst }) => {
        const rounds = playRounds({ ...input, tieBreak: true }, plans)
        fc.pre(isInDuel(rounds))
        const leaders = gameResult(rounds).winners
        const ended = playDuel(rounds, outcomes, replaceFirst)
        const duel = gameResult(ended).duel
        if (duel === null) throw new Error("no duel recorded")
        expect(duel.tries.map((entry) => entry.player)).toEqual([...leaders])
        const succeeded = duel.tries.filter((entry) => entry.outcome === "success").map((entry) => entry.player)
        expect(gameResult(ended).winners).toEqual(succeeded.length > 0 ? succeeded : [...leaders])
        // The duel's card is a fresh one of the deck: never one played or replaced during the rounds.
        const used = ended.history.flatMap((turn) => [turn.challengeId, ...turn.replaced])
        expect(used).not.toContain(duel.challengeId)
      })
    )
  })

  it("replays identically from the same seed and actions", () => {
    fc.assert(
      fc.property(arbDuelGame, ({ input, plans, outcomes, replaceFirst }) => {
        const once = playRounds({ ...input, tieBreak: true }, plans)
        const twice = playRounds({ ...input, tieBreak: true }, plans)
        const endOnce = isInDuel(once) ? playDuel(once, outcomes, replaceFirst) : once
        const endTwice = isInDuel(twice) ? playDuel(twice, outcomes, replaceFirst) : twice
        expect(endOnce).toEqual(endTwice)
      })
    )
  })

  it("refuses every action once the duel is over (no extra try)", () => {
    fc.assert(
      fc.property(arbDuelGame, ({ input, plans, outcomes }) => {
        const rounds = playRounds({ ...input, tieBreak: true }, plans)
        fc.pre(isInDuel(rounds))
        const ended = playDuel(rounds, outcomes, false)
        const refused = applyAction(ended, { _tag: "record-result", outcome: "success" }, 5_000)
        expect(Either.isLeft(refused) && refused.left._tag).toBe("GameFinished")
      })
    )
  })
})

describe("tie-break duel — a game", () => {
  it("keeps the spec's tie when the option is off (the default)", () => {
    const game = playRounds(makeNewGame({ players: makePlayers(2) }), [{ route: null, replacements: 0, useTimer: false, outcome: "success" }])
    expect(isFinished(game)).toBe(true)
    expect(gameResult(game)).toMatchObject({ winners: [0, 1], isTie: true, duel: null })
  })

  it("hides the duel's card until the group confirms a problem, and refuses the last round's problem", () => {
    const game = tiedGame()
    expect(isInDuel(game)).toBe(true)
    expect(revealedChallenge(game)).toBeNull()
    expect(Either.isLeft(applyAction(game, { _tag: "record-result", outcome: "success" }, 1))).toBe(true)
    const named = playRounds(makeNewGame({ players: makePlayers(2), tieBreak: true }), [
      { route: "Toit", replacements: 0, useTimer: false, outcome: "success" },
      { route: "Dalle", replacements: 0, useTimer: false, outcome: "success" }
    ])
    const refused = applyAction(named, { _tag: "confirm-route", route: "dalle" }, 1)
    expect(Either.isLeft(refused) && refused.left._tag).toBe("RouteAlreadyUsed")
    const revealed = act(game, { _tag: "confirm-route", route: "Le toit" })
    expect(revealedChallenge(revealed)).toBe(revealed.challenges[revealed.currentChallengeIndex])
    expect(currentPlayerIndex(revealed)).toBe(0)
  })

  it("gives the win to the one leader who succeeds, and times each try", () => {
    let game = act(tiedGame(), { _tag: "confirm-route", route: null })
    game = act(game, { _tag: "start-timer" }, 10_000)
    game = act(game, { _tag: "record-result", outcome: "fail" }, 14_000)
    expect(currentPlayerIndex(game)).toBe(1)
    expect(game.turn.timer).toEqual({ startedAt: null, elapsedMs: 0 })
    expect(Either.isLeft(applyAction(game, { _tag: "replace-challenge" }, 15_000))).toBe(true)
    game = act(game, { _tag: "record-result", outcome: "success" }, 16_000)
    expect(isFinished(game)).toBe(true)
    const result = gameResult(game)
    expect(result).toMatchObject({ winners: [1], isTie: false })
    expect(result.duel?.tries).toEqual([
      { player: 0, outcome: "fail", timeMs: 4_000 },
      { player: 1, outcome: "success", timeMs: null }
    ])
  })

  it("keeps the tie when both leaders fail, or both succeed", () => {
    for (const outcome of ["fail", "success"] as const) {
      const ended = playDuel(tiedGame(), [outcome], false)
      expect(gameResult(ended)).toMatchObject({ winners: [0, 1], isTie: true })
    }
  })

  it("keeps a card for the duel: a game that may need one never replaces it away, and refuses a deck without it", () => {
    const refused = createGame(makeNewGame({ players: makePlayers(2), tieBreak: true, packs: [makePack("tight", 10)] }))
    expect(Either.isLeft(refused) && refused.left._tag).toBe("NotEnoughChallenges")
    expect(Either.isRight(createGame(makeNewGame({ players: makePlayers(2), packs: [makePack("tight", 10)] })))).toBe(true)
    const game = start(makeNewGame({ players: makePlayers(2), tieBreak: true, packs: [makePack("tight", 11)] }))
    expect(replacementsLeft(act(game, { _tag: "confirm-route", route: null }))).toBe(0)
  })
})
