import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { FieldNotEditable } from "#contract/edge-errors.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import { ProfileEdits, Profiles } from "#core/profile/profiles.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { decode, makeRun, readBody, refuse } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

/** Profile fields that other routes change: refused by name, saying where they change, rather than as unknown fields. */
const notEditableHere = ["email", "photoURL", "packs"] as const

/** The signed-in user's own profile. */
export const meRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/profile", (c) => c.json(signedIn(c) satisfies RouteAnswer<"GET /api/me/profile">))

    .patch("/profile", async (c) => {
      const user = signedIn(c)
      const body = await readBody(c, Schema.Unknown)
      const named = typeof body === "object" && body !== null ? notEditableHere.find((field) => field in body) : undefined
      if (named !== undefined) refuse(new FieldNotEditable({ field: named }))
      const edits = decode(ProfileEdits, body)
      const profile = await run(Effect.flatMap(Profiles, (profiles) => profiles.edit(user.id, edits)))
      return c.json(profile satisfies RouteAnswer<"PATCH /api/me/profile">)
    })
}
