import type { Message } from "#core/domain/message.ts"
import type { ApiFailure, FailureCode } from "./http.ts"

/**
 * The toast for each refusal the API names (its stable code, `codeOf(tag)` on the server): the
 * spec's error catalogue (§8) as core words it. The web chooses toasts, the core the words.
 */
const messageKeyOfCode = {
  "email-taken": "error.emailAlreadyUsed",
  "invalid-credentials": "error.invalidCredentials",
  "recent-login-required": "error.recentLoginRequired",
  "too-many-attempts": "error.tooManyAttempts",
  "human-check-failed": "error.humanCheckFailed",
  "human-check-required": "error.humanCheckFailed",
  "payment-failed": "error.paymentFailed",
  "managed-by-social-provider": "auth.error.socialAccount",
  "unsupported-image": "auth.error.unsupportedImage",
  "invalid-link": "auth.error.invalidLink",
  "common-password": "validation.passwordCommon",
  "social-sign-in-failed": "error.authGeneric",
  "game-not-found": "error.gameNotFoundText",
  "not-game-owner": "error.forbiddenText",
  "not-admin": "error.unauthorizedText",
  "pack-needs-challenge": "admin.error.packNeedsChallenge",
  "cannot-revoke-self": "admin.error.cannotRevokeSelf",
  "deletion-needs-recent-login": "account.error.recentLoginToDelete",
  "last-admin": "account.error.lastAdmin"
} satisfies Partial<Record<FailureCode, string>>

/**
 * The admin refusals whose message names what was refused (a pack, a version, a tag and where it is
 * used): the API words them in the admin's language, so the screen shows the API's own text.
 */
const detailedAdminCodes: ReadonlySet<FailureCode> = new Set<FailureCode>([
  "pack-changed",
  "pack-exists",
  "version-not-newer",
  "product-id-taken",
  "challenge-id-taken",
  "unknown-tags",
  "tag-exists",
  "tag-in-use",
  "tag-not-found",
  "challenge-not-found",
  "pack-not-found",
  "no-user-with-email",
  "email-not-verified",
  "admin-not-found",
  "pack-invalid",
  "pack-unplayable"
])

/**
 * The message to show for a failed call: the refusal's own when the API named a known one, else
 * the situation's message (`fallback`, e.g. 'error.contactFailed'), and the generic one offline.
 */
export const failureMessage = (failure: ApiFailure, fallback: string): Message => ({
  key: (messageKeyOfCode as Readonly<Partial<Record<FailureCode, string>>>)[failure.code] ?? fallback
})

/** Every key this table can show (for the catalogue test). */
export const failureMessageKeys: ReadonlyArray<string> = [...new Set(Object.values(messageKeyOfCode))]

/**
 * A toast for a failed call: `failureMessage`, except for an admin refusal that names what was
 * refused, shown in the API's own words.
 */
export const failureToast = (failure: ApiFailure, fallback: string): Message | { readonly text: string } =>
  detailedAdminCodes.has(failure.code) && failure.message !== undefined ? { text: failure.message } : failureMessage(failure, fallback)
