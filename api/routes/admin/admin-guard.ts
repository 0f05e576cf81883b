import type { Context, MiddlewareHandler } from "hono"
import { NotAdmin } from "#contract/edge-errors.ts"
import type { AuditActor } from "#core/ports/audit-repository.ts"
import { isAdmin } from "#core/profile/profile.ts"
import type { ApiEnv } from "../../api-env.ts"
import { refuse } from "../../handle.ts"
import { signedIn } from "../../middleware/session.ts"

/** Every /api/admin route: nobody signed in → 401, signed in without the admin role → 403, before anything is read. */
export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isAdmin(signedIn(c))) refuse(new NotAdmin())
  await next()
}

/** The admin acting on this request, as the audit trail records them. */
export const actorOf = (c: Context<ApiEnv>): AuditActor => {
  const user = signedIn(c)
  return { userId: user.id, email: user.email, via: "admin-area" }
}
