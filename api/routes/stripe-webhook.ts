import { Effect } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { Checkout, type CompletedCheckout } from "#core/ports/checkout.ts"
import { type PurchaseOutcome, Purchases } from "#core/store/purchase.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeRun } from "../handle.ts"

/** One log line per recorded purchase, and a warning for products no pack claims (paid for, nothing granted). */
export const logPurchase = (deps: AppDeps, checkout: CompletedCheckout, outcome: PurchaseOutcome, requestId: string) => {
  const about = { event: checkout.eventId, session: checkout.sessionId, user: checkout.user, requestId }
  if (outcome.unknownProducts.length > 0) {
    deps.log({ level: "warn", msg: "payment for products no pack claims: nothing granted for them", products: outcome.unknownProducts, ...about })
  }
  deps.log({ level: "info", msg: outcome.isReplay ? "payment event replayed: nothing changed" : "purchase recorded", added: outcome.added, ...about })
}

/**
 * Stripe's notifications. The signature is checked against the raw body before anything is read
 * (400 otherwise); events other than a paid checkout are acknowledged and ignored; a paid checkout is
 * recorded once, however often it is delivered. A fault answers 500, so Stripe delivers again.
 */
export const stripeWebhookRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().post("/webhook", async (c) => {
    const rawBody = await c.req.text()
    const event = await run(Effect.flatMap(Checkout, (checkout) => checkout.parseWebhook(rawBody, c.req.header("stripe-signature"))))
    const requestId = c.get("requestId")
    if (event._tag === "Ignored") {
      deps.log({ level: "info", msg: "payment event ignored", event: event.eventId, type: event.type, reason: event.reason, requestId })
      return c.json({ received: true } satisfies RouteAnswer<"POST /api/stripe/webhook">)
    }
    const outcome = await run(Effect.flatMap(Purchases, (store) => store.recordPurchase(event.checkout)))
    logPurchase(deps, event.checkout, outcome, requestId)
    return c.json({ received: true } satisfies RouteAnswer<"POST /api/stripe/webhook">)
  })
}
