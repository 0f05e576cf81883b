import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { Histories } from "#core/history/histories.ts"
import { cursorText, HistoryCursorText, historyPageSize } from "#core/history/history-page.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { decode, makeRun } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

/** A page of the history: how many games (1 to 50) and the cursor of the previous page's `next`. */
const PageQuery = Schema.Struct({
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.compose(Schema.Int.pipe(Schema.between(1, historyPageSize.max))))),
  after: Schema.optional(HistoryCursorText)
})

/** The statistics take no parameter: any is refused rather than ignored. */
const NoQuery = Schema.Record({ key: Schema.String, value: Schema.Never })

/** The signed-in user's finished games and statistics; there is no owner in the path, so no one else's. */
export const historyRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const user = signedIn(c)
      const query = decode(PageQuery, c.req.query())
      const page = await run(Effect.flatMap(Histories, (histories) => histories.page(user.id, query.limit, query.after)))
      c.header("Cache-Control", "private, no-store")
      return c.json({ games: page.games, next: page.next === null ? null : cursorText(page.next) } satisfies RouteAnswer<"GET /api/me/history">)
    })

    .get("/stats", async (c) => {
      const user = signedIn(c)
      decode(NoQuery, c.req.query())
      c.header("Cache-Control", "private, no-store")
      return c.json((await run(Effect.flatMap(Histories, (histories) => histories.stats(user.id)))) satisfies RouteAnswer<"GET /api/me/history/stats">)
    })
}
