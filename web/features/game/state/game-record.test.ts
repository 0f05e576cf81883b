import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { GameId, PackId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, totalTurns } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { makePack, makePlayers } from "#tests/support/game-fixtures.ts"
import { acknowledgeAction, acknowledgeCreate, actLocally, newLocalGame, queueEnd, receiveLive, takeServerState } from "./game-record.ts"
import type { LocalGame } from "./records.ts"

const at = Date.parse("2026-11-23T10:00:00Z")
const game = (id = "offline-1"): Game =>
  Either.getOrThrow(
    createGame({
      id: GameId.make(id),
      owner: UserId.make("u-1"),
      seed: 3,
      startedAt: new Date(at),
      players: makePlayers(2),
      packs: [makePack("base", 40)],
      disabledCategories: []
    })
  )
const local = (): LocalGame =>
  newLocalGame({
    game: game(),
    request: { players: makePlayers(2), packs: [PackId.make("base")], disabledCategories: [], seed: 3, startedAt: new Date(at).toISOString() },
    previous: null,
    now: at
  })

const act = (record: LocalGame, action: GameAction, time = at + 1_000): LocalGame => Either.getOrThrow(actLocally(record, action, time))

/** Plays `turns` whole turns on the device. */
const play = (record: LocalGame, turns: number): LocalGame => {
  let current = record
  for (let turn = 0; turn < turns; turn++) {
    current = act(current, { _tag: "confirm-route" })
    current = act(current, { _tag: "record-result", outcome: turn % 3 === 0 ? "fail" : "success" })
  }
  return current
}

describe("a game on the device", () => {
  it("applies each action at once and queues it after the creation, in order", () => {
    const record = act(act(local(), { _tag: "confirm-route", route: "Toit" }), { _tag: "start-timer" }, at + 2_000)
    expect(record.game.turn).toMatchObject({ phase: "challenge-revealed", route: "Toit", timer: { startedAt: at + 2_000 } })
    expect(record.queue.map((change) => change._tag)).toEqual(["create", "act", "act"])
    expect(Either.isLeft(actLocally(record, { _tag: "confirm-route" }, at + 3_000))).toBe(true)
  })

  it("queues the end once, when the last turn is played", () => {
    const finished = play(local(), totalTurns(2))
    expect(finished.game.turn.phase).toBe("finished")
    expect(finished.queue.filter((change) => change._tag === "end")).toHaveLength(1)
    expect(queueEnd(finished)).toBe(finished)
    expect(play(local(), totalTurns(2) - 1).queue.some((change) => change._tag === "end")).toBe(false)
  })

  it("shows the server's state once every change is acknowledged, under the server's id", () => {
    const record = act(local(), { _tag: "confirm-route" })
    const created = game("server-9")
    const afterCreate = acknowledgeCreate(record, created)
    expect(afterCreate).toMatchObject({ id: "offline-1", serverId: "server-9" })
    expect(afterCreate.game.id).toBe("offline-1")
    const next = Either.getOrThrow(applyAction(created, { _tag: "confirm-route" }, at + 1_000))
    const settled = acknowledgeAction(afterCreate, next)
    expect(settled.queue).toEqual([])
    expect(settled.game).toEqual(next)
  })

  it("takes a live state only when nothing waits and it is newer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.boolean(), (version, isWaiting) => {
        const created = game("server-1")
        const base: LocalGame = { ...acknowledgeCreate(local(), created), queue: isWaiting ? [{ _tag: "act", action: { _tag: "confirm-route" }, at }] : [] }
        const pushed = { ...created, version }
        const after = receiveLive(base, pushed)
        expect(after.game.version).toBe(!isWaiting && version > created.version ? version : base.game.version)
      })
    )
  })

  it("takes the server's state over local changes and counts the actions it did not keep", () => {
    const record = act(local(), { _tag: "confirm-route" })
    const server = game("server-2")
    const { record: taken, dropped } = takeServerState(record, server)
    expect(dropped).toBe(1)
    expect(taken).toMatchObject({ queue: [], serverId: "server-2", isEndQueued: false })
    expect(taken.game).toEqual(server)
  })
})

describe("undo on the device", () => {
  it("undoes the last result locally and queues the undo for the server", () => {
    const revealed = act(local(), { _tag: "confirm-route", route: "Toit" })
    const scored = act(revealed, { _tag: "record-result", outcome: "fail" }, at + 2_000)
    const undone = act(scored, { _tag: "undo-result" }, at + 4_000)
    expect(undone.game.players).toEqual(revealed.game.players)
    expect(undone.game.turn).toEqual(revealed.game.turn)
    expect(undone.queue.map((change) => (change._tag === "act" ? change.action._tag : change._tag))).toEqual([
      "create",
      "confirm-route",
      "record-result",
      "undo-result"
    ])
  })

  it("leaves the end unqueued while the last result may be undone, and refuses the undo once the end is queued", () => {
    const last = act(play(local(), totalTurns(2) - 1), { _tag: "confirm-route" })
    const finished = Either.getOrThrow(actLocally(last, { _tag: "record-result", outcome: "success" }, at + 2_000, { isEndDeferred: true }))
    expect(finished.game.turn.phase).toBe("finished")
    expect(finished.isEndQueued).toBe(false)
    const undone = act(finished, { _tag: "undo-result" }, at + 3_000)
    expect(undone.game.turn.phase).toBe("challenge-revealed")
    expect(undone.isEndQueued).toBe(false)
    const ended = queueEnd(finished)
    const refused = actLocally(ended, { _tag: "undo-result" }, at + 3_000)
    expect(Either.isLeft(refused) && refused.left._tag).toBe("NothingToUndo")
  })
})
