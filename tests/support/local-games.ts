import { Either } from "effect"
import { GameId, PackId, UserId } from "#core/domain/ids.ts"
import { createGame, replacementsLeft } from "#core/game/engine.ts"
import type { GameAction, Outcome } from "#core/game/game.ts"
import type { LocalGames } from "#web/features/game/session/ports.ts"
import { actLocally, newLocalGame } from "#web/features/game/state/game-record.ts"
import type { LocalGame, NewGameRequest } from "#web/features/game/state/records.ts"
import { makePack, makePlayers } from "./game-fixtures.ts"

/** The packs the device's games are made from: one pack of 96 challenges. */
export const basePacks = [makePack("base", 96)]

/** When the device's games start, unless told otherwise. */
export const offlineStart = Date.parse("2026-11-23T10:00:00Z")

/** The device's games, in memory: the `LocalGames` the replay and the session read and update, and the map behind them. */
export const memoryGames = (...records: ReadonlyArray<LocalGame>) => {
  const map = new Map(records.map((record) => [record.id, record]))
  const games: LocalGames = {
    read: (id) => Promise.resolve(map.get(id)),
    update: (id, change) => {
      const next = change(map.get(id))
      if (next === undefined) map.delete(id)
      else map.set(id, next)
      return Promise.resolve(next)
    }
  }
  return { games, map }
}

/** A game started on the device without the server: its offline id, seed and start date. */
export const offlineGame = (playerCount: number, seed: number, offlineId = "offline-a", at = offlineStart): LocalGame => {
  const request: NewGameRequest = {
    players: makePlayers(playerCount),
    packs: [PackId.make("base")],
    disabledCategories: [],
    seed,
    startedAt: new Date(at).toISOString()
  }
  const game = Either.getOrThrow(
    createGame({
      id: GameId.make(offlineId),
      owner: UserId.make("u-1"),
      seed,
      startedAt: new Date(at),
      players: request.players,
      packs: basePacks,
      disabledCategories: []
    })
  )
  return newLocalGame({ game, request, previous: null, now: at })
}

/** How a turn is played on the device. */
export interface Turn {
  readonly route: string | null
  readonly replace: boolean
  readonly timer: boolean
  readonly outcome: Outcome
}

/**
 * Plays `count` turns on the device (every action applied locally and queued), a few seconds apart.
 * With `isEndDeferred`, a game it finishes does not queue its end (the session queues it once the undo window has passed).
 */
export const playLocally = (record: LocalGame, turns: ReadonlyArray<Turn>, count: number, options: { readonly isEndDeferred?: boolean } = {}): LocalGame => {
  let current = record
  let clock = Date.parse(record.game.gameStartedDate)
  const act = (action: GameAction) => {
    clock += 4_000
    current = Either.getOrThrow(actLocally(current, action, clock, options))
  }
  for (let index = 0; index < count; index++) {
    const turn = turns[index % turns.length] as Turn
    const previous = current.game.history[current.game.history.length - 1]?.route ?? null
    act({ _tag: "confirm-route", route: turn.route !== null && turn.route === previous ? null : turn.route })
    if (turn.replace && replacementsLeft(current.game) > 0) act({ _tag: "replace-challenge" })
    if (turn.timer) {
      act({ _tag: "start-timer" })
      act({ _tag: "stop-timer" })
    }
    act({ _tag: "record-result", outcome: turn.outcome })
  }
  return current
}
