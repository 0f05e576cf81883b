import { del, get, set } from "idb-keyval"
import { localStore } from "./local-db.ts"
import { readSessionUser } from "./read-session-user.ts"
import type { SessionUser } from "./session-user.ts"

/**
 * The signed-in user as last seen online, kept in the local database (spec §3 "persisted local store"),
 * so that offline the app still knows who plays and opens the game at once. A separate chunk: the
 * shell loads it only once a user is known, or when the server is out of reach.
 */
const key = "session-user"

let lastSaved = ""

/** The user saved on this device, or null (nobody, unreadable, or storage unavailable). */
export const readSavedSessionUser = async (): Promise<SessionUser | null> => {
  try {
    return readSessionUser(await get(key, localStore("userProgress")))
  } catch {
    return null
  }
}

/** Saves the user (or forgets it on sign-out); the same user twice in a row is written once. */
export const saveSessionUser = async (user: SessionUser | null): Promise<void> => {
  const text = JSON.stringify(user)
  if (text === lastSaved) return
  lastSaved = text
  try {
    if (user === null) await del(key, localStore("userProgress"))
    else await set(key, user, localStore("userProgress"))
  } catch {
    lastSaved = ""
  }
}
