import type { MiddlewareHandler } from "hono"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import type { ApiEnv } from "../api-env.ts"
import type { AuthDeps } from "../auth/auth-deps.ts"
import { passHumanCheck } from "../auth/guards.ts"
import { makeRun } from "../handle.ts"

/** The action a request is human-checked for, or undefined when it needs no check. */
export type HumanCheckedAction = (body: unknown) => HumanCheckAction | undefined

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Spends the request's human-check token (header `x-human-check`) for the action its JSON body
 * calls for, before the handler runs. On a route for signed-in users, an anonymous request goes on
 * to the handler, which refuses it as such; a body that is not JSON goes on too, and the handler
 * names the problem.
 */
export const requireHumanCheck = (auth: AuthDeps, actionOf: HumanCheckedAction, options: { readonly isForSignedIn: boolean }): MiddlewareHandler<ApiEnv> => {
  const run = makeRun(auth.runtime)
  return async (c, next) => {
    if (c.req.method === "GET" || (options.isForSignedIn && c.get("user") === null)) return next()
    const action = actionOf(jsonOf(await c.req.text()))
    if (action !== undefined) await run(passHumanCheck(c, action))
    return next()
  }
}

/** Profile fields whose change is a settings action of spec §4, and the action each is checked for. */
const profileActions: ReadonlyArray<readonly [string, HumanCheckAction]> = [
  ["displayName", "change_name"],
  ["emailList", "email_subscription"],
  ["categoryBlacklist", "user_action"]
]

/** `PATCH /api/me/profile`: a name, e-mail-list or categories change needs a human check; language and disclaimer do not. */
export const profileChangeAction: HumanCheckedAction = (body) => {
  if (typeof body !== "object" || body === null) return undefined
  return profileActions.find(([field]) => field in body)?.[1]
}
