import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { actOrThrow as act, arbNewGame, arbTurnPlan, makeNewGame, type TurnPlan } from "../../tests/support/game-fixtures.ts"
import { applyAction, createGame, currentPlayerIndex, currentRound, isFinished, replacementsLeft, totalTurns, undoableResult } from "./engine.ts"
import { Game, GameAction } from "./game.ts"
import { gameRules } from "./rules.ts"

/** Everything a player could notice of a game: all of it but the version, which only counts writes. */
const played = ({ version: _version, ...rest }: Game) => rest

const routeKey = (route: string) => route.trim().toLowerCase()

/**
 * Plays `turns` whole turns from plans (cycled), then the next turn up to its result: the problem
 * confirmed, replacements, the timer started (left running or stopped). Returns the game just
 * before its result and the clock.
 */
const playUpToResult = (game: Game, plans: ReadonlyArray<TurnPlan>, turns: number, isTimerLeftRunning: boolean) => {
  let clock = 10_000
  let state = game
  const apply = (action: GameAction) => {
    clock += 1_700
    state = act(state, action, clock)
  }
  for (let turn = 0; turn <= turns; turn++) {
    const plan = plans[turn % plans.length] as TurnPlan
    const previous = state.history.at(-1)?.route ?? null
    const route = plan.route !== null && previous !== null && routeKey(plan.route) === routeKey(previous) ? null : plan.route
    apply({ _tag: "confirm-route", route })
    for (let r = 0; r < plan.replacements && replacementsLeft(state) > 0; r++) apply({ _tag: "replace-challenge" })
    if (plan.useTimer) {
      apply({ _tag: "start-timer" })
      if (turn < turns || !isTimerLeftRunning) apply({ _tag: "stop-timer" })
    }
    if (turn < turns) apply({ _tag: "record-result", outcome: plan.outcome })
  }
  return { before: state, clock }
}

const arbPosition = arbNewGame.chain((input) =>
  fc.record({
    input: fc.constant(input),
    plans: fc.array(arbTurnPlan, { minLength: 1, maxLength: 12 }),
    turns: fc.nat({ max: totalTurns(input.players.length) - 1 }),
    isTimerLeftRunning: fc.boolean(),
    outcome: fc.constantFrom("success" as const, "fail" as const),
    delay: fc.integer({ min: 0, max: gameRules.undoWindowMs })
  })
)

describe("undo of the last result — properties", () => {
  it("restores exactly the state before the result: scores, turn, round, deck, history", () => {
    fc.assert(
      fc.property(arbPosition, ({ input, plans, turns, isTimerLeftRunning, outcome, delay }) => {
        const { before, clock } = playUpToResult(Either.getOrThrow(createGame(input)), plans, turns, isTimerLeftRunning)
        const after = act(before, { _tag: "record-result", outcome }, clock + 500)
        const undone = act(after, { _tag: "undo-result" }, clock + 500 + delay)
        expect(played(undone)).toEqual(played(before))
        expect(undone.version).toBe(before.version + 2)
        expect(currentPlayerIndex(undone)).toBe(currentPlayerIndex(before))
        expect(currentRound(undone)).toBe(currentRound(before))
        // The result may be recorded again, and scores the same as the first time.
        expect(played(act(undone, { _tag: "record-result", outcome }, clock + 500))).toEqual(played(after))
      })
    )
  })

  it("takes back the duel with the result that opened it, and leaves the duel's own tries final", () => {
    fc.assert(
      fc.property(arbPosition, ({ input, plans, isTimerLeftRunning, outcome, delay }) => {
        const withDuel = Either.getOrThrow(createGame({ ...input, tieBreak: true }))
        const { before, clock } = playUpToResult(withDuel, plans, totalTurns(input.players.length) - 1, isTimerLeftRunning)
        const after = act(before, { _tag: "record-result", outcome }, clock + 500)
        const undone = act(after, { _tag: "undo-result" }, clock + 500 + delay)
        expect(played(undone)).toEqual(played(before))
        expect(undone.duel).toBeNull()
        if (after.turn.phase === "duel") {
          const confirmed = act(after, { _tag: "confirm-route", route: null }, clock + 600)
          const tried = act(confirmed, { _tag: "record-result", outcome }, clock + 700)
          expect(Either.getLeft(applyAction(tried, { _tag: "undo-result" }, clock + 800))).toMatchObject({ _tag: "Some", value: { _tag: "NothingToUndo" } })
        }
      })
    )
  })

  it("is refused once undone, and after any next action", () => {
    fc.assert(
      fc.property(arbPosition, ({ input, plans, turns, isTimerLeftRunning, outcome, delay }) => {
        const { before, clock } = playUpToResult(Either.getOrThrow(createGame(input)), plans, turns, isTimerLeftRunning)
        const at = clock + 500
        const after = act(before, { _tag: "record-result", outcome }, at)
        const undone = act(after, { _tag: "undo-result" }, at + delay)
        const twice = applyAction(undone, { _tag: "undo-result" }, at + delay)
        expect(Either.isLeft(twice) && twice.left._tag).toBe("NothingToUndo")
        expect(undoableResult(undone, at + delay)).toBeNull()
        if (!isFinished(after)) {
          const moved = act(after, { _tag: "confirm-route", route: null }, at + 1)
          const late = applyAction(moved, { _tag: "undo-result" }, at + 2)
          expect(Either.isLeft(late) && late.left._tag).toBe("NothingToUndo")
          expect(undoableResult(moved, at + 2)).toBeNull()
        }
      })
    )
  })

  it("is refused after the undo window, and nothing changes", () => {
    fc.assert(
      fc.property(arbPosition, fc.integer({ min: 1, max: 3_600_000 }), ({ input, plans, turns, isTimerLeftRunning, outcome }, late) => {
        const { before, clock } = playUpToResult(Either.getOrThrow(createGame(input)), plans, turns, isTimerLeftRunning)
        const after = act(before, { _tag: "record-result", outcome }, clock)
        expect(undoableResult(after, clock + gameRules.undoWindowMs)).not.toBeNull()
        expect(undoableResult(after, clock + gameRules.undoWindowMs + late)).toBeNull()
        const refused = applyAction(after, { _tag: "undo-result" }, clock + gameRules.undoWindowMs + late)
        expect(Either.isLeft(refused) && refused.left._tag).toBe("UndoTooLate")
      })
    )
  })
})

