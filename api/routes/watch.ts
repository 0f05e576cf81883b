import { Effect, Fiber, Option, Schema, Stream } from "effect"
import { type Context, Hono } from "hono"
import { streamSSE } from "hono/streaming"
import { GameId } from "#core/domain/ids.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { GameWatch, watchBudgetPerAddress } from "#core/watch/game-watch.ts"
import type { WatchView } from "#core/watch/watch-view.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { clientAddress } from "../auth/auth-deps.ts"
import { spendAttempt } from "../auth/guards.ts"
import { decode, makeRun } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { versionedEvents } from "./versioned-events.ts"

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
      return c.json({ isShared: await run(Effect.flatMap(GameWatch, (watch) => watch.isShared(id, user.id))) })
    })
    .post("/:id/watch-link", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const token = await run(Effect.flatMap(GameWatch, (watch) => watch.share(id, user.id)))
      c.header("Cache-Control", "no-store")
      return c.json({ isShared: true, url: watchLink(deps.publicUrl, id, token) }, 201)
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
 * against its address's budget, the right token's too. The stream checks every few seconds that the
 * link still opens the game, and says `closed` and ends once it does not (revoked, or the game ended).
 */
export const watchRoutes = (deps: AppDeps, trustProxy: number) => {
  const run = makeRun(deps.runtime)
  const heartbeatMs = (deps.heartbeatSeconds ?? 15) * 1000
  const checkMs = (deps.watchCheckSeconds ?? 2) * 1000
  const open = async (c: Context<ApiEnv>) => {
    await run(spendAttempt(`watch:ip:${clientAddress(c, trustProxy)}`, watchBudgetPerAddress))
    const id = decode(GameId, c.req.param("id"))
    const { token } = decode(TokenQuery, c.req.query())
    c.header("Cache-Control", "no-store")
    c.header("Referrer-Policy", "no-referrer")
    return run(Effect.flatMap(GameWatch, (watch) => watch.watch(id, token)))
  }

  return new Hono<ApiEnv>()
    .get("/:id", async (c) => c.json((await open(c)).current))

    .get("/:id/events", async (c) => {
      const { current, updates, recheck } = await open(c)
      return streamSSE(c, async (sse) => {
        const events = versionedEvents<WatchView>(sse)
        let finish = () => {}
        const closed = new Promise<void>((resolve) => {
          finish = resolve
          sse.onAbort(resolve)
        })
        const following = deps.runtime.runFork(Stream.runForEach(updates, (view) => Effect.promise(() => events.send(view))))
        const heartbeat = setInterval(() => void sse.write(": heartbeat\n\n").catch(() => undefined), heartbeatMs)
        const check = setInterval(() => {
          void deps.runtime
            .runPromise(recheck)
            .then(async (latest) => {
              if (Option.isSome(latest)) return events.send(latest.value)
              await events.written()
              await sse.writeSSE({ event: "closed", data: "{}" }).catch(() => undefined)
              finish()
            })
            .catch(() => undefined)
        }, checkMs)
        await events.send(current)
        await closed
        clearInterval(heartbeat)
        clearInterval(check)
        // Not on the API's runtime: a stream closed by the server's stop ends after that runtime is disposed.
        await Effect.runPromise(Fiber.interrupt(following))
      })
    })
}
