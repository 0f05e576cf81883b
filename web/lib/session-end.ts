import { signOut } from "./api/sign-out.ts"
import { session } from "./state/session.ts"
import { toastError, toastSuccess } from "./state/toasts.ts"

// Apart from session.ts, which every page loads first: only the signed-in menus (the site's and the
// game's) and the account's deletion end a session, and they bring this with them.

/** Forgets the user saved on this device (lib/saved-session-user.ts, loaded on demand). */
const forgetSavedUser = (): void => {
  void import("./saved-session-user.ts").then((module) => module.saveSessionUser(null)).catch(() => undefined)
}

/** Logout (spec §4): ends the session, clears the user; the caller then goes home. */
export const signOutUser = async (): Promise<boolean> => {
  const result = await signOut()
  if (!result.ok) {
    toastError("error.logoutFailed")
    return false
  }
  session.value = { status: "anonymous" }
  forgetSavedUser()
  toastSuccess("error.logoutSucceeded")
  return true
}

/** Forgets the signed-in user on this device without asking the server (the account was just deleted). */
export const forgetSignedInUser = (): void => {
  session.value = { status: "anonymous" }
  forgetSavedUser()
}
