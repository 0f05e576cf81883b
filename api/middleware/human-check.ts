import type { MiddlewareHandler } from "hono"
import { SeveralActionsAtOnce } from "#contract/edge-errors.ts"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import type { ApiEnv } from "../api-env.ts"
import type { AuthDeps } from "../auth/auth-deps.ts"
import { passHumanCheck } from "../auth/guards.ts"
import { makeRun, refuse } from "../handle.ts"

/** The actions a request's body calls for a human check of: none, one, or (refused) several. */
export type HumanCheckedActions = (body: unknown) => ReadonlyArray<HumanCheckAction>

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Spends the request's human-check token (header `x-human-check`) for the action its JSON body
 * calls for, before the handler runs. One proof buys one action: a body calling for several is
 * refused before the token is looked at. On a route for signed-in users, an anonymous request goes
 * on to the handler, which refuses it as such; a body that is not JSON goes on too, and the handler
 * names the problem.
 */
export const requireHumanCheck = (auth: AuthDeps, actionsOf: HumanCheckedActions, options: { readonly isForSignedIn: boolean }): MiddlewareHandler<ApiEnv> => {
  const run = makeRun(auth.runtime)
  return async (c, next) => {
    if (c.req.method === "GET" || (options.isForSignedIn && c.get("user") === null)) return next()
    const actions = actionsOf(jsonOf(await c.req.text()))
    if (actions.length > 1) refuse(new SeveralActionsAtOnce({ actions }))
    const [action] = actions
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

/**
 * `PATCH /api/me/profile`: a name, e-mail-list or categories change needs a human check; language and
 * disclaimer do not, so they may come along with one of them.
 */
export const profileChangeActions: HumanCheckedActions = (body) => {
  if (typeof body !== "object" || body === null) return []
  return profileActions.filter(([field]) => Object.hasOwn(body, field)).map(([, action]) => action)
}
