import { get, set } from "idb-keyval"
import type { JoinedGymEvent } from "#contract/gym-event-answers.ts"
import { localStore } from "./local-db.ts"
import { readStored, writeStored } from "./local-storage.ts"
import { fieldsOf, isString } from "./read-json.ts"

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

const readEvent = (value: unknown): JoinedGymEvent | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { id, name, gymName, city, startsAt, endsAt, packs } = fields
  if (![id, name, gymName, city, startsAt, endsAt].every(isString) || !Array.isArray(packs)) return undefined
  return value as JoinedGymEvent
}

/** The joined night kept on this device, if any. */
export const readJoinedNight = async (): Promise<JoinedNight | undefined> => {
  try {
    const fields = fieldsOf(await get(key, localStore("userProgress")))
    const event = fields === null ? undefined : readEvent(fields.event)
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

/** True once this device told its group that their names show on this event's screen. */
export const isNamesNoticeSeen = (eventId: string): boolean => readStored(noticeKey(eventId)) !== null

/** Remembers, on this device, that the group was told. */
export const rememberNamesNotice = (eventId: string): void => writeStored(noticeKey(eventId), "seen")
