import { Effect } from "effect"
import { Hono } from "hono"
import { categoryLabels } from "../../core/domain/category.ts"
import { PackRepository } from "../../core/ports/pack-repository.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeRun } from "../handle.ts"
import { catalogueEntry } from "../pack-views.ts"

/** The catalogue: packs with flags, prices, state for the user and challenge counts; categories; tags. */
export const catalogRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const owned = c.get("user")?.packs ?? []
    const catalog = await run(
      Effect.gen(function* () {
        const store = yield* PackRepository
        const packs = yield* store.list
        const categories = yield* store.listCategories
        return {
          packs: packs.map((pack) => catalogueEntry(pack, owned)),
          categories: categories.map((category) => ({ ...category, label: categoryLabels[category.key] })),
          tags: yield* store.listTags
        }
      })
    )
    return c.json(catalog)
  })
}
