import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { PackId } from "#core/domain/ids.ts"
import { Purchases } from "#core/store/purchase.ts"
import { ArrayOfAtMost } from "#core/validation/generic-schema.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeRun, readRouteBody } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

/** A bag as the web sends it: pack ids (its IndexedDB `cart`), at most one of each pack in the store. */
const BagBody = Schema.Struct({ packIds: ArrayOfAtMost(PackId, 100) })

/**
 * The signed-in user's side of the store: the bag kept on the server (so the device's bag can sync and
 * merge on sign-in), the payment records, and the owned packs refreshed from them (spec §4), which the
 * success page polls while the payment is being confirmed.
 */
export const storeRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/bag", async (c) => {
      const user = signedIn(c)
      return c.json({ packIds: await run(Effect.flatMap(Purchases, (store) => store.bagOf(user.id))) } satisfies RouteAnswer<"GET /api/me/bag">)
    })

    .put("/bag", async (c) => {
      const user = signedIn(c)
      const body = await readRouteBody(c, "PUT /api/me/bag", BagBody)
      return c.json({
        packIds: await run(Effect.flatMap(Purchases, (store) => store.replaceBag(user.id, body.packIds)))
      } satisfies RouteAnswer<"PUT /api/me/bag">)
    })

    .post("/bag/merge", async (c) => {
      const user = signedIn(c)
      const body = await readRouteBody(c, "POST /api/me/bag/merge", BagBody)
      return c.json({
        packIds: await run(Effect.flatMap(Purchases, (store) => store.mergeBag(user.id, body.packIds)))
      } satisfies RouteAnswer<"POST /api/me/bag/merge">)
    })

    .get("/payments", async (c) => {
      const user = signedIn(c)
      return c.json({ payments: await run(Effect.flatMap(Purchases, (store) => store.paymentsOf(user.id))) } satisfies RouteAnswer<"GET /api/me/payments">)
    })

    .get("/packs", async (c) => {
      const user = signedIn(c)
      return c.json({ packs: await run(Effect.flatMap(Purchases, (store) => store.refreshOwnedPacks(user.id))) } satisfies RouteAnswer<"GET /api/me/packs">)
    })
}
