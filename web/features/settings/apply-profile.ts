import { failureMessage } from "../../lib/api/failure-message.ts"
import type { ApiResult } from "../../lib/api/http.ts"
import { readAccountAnswer } from "../../lib/read-session-user.ts"
import { profile, session } from "../../lib/state/session.ts"
import { showToast, toastSuccess } from "../../lib/state/toasts.ts"

/**
 * Shows a profile the server answered with (after a settings change) everywhere at once: the
 * navbar, the menus and this page read the same session. The e-mail's verification flag, which
 * profile answers do not carry, is kept.
 */
export const applyProfileAnswer = (body: unknown): boolean => {
  const current = profile.value
  const user = readAccountAnswer(body)
  if (user === null || current === null) return false
  const carriesFlag = typeof body === "object" && body !== null && "isEmailVerified" in body
  session.value = { status: "signed-in", user: carriesFlag ? user : { ...user, isEmailVerified: current.isEmailVerified } }
  return true
}

/**
 * Ends a settings change the server answered with the profile: applies it and says so with
 * `successKey`, or shows why it failed. True when the change went through.
 */
export const finishProfileChange = (result: ApiResult, successKey: string): boolean => {
  if (result.ok && applyProfileAnswer(result.body)) {
    toastSuccess(successKey)
    return true
  }
  showToast("error", result.ok ? { key: "error.generic" } : failureMessage(result.failure, "error.generic"))
  return false
}
