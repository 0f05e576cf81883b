import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { GrantAdminInput } from "#core/admin/admin-inputs.ts"
import { AdminUsers } from "#core/admin/admin-users.ts"
import { UserId } from "#core/domain/ids.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun, readRouteBody } from "../../handle.ts"
import { actorOf } from "./admin-guard.ts"

const IdParam = Schema.Struct({ id: UserId })

/** The admins: list, grant the role to an existing account by e-mail, revoke it (never one's own). */
export const adminAdminsRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json({ admins: await run(Effect.flatMap(AdminUsers, (admins) => admins.list)) } satisfies AdminAnswer<"GET /admins">))

    .post("/", async (c) => {
      const body = await readRouteBody(c, "POST /api/admin/admins", GrantAdminInput)
      const granted = await run(Effect.flatMap(AdminUsers, (admins) => admins.grant(body.email, actorOf(c))))
      return c.json({ admin: granted.admin, isNew: granted.isNew } satisfies AdminAnswer<"POST /admins">, granted.isNew ? 201 : 200)
    })

    .delete("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      return c.json({ admin: await run(Effect.flatMap(AdminUsers, (admins) => admins.revoke(id, actorOf(c)))) } satisfies AdminAnswer<"DELETE /admins/:id">)
    })
}
