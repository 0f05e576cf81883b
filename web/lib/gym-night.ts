import { get, set } from "idb-keyval"
import type { JoinedGymEvent } from "#contract/gym-event-answers.ts"
import { type JoinOutcome, joinGymEvent, readJoinedEvent } from "./api/join-gym-event.ts"
import { localStore } from "./local-db.ts"
import { readStored, writeStored } from "./local-storage.ts"
import { fieldsOf } from "./read-json.ts"

/**
 * The gym night this device joined (issue #39), shared by the join page and the pregame: the event as
 * the join answered it (its packs whole, to play them offline) and whether the next game is tied to
 * it. Kept in the local database (`userProgress`, key `gym-night`), for the device rather than an
 * account: a group may join before signing in. Read without Schema (the pregame loads no Effect first):
 * a record that does not read is nothing.
 */

/** The night this device joined, and whether its next game is for it. */
export interface JoinedNight {
  readonly event: JoinedGymEvent
  /** The next game started here is tied to the event; starting one uses the tie up. */
  readonly isTied: boolean
}

const key = "gym-night"

/** The joined night kept on this device, if any. */
export const readJoinedNight = async (): Promise<JoinedNight | undefined> => {
  try {
    const fields = fieldsOf(await get(key, localStore("userProgress")))
    const event = fields === null ? undefined : readJoinedEvent(fields.event)
    return fields === null || event === undefined ? undefined : { event, isTied: fields.isTied === true }
  } catch {
    return undefined
  }
}

/** Keeps a night: joined (tied) or the tie used up or left. A storage that refuses keeps nothing. */
export const keepJoinedNight = async (night: JoinedNight): Promise<void> => {
  try {
    await set(key, night, localStore("userProgress"))
  } catch {
    /* storage unavailable: the tie lasts for this page only */
  }
}

/** True while the event takes games: until its end (the server has the last word on its window). */
export const isNightOn = (event: Pick<JoinedGymEvent, "endsAt">, now: number): boolean => Date.parse(event.endsAt) > now

const noticeKey = (eventId: string) => `gymNightNotice:${eventId}`

/**
 * Whether the group must be told now that its names show on this event's screen: true the first time
 * on this device (and remembered), false after.
 */
export const takeNamesNotice = (eventId: string): boolean => {
  if (readStored(noticeKey(eventId)) !== null) return false
  writeStored(noticeKey(eventId), "seen")
  return true
}

/** Joins a night by its code as typed and ties this device's next game to it (the join page's and the pregame's way in). */
export const joinNight = async (typed: string): Promise<JoinOutcome> => {
  const outcome = await joinGymEvent(typed)
  if (outcome.ok) await keepJoinedNight({ event: outcome.event, isTied: true })
  return outcome
}