describe("undo of the last result — examples", () => {
  it("takes back the result that ended the game: the last turn is played again", () => {
    const game = Either.getOrThrow(createGame(makeNewGame()))
    const turns = totalTurns(game.players.length)
    const { before, clock } = playUpToResult(game, [{ route: null, replacements: 0, useTimer: false, outcome: "success" }], turns - 1, false)
    const over = act(before, { _tag: "record-result", outcome: "fail" }, clock)
    expect(isFinished(over)).toBe(true)
    const undone = act(over, { _tag: "undo-result" }, clock + 4_000)
    expect(isFinished(undone)).toBe(false)
    expect(undone.turn.phase).toBe("challenge-revealed")
    expect(undone.history).toHaveLength(turns - 1)
  })

  it("has nothing to undo in a new game or after a confirmed problem", () => {
    const game = Either.getOrThrow(createGame(makeNewGame()))
    const fresh = applyAction(game, { _tag: "undo-result" }, 1)
    expect(Either.isLeft(fresh) && fresh.left._tag).toBe("NothingToUndo")
    const confirmed = act(game, { _tag: "confirm-route", route: "Red roof" }, 2)
    const refused = applyAction(confirmed, { _tag: "undo-result" }, 3)
    expect(Either.isLeft(refused) && refused.left._tag).toBe("NothingToUndo")
  })

  it("is a game action the API decodes, and survives the stored document both ways", () => {
    expect(Schema.decodeUnknownSync(GameAction)({ _tag: "undo-result" })).toEqual({ _tag: "undo-result" })
    const game = act(
      act(Either.getOrThrow(createGame(makeNewGame())), { _tag: "confirm-route", route: null }, 5),
      { _tag: "record-result", outcome: "success" },
      9
    )
    const stored = JSON.parse(JSON.stringify(Schema.encodeSync(Game)(game)))
    const read = Schema.decodeUnknownSync(Game)(stored)
    expect(read).toEqual(game)
    expect(played(act(read, { _tag: "undo-result" }, 10))).toEqual(played(act(game, { _tag: "undo-result" }, 10)))
    // A game stored before undo existed still reads (nothing to undo).
    const { undoableResult: _dropped, ...older } = stored
    const old = Schema.decodeUnknownSync(Game)(older)
    const refused = applyAction(old, { _tag: "undo-result" }, 10)
    expect(Either.isLeft(refused) && refused.left._tag).toBe("NothingToUndo")
  })
})
