import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { AdminChallenges } from "#core/admin/admin-challenges.ts"
import { ChallengeChangeInput, VersionInput } from "#core/admin/admin-inputs.ts"
import { CategoryKey } from "#core/domain/category-schema.ts"
import { ChallengeId, PackId } from "#core/domain/ids.ts"
import { TagId } from "#core/packs/pack-schema.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun, readRouteBody } from "../../handle.ts"
import { actorOf } from "./admin-guard.ts"

const IdParam = Schema.Struct({ id: ChallengeId })
const SearchQuery = Schema.Struct({
  q: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  pack: Schema.optional(PackId),
  category: Schema.optional(CategoryKey),
  tag: Schema.optional(TagId),
  missingTranslation: Schema.optional(Schema.Literal("true", "false"))
})
const DeleteQuery = Schema.Struct({ expectedVersion: VersionInput })

/** Admin challenges across packs: search and filter, read, edit, delete (adding one goes through its pack). */
export const adminChallengeRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const query = decode(SearchQuery, c.req.query())
      const challenges = await run(
        Effect.flatMap(AdminChallenges, (admin) =>
          admin.searchChallenges({
            text: query.q,
            pack: query.pack,
            category: query.category,
            tag: query.tag,
            missingTranslation: query.missingTranslation === undefined ? undefined : query.missingTranslation === "true"
          })
        )
      )
      return c.json({ challenges, total: challenges.length } satisfies AdminAnswer<"GET /challenges">)
    })

    .get("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      return c.json({ challenge: await run(Effect.flatMap(AdminChallenges, (admin) => admin.getChallenge(id))) } satisfies AdminAnswer<"GET /challenges/:id">)
    })

    .patch("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const body = await readRouteBody(c, "PATCH /api/admin/challenges/:id", ChallengeChangeInput)
      return c.json({
        challenge: await run(Effect.flatMap(AdminChallenges, (admin) => admin.updateChallenge(id, body, actorOf(c))))
      } satisfies AdminAnswer<"PATCH /challenges/:id">)
    })

    .delete("/:id", async (c) => {
      const { id } = decode(IdParam, c.req.param())
      const { expectedVersion } = decode(DeleteQuery, c.req.query())
      return c.json({
        pack: await run(Effect.flatMap(AdminChallenges, (admin) => admin.deleteChallenge(id, expectedVersion, actorOf(c))))
      } satisfies AdminAnswer<"DELETE /challenges/:id">)
    })
}
