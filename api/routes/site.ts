import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"

/**
 * What the web app shows of this deployment (`GET /api/site`), read at run time rather than built
 * in: the team's contact address (CONTACT_EMAIL, where contact and feedback messages go too), and
 * whether payments are real (Stripe) or the demo checkout.
 */
export const siteRoutes = (deps: AppDeps) =>
  new Hono<ApiEnv>().get("/", (c) => {
    c.header("Cache-Control", "no-cache")
    return c.json(deps.site satisfies RouteAnswer<"GET /api/site">)
  })
