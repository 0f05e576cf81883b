import { pathFor, withReturnTo } from "#core/navigation/routes.ts"
import { failureMessage } from "../../lib/api/failure-message.ts"
import { showToast, toastError } from "../../lib/state/toasts.ts"
import { openCheckout } from "./api/open-checkout.ts"
import { rememberCheckout } from "./state/bag.ts"

/** What starting a checkout needs from the page: who buys, and how to move within the app or leave it. */
export interface CheckoutContext {
  readonly userId: string | null
  /** Where to come back to after signing in. */
  readonly returnTo: string
  readonly navigate: (to: string) => void
  /** Leaves the app for the payment page. */
  readonly leaveFor: (url: string) => void
}

/** The browser knows it is offline: buying then needs a connection, before anything else. */
const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false

const askToSignIn = (context: CheckoutContext) => {
  toastError("store.error.signInToBuy")
  context.navigate(withReturnTo(pathFor("sign-in"), context.returnTo))
}

/**
 * Buys packs: offline, it says buying needs a connection; a visitor is told they must be signed in
 * (spec §6) and sent to sign in, then back; a
 * signed-in user goes to the payment page the server opened (Stripe, or the demo checkout). A refusal
 * (an owned pack, a payment provider down…) is said with the server's words; true means the user left.
 */
export const startCheckout = async (packIds: ReadonlyArray<string>, context: CheckoutContext): Promise<boolean> => {
  if (isOffline()) {
    toastError("store.needsConnection")
    return false
  }
  if (context.userId === null) {
    askToSignIn(context)
    return false
  }
  const result = await openCheckout(packIds)
  if (!result.ok) {
    if (result.failure.code === "sign-in-to-buy" || result.failure.status === 401) askToSignIn(context)
    else if (result.failure.status === 0) toastError("store.needsConnection")
    else showToast("error", result.failure.message === undefined ? failureMessage(result.failure, "error.paymentFailed") : { text: result.failure.message })
    return false
  }
  await rememberCheckout(context.userId, packIds)
  context.leaveFor(result.value)
  return true
}
