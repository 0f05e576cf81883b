import { Effect } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { categoryLabels } from "#core/domain/category.ts"
import { CategoryRepository } from "#core/ports/category-repository.ts"
import { publishedPacks } from "#core/ports/pack-publication.ts"
import { categoriesOf, tagsOf } from "#core/ports/pack-repository.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeRun } from "../handle.ts"
import { catalogueEntry } from "../pack-views.ts"

/**
 * The catalogue: the published packs with flags, prices, state for the user and challenge counts; the
 * categories (named as the admin area named them) and tags they use. An unpublished pack is left out.
 */
export const catalogRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const owned = c.get("user")?.packs ?? []
    const catalog = await run(
      Effect.gen(function* () {
        const packs = yield* publishedPacks
        const renamed = new Map((yield* Effect.flatMap(CategoryRepository, (categories) => categories.listLabels)).map((each) => [each.key, each.label]))
        return {
          packs: packs.map((pack) => catalogueEntry(pack, owned)),
          categories: categoriesOf(packs).map((category) => ({ ...category, label: renamed.get(category.key) ?? categoryLabels[category.key] })),
          tags: tagsOf(packs)
        }
      })
    )
    // Public by design: a visitor's catalogue may be cached a minute; a signed-in user's marks their packs.
    if (c.get("user") === null) {
      c.header("cache-control", "public, max-age=60")
      // Whole, as a route's own Vary replaces the API's default (api/middleware/answer-headers.ts).
      c.header("vary", "Cookie, Accept-Encoding")
    }
    return c.json(catalog satisfies RouteAnswer<"GET /api/catalog">)
  })
}
