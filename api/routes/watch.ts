import { Effect, Option, Schema } from "effect"
import { type Context, Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { GameId } from "#core/domain/ids.ts"
import { makeSharedPolls } from "#core/game/shared-poll.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { type StoreChanges, watchLinksMark } from "#core/ports/store-changes.ts"
import { GameWatch, type WatchedGame, watchBudgetPerAddress } from "#core/watch/game-watch.ts"
import type { WatchView } from "#core/watch/watch-view.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { spendAttempt } from "../auth/guards.ts"
import { decode, makeRun } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { serveLiveStream } from "./live-stream.ts"

const TokenQuery = Schema.Struct({ token: Schema.optionalWith(Schema.String, { default: () => "" }) })

/** The link friends open, on the app's public address (never the request's host); the token rides in the query, which request logs leave out. */
const watchLink = (publicUrl: string, id: GameId, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}${pathFor("watch", { id })}?token=${encodeURIComponent(token)}`

/** The owner's side of sharing a game: is it shared, share it (a new link each time), stop sharing it. */
export const watchLinkRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .get("/:id/watch-link", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      return c.json({
        isShared: await run(Effect.flatMap(GameWatch, (watch) => watch.isShared(id, user.id)))
      } satisfies RouteAnswer<"GET /api/games/:id/watch-link">)
    })
    .post("/:id/watch-link", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const token = await run(Effect.flatMap(GameWatch, (watch) => watch.share(id, user.id)))
      c.header("Cache-Control", "no-store")
      return c.json({ isShared: true, url: watchLink(deps.publicUrl, id, token) } satisfies RouteAnswer<"POST /api/games/:id/watch-link">, 201)
    })
    .delete("/:id/watch-link", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      await run(Effect.flatMap(GameWatch, (watch) => watch.stop(id, user.id)))
      return c.body(null, 204)
    })
}

/**
 * What a watch link opens, without an account: the game's view (`GET /api/watch/:id?token=…`) and
 * its live stream (`GET /api/watch/:id/events?token=…`, Server-Sent Events). Every request counts
 * against its address's budget, the right token's too. The stream keeps the owner's stream rules
 * (api/routes/live-stream.ts: a few per game and per address, a lifetime, the end at a stop), and
 * checks every few seconds that the link still opens the game: it says `closed` and ends once it
 * does not (revoked, or the game ended).
 */
export const watchRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  // Read only when a link may have stopped opening its game, not at every result the games store.
  const linkChecks = Effect.runSync(makeSharedPolls<"closed", StoreChanges>((deps.watchCheckSeconds ?? 2) * 1000, { changes: watchLinksMark }))
  /** The address's budget spent, and the link's game and token read; headers for a link's answer. */
  const opened = async (c: Context<ApiEnv>) => {
    const address = c.get("clientAddress")
    await run(spendAttempt(`watch:ip:${address}`, watchBudgetPerAddress))
    const id = decode(GameId, c.req.param("id"))
    const { token } = decode(TokenQuery, c.req.query())
    c.header("Cache-Control", "no-store")
    c.header("Referrer-Policy", "no-referrer")
    return { address, id, token }
  }

  return new Hono<ApiEnv>()
    .get("/:id", async (c) => {
      const { id, token } = await opened(c)
      return c.json((await run(Effect.flatMap(GameWatch, (watch) => watch.view(id, token)))) satisfies RouteAnswer<"GET /api/watch/:id">)
    })

    .get("/:id/events", async (c) => {
      const { address, id, token } = await opened(c)
      // The friends on one link share one check that it still opens the game, handled by each stream once it runs.
      let closed: () => void = () => undefined
      const follow = Effect.tap(
        Effect.flatMap(GameWatch, (watch) => watch.follow(id, token, address)),
        (watched) =>
          linkChecks.listen(
            `watch:${id}:${token}`,
            () => Effect.map(watched.stillOpen, (isOpen) => (isOpen ? Option.none() : Option.some("closed" as const))),
            () => closed()
          )
      )
      return serveLiveStream<WatchView, WatchedGame>(c, deps, follow, (_, { endWith }) => {
        closed = () => endWith("closed")
        return () => {
          closed = () => undefined
        }
      })
    })
}
