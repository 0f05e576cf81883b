import { Either } from "effect"
import { applyAction } from "#core/game/engine.ts"
import type { ApiFailure } from "#web/lib/api/http.ts"
import { acknowledgeAction, acknowledgeCreate, catchUp, isSamePlay, queueEnd, takeServerState } from "../state/game-record.ts"
import type { GameProfile, LocalGame, PendingChange } from "../state/records.ts"
import type { GameServer, LocalGames } from "./ports.ts"

/** What the player is told after a replay. */
export type SyncNotice =
  | { readonly kind: "conflict"; readonly dropped: number }
  | { readonly kind: "gone" }
  | { readonly kind: "forbidden" }
  | { readonly kind: "refused"; readonly message: string | undefined }
  /** The gym night the game was for no longer takes it (it ended or closed before the game reached the server): kept for the group only. */
  | { readonly kind: "night-missed" }

/** How a replay of one game ended. */
export interface SyncOutcome {
  /** `synced`: nothing left to send; `waiting`: the server is out of reach, the rest waits; `removed`: the game left this device. */
  readonly status: "synced" | "waiting" | "removed"
  readonly notices: ReadonlyArray<SyncNotice>
  /** The profile after the game ended on the server (pastGame, gamesPlayed), when it did. */
  readonly profile?: GameProfile | undefined
  readonly record?: LocalGame | undefined
}

/** Failures worth trying again later: unreachable, signed out meanwhile, busy or broken server. */
export const isTransient = (failure: ApiFailure): boolean =>
  failure.status === 0 || failure.status === 401 || failure.status === 408 || failure.status === 429 || failure.status >= 500

/** The server no longer takes games for the night this creation names (issue #39): the game is still the group's. */
const isNightMissed = (failure: ApiFailure): boolean => failure.code === "gym-event-not-open" || failure.code === "gym-event-not-found"

/** The game, no longer tied to its night: created as any other game. */
const withoutNight = (record: LocalGame): LocalGame => {
  const { gymEvent: _game, ...game } = record.game
  return {
    ...record,
    game,
    queue: record.queue.map((change) => {
      if (change._tag !== "create") return change
      const { gymEventId: _night, ...request } = change.request
      return { ...change, request }
    })
  }
}

const sameChange = (a: PendingChange | undefined, b: PendingChange): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b)

/** How a replay starts. */
export interface SyncOptions {
  /**
   * The state the server last acknowledged may be stale: a request's answer was lost, or the page
   * reloaded while one was under way. The game is read again before any action is sent, so a stale
   * version is resolved quietly rather than by a refused (409) request.
   */
  readonly isStale?: boolean
}

/**
 * Replays a game's queue to the server, in order, one change at a time: creation (the offline id is
 * mapped to the server's), actions (with the version the server last acknowledged), then the end.
 * Changes made meanwhile join the queue and are sent in the same run. A version conflict or a refused
 * action takes the server's state and says how many local actions were not kept; an action the
 * server already applied (its answer was lost) counts as acknowledged; the end happens once. A game
 * for a gym night that no longer takes it (played late, or the night closed meanwhile) is created untied.
 */
