import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { AdminCategories } from "#core/admin/admin-categories.ts"
import { CategoryRenameInput } from "#core/admin/admin-inputs.ts"
import { CategoryKey } from "#core/domain/category-schema.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun, readRouteBody } from "../../handle.ts"
import { actorOf } from "./admin-guard.ts"

const KeyParam = Schema.Struct({ key: CategoryKey })

/** Admin categories: the game's eight, with their use; an admin renames them (they are never added or deleted). */
export const adminCategoryRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) =>
      c.json({ categories: await run(Effect.flatMap(AdminCategories, (admin) => admin.listCategories)) } satisfies AdminAnswer<"GET /categories">)
    )

    .patch("/:key", async (c) => {
      const { key } = decode(KeyParam, c.req.param())
      const body = await readRouteBody(c, "PATCH /api/admin/categories/:key", CategoryRenameInput)
      return c.json({
        category: await run(Effect.flatMap(AdminCategories, (admin) => admin.renameCategory(key, body.label, actorOf(c))))
      } satisfies AdminAnswer<"PATCH /categories/:key">)
    })
}
