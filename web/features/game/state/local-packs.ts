import { get, set, setMany } from "idb-keyval"
import { localStore } from "#web/lib/local-db.ts"
import { readPlayablePacks, readSetupRecord } from "./read-playable-packs.ts"
import type { LastSetup, PlayableChallenge, PlayablePacks } from "./records.ts"

/**
 * What the pregame reads from the local database (spec §3, web/lib/local-db.ts) before the game's
 * engine is loaded: the user's packs in `packs` (their challenges in `challenges`) and the last
 * set-up in `userProgress`, read without Schema (read-playable-packs.ts). Like the rest of the
 * game's store (local-store.ts), a storage that refuses reads as nothing and writes are skipped.
 */

/** `read()`, or `fallback` when the storage refuses (private mode, full disk). */
export const quietly = async <A>(read: () => Promise<A>, fallback: A): Promise<A> => {
  try {
    return await read()
  } catch {
    return fallback
  }
}

/**
 * What this device holds of each user's packs, as read or written since the page opened: the record
 * itself, made JSON only when the server's answer comes to be compared with it.
 */
const held = new Map<string, unknown>()

/** The user's packs as last read from the server. */
export const readSavedPacks = (userId: string): Promise<PlayablePacks | undefined> =>
  quietly(async () => {
    const record: unknown = await get(`playable:${userId}`, localStore("packs"))
    if (record !== undefined) held.set(userId, record)
    return readPlayablePacks(record)
  }, undefined)

/**
 * Keeps the user's packs, and each playable challenge under its id in `challenges`, unless this
 * device holds them already as they are: the pregame asks the server at each visit, and writing
 * some hundreds of challenges again cost the page's first second more than anything but React. The
 * challenges go first, so that packs kept always have their challenges kept too.
 */
export const savePacks = (userId: string, packs: PlayablePacks): Promise<void> =>
  quietly(async () => {
    const before = held.get(userId)
    if (before !== undefined && JSON.stringify(before) === JSON.stringify(packs)) return
    await setMany(
      packs.packs.flatMap((pack) => pack.challenges.map((challenge) => [challenge.id, challenge] as [string, PlayableChallenge])),
      localStore("challenges")
    )
    await set(`playable:${userId}`, packs, localStore("packs"))
    held.set(userId, packs)
  }, undefined)

export const readLastSetup = (userId: string): Promise<LastSetup | undefined> =>
  quietly(async () => readSetupRecord(await get(`setup:${userId}`, localStore("userProgress"))), undefined)

export const saveLastSetup = (userId: string, setup: LastSetup): Promise<void> =>
  quietly(() => set(`setup:${userId}`, setup, localStore("userProgress")), undefined)
