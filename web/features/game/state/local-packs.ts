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

/** The user's packs as last read from the server. */
export const readSavedPacks = (userId: string): Promise<PlayablePacks | undefined> =>
  quietly(async () => readPlayablePacks(await get(`playable:${userId}`, localStore("packs"))), undefined)

/** Keeps the user's packs, and each playable challenge under its id in `challenges`. */
export const savePacks = (userId: string, packs: PlayablePacks): Promise<void> =>
  quietly(async () => {
    await set(`playable:${userId}`, packs, localStore("packs"))
    await setMany(
      packs.packs.flatMap((pack) => pack.challenges.map((challenge) => [challenge.id, challenge] as [string, PlayableChallenge])),
      localStore("challenges")
    )
  }, undefined)

export const readLastSetup = (userId: string): Promise<LastSetup | undefined> =>
  quietly(async () => readSetupRecord(await get(`setup:${userId}`, localStore("userProgress"))), undefined)

export const saveLastSetup = (userId: string, setup: LastSetup): Promise<void> =>
  quietly(() => set(`setup:${userId}`, setup, localStore("userProgress")), undefined)
