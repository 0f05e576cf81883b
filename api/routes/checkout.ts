import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { PackId } from "#core/domain/ids.ts"
import { checkoutBudgetPerAccount, Purchases } from "#core/store/purchase.ts"
import { ArrayOfAtMost } from "#core/validation/generic-schema.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { spendAttempt } from "../auth/guards.ts"
import { makeRun, readRouteBody } from "../handle.ts"

const CheckoutBody = Schema.Struct({ packIds: ArrayOfAtMost(PackId, 100) })

/** The app's configured public address, without a trailing slash; never the address a request names (its Host). */
export const publicUrlOf = (deps: AppDeps): string => deps.publicUrl.replace(/\/+$/, "")

/**
 * Opens a checkout for packs (signed-in users only, spec §6): one line per pack at its price, back to
 * /store/success (with the session id, for the page that waits for the payment) or, when the buyer
 * gives up, /store/error?payment=cancelled.
 */
export const checkoutRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().post("/", async (c) => {
    const user = c.get("user")
    if (user !== null) await run(spendAttempt(`checkout:account:${user.id}`, checkoutBudgetPerAccount))
    const body = await readRouteBody(c, "POST /api/checkout", CheckoutBody)
    const base = publicUrlOf(deps)
    const session = await run(
      Effect.flatMap(Purchases, (store) =>
        store.openCheckout(c.get("user"), body.packIds, c.get("language"), {
          successUrl: `${base}/store/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${base}/store/error?payment=cancelled`
        })
      ).pipe(
        Effect.tapErrorTag("PaymentFailed", (error) =>
          Effect.sync(() => deps.log({ level: "error", msg: "checkout failed", reason: error.reason, requestId: c.get("requestId") }))
        )
      )
    )
    deps.log({
      level: "info",
      msg: session.isReused ? "checkout reused" : "checkout opened",
      session: session.id,
      packs: body.packIds,
      requestId: c.get("requestId")
    })
    return c.json({ url: session.url } satisfies RouteAnswer<"POST /api/checkout">, 201)
  })
}
