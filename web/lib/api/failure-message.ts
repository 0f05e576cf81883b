import type { Message } from "../../../core/domain/message.ts"
import type { ApiFailure } from "./http.ts"

/**
 * The toast for each refusal the API names (its stable code, `codeOf(tag)` on the server): the
 * spec's error catalogue (§8) as core words it. The web chooses toasts, the core the words.
 */
const messageKeyOfCode: Readonly<Record<string, string>> = {
  "email-taken": "error.emailAlreadyUsed",
  "invalid-credentials": "error.invalidCredentials",
  "recent-login-required": "error.recentLoginRequired",
  "too-many-attempts": "error.tooManyAttempts",
  "human-check-failed": "error.humanCheckFailed",
  "payment-failed": "error.paymentFailed",
  "managed-by-social-provider": "auth.error.socialAccount",
  "unsupported-image": "auth.error.unsupportedImage",
  "invalid-link": "auth.error.invalidLink",
  "social-sign-in-failed": "error.authGeneric",
  "game-not-found": "error.gameNotFoundText",
  "not-game-owner": "error.forbiddenText"
}

/**
 * The message to show for a failed call: the refusal's own when the API named a known one, else
 * the situation's message (`fallback`, e.g. 'error.contactFailed'), and the generic one offline.
 */
export const failureMessage = (failure: ApiFailure, fallback: string): Message => ({
  key: messageKeyOfCode[failure.code] ?? fallback
})

/** Every key this table can show (for the catalogue test). */
export const failureMessageKeys: ReadonlyArray<string> = [...new Set(Object.values(messageKeyOfCode))]
