import { Effect } from "effect"
import type { Context, MiddlewareHandler } from "hono"
import { Unauthenticated } from "#contract/edge-errors.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import type { UserProfile } from "#core/profile/profile.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeQuickRun, refuse } from "../handle.ts"
import { requestLanguage } from "./language.ts"

/**
 * Sets the acting user from `resolveUser` (the session cookie, else a test header in tests), and the
 * language of the answer: the profile's preference, else the browser's.
 */
export const session = (deps: AppDeps): MiddlewareHandler<ApiEnv> => {
  const run = makeQuickRun(deps.runtime)
  return async (c, next) => {
    const id = await deps.resolveUser(c.req.raw)
    const user =
      id === null ? null : await run(Effect.flatMap(UserRepository, (users) => users.get(id)).pipe(Effect.catchTag("UserNotFound", () => Effect.succeed(null))))
    c.set("user", user)
    c.set("language", user?.preferredLanguage ?? requestLanguage(c))
    await next()
  }
}

/** The acting user, or a 401 refusal when nobody is signed in. */
export const signedIn = (c: Context<ApiEnv>): UserProfile => c.get("user") ?? refuse(new Unauthenticated())
