import { Clock, Effect, Schema } from "effect"
import { Hono } from "hono"
import { Language } from "../../core/domain/language-schema.ts"
import { UserRepository } from "../../core/ports/user-repository.ts"
import { CategoryBlacklist } from "../../core/validation/categories-schema.ts"
import { DisplayName } from "../../core/validation/names-schema.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { FieldNotEditable } from "../edge-errors.ts"
import { decode, makeRun, readBody, refuse } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

/** The profile fields a user edits here (spec §7); e-mail and photo have their own routes, packs come from purchases. */
const ProfilePatch = Schema.Struct({
  displayName: Schema.optional(DisplayName),
  emailList: Schema.optional(Schema.Boolean),
  preferredLanguage: Schema.optional(Language),
  disclaimerAccepted: Schema.optional(Schema.Boolean),
  categoryBlacklist: Schema.optional(CategoryBlacklist)
})

const notEditableHere = ["email", "photoURL", "packs"] as const

/** The signed-in user's own profile. */
export const meRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/profile", (c) => c.json(signedIn(c)))

    .patch("/profile", async (c) => {
      const user = signedIn(c)
      const body = await readBody(c, Schema.Unknown)
      const named = typeof body === "object" && body !== null ? notEditableHere.find((field) => field in body) : undefined
      if (named !== undefined) refuse(new FieldNotEditable({ field: named }))
      const patch = decode(ProfilePatch, body)
      const profile = await run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const stamp =
            patch.disclaimerAccepted === undefined
              ? {}
              : { disclaimerAcceptedDate: patch.disclaimerAccepted ? new Date(now).toISOString() : null }
          return yield* Effect.flatMap(UserRepository, (users) => users.update(user.id, { ...patch, ...stamp }))
        })
      )
      return c.json(profile)
    })
}