export const syncGame = async (id: string, games: LocalGames, server: GameServer, options: SyncOptions = {}): Promise<SyncOutcome> => {
  const notices: Array<SyncNotice> = []
  const remove = async (notice: SyncNotice | undefined, profile?: GameProfile): Promise<SyncOutcome> => {
    await games.update(id, () => undefined)
    if (notice !== undefined) notices.push(notice)
    return { status: "removed", notices, profile }
  }
  /** The server's current state replaces ours; false when it cannot be read now. */
  const takeCurrent = async (serverId: string, head: PendingChange): Promise<SyncOutcome | "taken"> => {
    const current = await server.get(serverId)
    if (!current.ok)
      return isTransient(current.failure) ? { status: "waiting", notices } : remove(current.failure.status === 403 ? { kind: "forbidden" } : { kind: "gone" })
    let dropped = 0
    await games.update(id, (latest) => {
      if (latest === undefined) return undefined
      if (head._tag === "act" && latest.confirmed !== null && sameChange(latest.queue[0], head)) {
        const expected = applyAction(latest.confirmed, head.action, head.at)
        if (Either.isRight(expected) && isSamePlay(expected.right, current.value)) return acknowledgeAction(latest, current.value)
      }
      const taken = takeServerState(latest, current.value)
      dropped = taken.dropped
      // A game that ended elsewhere is closed from here too (the server does it once).
      return queueEnd(taken.record)
    })
    if (dropped > 0) notices.push({ kind: "conflict", dropped })
    return "taken"
  }

  if (options.isStale === true) {
    const record = await games.read(id)
    if (record !== undefined && record.serverId !== null && record.queue[0]?._tag === "act") {
      const current = await server.get(record.serverId)
      if (!current.ok)
        return isTransient(current.failure) ? { status: "waiting", notices } : remove(current.failure.status === 403 ? { kind: "forbidden" } : { kind: "gone" })
      let dropped = 0
      await games.update(id, (latest) => {
        if (latest === undefined) return undefined
        const caught = catchUp(latest, current.value)
        dropped = caught.dropped
        return caught.record
      })
      if (dropped > 0) notices.push({ kind: "conflict", dropped })
    }
  }

  // Each step acknowledges or drops a change; the bound only guards against a server answering in circles.
  for (let step = 0; step < 10_000; step++) {
    const record = await games.read(id)
    if (record === undefined) return { status: "removed", notices }
    const head = record.queue[0]
    if (head === undefined) return { status: "synced", notices, record }

    if (head._tag === "create") {
      if (record.serverId !== null) {
        await games.update(id, (latest) => (latest !== undefined && sameChange(latest.queue[0], head) ? { ...latest, queue: latest.queue.slice(1) } : latest))
        continue
      }
      const created = await server.create(head.request)
      if (!created.ok) {
        if (isTransient(created.failure)) return { status: "waiting", notices }
        if (head.request.gymEventId !== undefined && isNightMissed(created.failure)) {
          await games.update(id, (latest) => (latest !== undefined && sameChange(latest.queue[0], head) ? withoutNight(latest) : latest))
          notices.push({ kind: "night-missed" })
          continue
        }
        return remove({ kind: "refused", message: created.failure.message })
      }
      await games.update(id, (latest) => (latest !== undefined && sameChange(latest.queue[0], head) ? acknowledgeCreate(latest, created.value) : latest))
      continue
    }

    const serverId = record.serverId
    const confirmed = record.confirmed
    if (serverId === null || confirmed === null) return remove({ kind: "gone" })

    if (head._tag === "act") {
      const answer = await server.act(serverId, confirmed.version, head.action, head.at)
      if (answer.ok) {
        await games.update(id, (latest) => (latest !== undefined && sameChange(latest.queue[0], head) ? acknowledgeAction(latest, answer.value) : latest))
        continue
      }
      if (isTransient(answer.failure)) return { status: "waiting", notices }
      if (answer.failure.status === 404) return remove({ kind: "gone" })
      if (answer.failure.status === 403 && answer.failure.code === "not-game-owner") return remove({ kind: "forbidden" })
      const taken = await takeCurrent(serverId, head)
      if (taken !== "taken") return taken
      continue
    }

    const ended = await server.end(serverId, confirmed.version)
    if (ended.ok) return remove(undefined, ended.value)
    if (isTransient(ended.failure)) return { status: "waiting", notices }
    if (ended.failure.status === 404) {
      // Already ended (our first request's answer was lost, or another device ended it): the profile says.
      const profile = await server.profile()
      if (!profile.ok) return isTransient(profile.failure) ? { status: "waiting", notices } : remove({ kind: "gone" })
      return remove(profile.value.pastGame?.id === serverId ? undefined : { kind: "gone" }, profile.value)
    }
    if (ended.failure.status === 403 && ended.failure.code === "not-game-owner") return remove({ kind: "forbidden" })
    const taken = await takeCurrent(serverId, head)
    if (taken !== "taken") return taken
  }
  return { status: "waiting", notices }
}

/**
 * Replays every game of the user on this device, oldest first, so a game finished offline is closed
 * on the server before a newer one replaces it (re-read first when `isStale` says so). Stops at the
 * first game that must wait.
 */
export const syncGames = async (
  records: ReadonlyArray<LocalGame>,
  games: LocalGames,
  server: GameServer,
  isStale: (id: string) => boolean = () => false
): Promise<{ readonly outcomes: ReadonlyArray<readonly [string, SyncOutcome]>; readonly isWaiting: boolean }> => {
  const outcomes: Array<readonly [string, SyncOutcome]> = []
  for (const record of [...records].sort((a, b) => a.createdAt - b.createdAt)) {
    if (record.queue.length === 0) continue
    const outcome = await syncGame(record.id, games, server, { isStale: isStale(record.id) })
    outcomes.push([record.id, outcome])
    if (outcome.status === "waiting") return { outcomes, isWaiting: true }
  }
  return { outcomes, isWaiting: false }
}
