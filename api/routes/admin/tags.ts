import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { NewTagInput, TagRenameInput } from "#core/admin/admin-inputs.ts"
import { AdminTags } from "#core/admin/admin-tags.ts"
import { TagId } from "#core/packs/pack-schema.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun, readRouteBody } from "../../handle.ts"
import { actorOf } from "./admin-guard.ts"

const IdParam = Schema.Struct({ id: TagId })

/** Admin tags: list with their use, create, rename everywhere, delete when no challenge uses them. */
export const adminTagRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json({ tags: await run(Effect.flatMap(AdminTags, (admin) => admin.listTags)) } satisfies AdminAnswer<"GET /tags">))

    .post("/", async (c) => {
      const body = await readRouteBody(c, "POST /api/admin/tags", NewTagInput)
      return c.json({ tag: await run(Effect.flatMap(AdminTags, (admin) => admin.createTag(body, actorOf(c)))) } satisfies AdminAnswer<"POST /tags">, 201)
    })

    .patch("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const body = await readRouteBody(c, "PATCH /api/admin/tags/:id", TagRenameInput)
      return c.json({
        tag: await run(Effect.flatMap(AdminTags, (admin) => admin.renameTag(id, body.name, actorOf(c))))
      } satisfies AdminAnswer<"PATCH /tags/:id">)
    })

    .delete("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      await run(Effect.flatMap(AdminTags, (admin) => admin.deleteTag(id, actorOf(c))))
      return c.body(null, 204)
    })
}
