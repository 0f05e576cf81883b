import { getCurrentUser } from "./api/get-current-user.ts"
import { followProfileLanguage } from "./language.ts"
import type { SessionUser } from "./session-user.ts"
import { session } from "./state/session.ts"

let inFlight: Promise<void> | undefined

/** The user saved on this device (lib/saved-session-user.ts), loaded on demand so the home page stays light. */
const savedUser = () => import("./saved-session-user.ts")

/**
 * Refreshes the signed-in user (guard 1 of spec §2). Calls made while one is running share it.
 * Offline, the last known session is kept; an unknown one is the user saved on this device, if any
 * (so a game opens offline after a reload), else anonymous.
 */
export const refreshSession = (): Promise<void> => {
  if (startCheck !== undefined) {
    const check = startCheck
    startCheck = undefined
    return check
  }
  // Read alongside the first request, so an offline start does not wait for the database afterwards.
  const saved =
    inFlight === undefined && session.value.status === "unknown"
      ? savedUser()
          .then((module) => module.readSavedSessionUser())
          .catch(() => null)
      : Promise.resolve(null)
  inFlight ??= getCurrentUser()
    .then(async (user) => {
      if (user === undefined) {
        if (session.value.status === "unknown") {
          const known = await saved
          if (session.value.status === "unknown") session.value = known === null ? { status: "anonymous" } : { status: "signed-in", user: known }
        }
        return
      }
      session.value = user === null ? { status: "anonymous" } : { status: "signed-in", user }
      void savedUser()
        .then((module) => module.saveSessionUser(user))
        .catch(() => undefined)
      await followProfileLanguage()
    })
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

/** The check the app started with its first page, not yet taken by the first navigation's guard. */
let startCheck: Promise<void> | undefined

/**
 * Starts the session check with the app, before its first render (for a first page behind a guard,
 * which shows only once the session is known): the first navigation's guard takes this check rather
 * than asking again.
 */
export const refreshSessionAtStart = (): Promise<void> => {
  startCheck = refreshSession()
  return startCheck
}

/**
 * After a sign-in or sign-up (spec §4): the user is signed in at once, in their profile's
 * language. Later profile changes (settings) replace the user the same way.
 */
export const openSession = async (user: SessionUser): Promise<void> => {
  session.value = { status: "signed-in", user }
  await followProfileLanguage()
}
