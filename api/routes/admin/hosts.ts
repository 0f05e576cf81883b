import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminHost } from "#contract/gym-event-answers.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import { UserId } from "#core/domain/ids.ts"
import { HostGrantInput } from "#core/gym-events/gym-event-inputs.ts"
import { GymEvents, type HostWithAccount } from "#core/gym-events/gym-events.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun, readRouteBody } from "../../handle.ts"
import { actorOf } from "./admin-guard.ts"

const UserIdParam = Schema.Struct({ userId: UserId })

const viewOf = ({ host, email, displayName }: HostWithAccount): AdminHost => ({
  userId: host.userId,
  email,
  displayName,
  gymName: host.gymName,
  city: host.city,
  grantedAt: host.grantedAt
})

/** The gyms' hosts (issue #39): list, make an account a host (by e-mail, with its gym and city), revoke. Every change audited. */
export const adminHostRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) =>
      c.json({ hosts: (await run(Effect.flatMap(GymEvents, (events) => events.hosts))).map(viewOf) } satisfies RouteAnswer<"GET /api/admin/hosts">)
    )

    .post("/", async (c) => {
      const body = await readRouteBody(c, "POST /api/admin/hosts", HostGrantInput)
      const granted = await run(Effect.flatMap(GymEvents, (events) => events.grantHost(body.email, body.gymName, body.city, actorOf(c))))
      return c.json({ host: viewOf(granted.host), isNew: granted.isNew } satisfies RouteAnswer<"POST /api/admin/hosts">, granted.isNew ? 201 : 200)
    })

    .delete("/:userId", async (c) => {
      const { userId } = decode(UserIdParam, c.req.param())
      return c.json({
        host: viewOf(await run(Effect.flatMap(GymEvents, (events) => events.revokeHost(userId, actorOf(c)))))
      } satisfies RouteAnswer<"DELETE /api/admin/hosts/:userId">)
    })
}
