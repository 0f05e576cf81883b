import { Effect, Exit, Fiber, Schema, Scope, Stream } from "effect"
import { Hono } from "hono"
import { streamSSE } from "hono/streaming"
import { storedTextOf } from "#adapters/stored-json.ts"
import { GameId } from "#core/domain/ids.ts"
import { type Game, GameAction } from "#core/game/game.ts"
import { GameRequest, GameSessions } from "#core/game/game-sessions.ts"
import { liveStreamLimits } from "#core/game/live-streams.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { decode, makeQuickRun, makeRun, readBody } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { versionedEvents } from "./versioned-events.ts"

const Version = Schema.Int.pipe(Schema.nonNegative())
/** An action, with the time the device took it (epoch ms) when it sends one: replayed turns keep their timer readings. */
const ActionBody = Schema.Struct({ version: Version, action: GameAction, at: Schema.optional(Schema.Number.pipe(Schema.finite())) })
const EndBody = Schema.Struct({ version: Version })
const DeleteQuery = Schema.Struct({ version: Schema.optional(Schema.NumberFromString.pipe(Schema.compose(Version))) })

/** Games: create, read, act, end, delete, and the live stream of a game's states. */
export const gameRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  // A game action is the app's busiest write: short, and run at once on SQLite.
  const act = makeQuickRun(deps.runtime)
  const heartbeatMs = (deps.heartbeatSeconds ?? 15) * 1000
  const lifetimeMs = deps.liveStreamSeconds === undefined ? liveStreamLimits.lifetimeMs : deps.liveStreamSeconds * 1000

  return (
    new Hono<ApiEnv>()
      .post("/", async (c) => {
        const user = signedIn(c)
        const request = await readBody(c, GameRequest)
        const started = await run(Effect.flatMap(GameSessions, (games) => games.start(user, request)))
        return c.json(started.game, started.isNew ? 201 : 200)
      })

      .get("/:id", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        return c.json(await run(Effect.flatMap(GameSessions, (games) => games.read(id, user.id))))
      })

      .post("/:id/actions", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        const body = await readBody(c, ActionBody)
        const next = await act(Effect.flatMap(GameSessions, (games) => games.act(id, user.id, body.version, body.action, body.at)))
        // The state as it was just stored: the same JSON, not written a second time.
        const text = storedTextOf(next)
        return text === undefined ? c.json(next) : c.body(text, 200, { "content-type": "application/json" })
      })

      .post("/:id/end", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        const body = await readBody(c, EndBody)
        const profile = await run(Effect.flatMap(GameSessions, (games) => games.end(id, user, body.version)))
        return c.json(profile)
      })

      .delete("/:id", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        const query = decode(DeleteQuery, c.req.query())
        await run(Effect.flatMap(GameSessions, (games) => games.remove(id, user, query.version)))
        return c.body(null, 204)
      })

      /**
       * The game's states as Server-Sent Events, until the browser leaves, the game is deleted or ended,
       * or the stream's lifetime runs out (the browser then reconnects, after the `retry` it was told).
       * The places the stream holds (core/game/live-streams.ts) are given back when it ends.
       */
      .get("/:id/events", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        const scope = await deps.runtime.runPromise(Scope.make())
        const release = () => deps.runtime.runPromise(Scope.close(scope, Exit.void))
        const { current, updates } = await run(
          Scope.extend(
            Effect.flatMap(GameSessions, (games) => games.follow(id, user.id)),
            scope
          )
        ).catch(async (error: unknown) => {
          await release()
          throw error
        })
        return streamSSE(c, async (sse) => {
          const events = versionedEvents<Game>(sse)
          // A block with only a retry field dispatches no event: it tells EventSource how soon to come back.
          await sse.write(`retry: ${liveStreamLimits.retryMs}\n\n`).catch(() => undefined)
          // Subscribe before sending the first state, so no update between the two is lost;
          // versions only grow, so a state met twice is sent once.
          const following = deps.runtime.runFork(Stream.runForEach(updates, (game) => Effect.promise(() => events.send(game))))
          const heartbeat = setInterval(() => void sse.write(": heartbeat\n\n").catch(() => undefined), heartbeatMs)
          deps.metrics?.streamOpened()
          // A stopping server ends its streams with a reconnection delay (SSE's retry field), spread so
          // that every phone does not come back to the other servers at the same instant.
          let stopped: () => void = () => undefined
          const stopping = new Promise<void>((resolve) => {
            stopped = resolve
          })
          const stop = () => {
            void events.queue(() => sse.write(`retry: ${1_000 + Math.floor(Math.random() * 2_000)}\n\n`)).then(stopped)
          }
          deps.stopping?.addEventListener("abort", stop, { once: true })
          if (deps.stopping?.aborted === true) stop()
          let lifetime: ReturnType<typeof setTimeout> | undefined
          try {
            await events.send(current)
            await Promise.race([
              new Promise<void>((resolve) => sse.onAbort(resolve)),
              deps.runtime.runPromise(Fiber.await(following)).then(() => events.written()),
              new Promise<void>((resolve) => {
                lifetime = setTimeout(resolve, lifetimeMs)
              }),
              stopping
            ])
          } finally {
            deps.stopping?.removeEventListener("abort", stop)
            deps.metrics?.streamClosed()
            clearInterval(heartbeat)
            clearTimeout(lifetime)
            // Not on the API's runtime: a stream closed by the server's stop ends after that runtime is disposed
            // (and with it the places it held).
            await Effect.runPromise(Fiber.interrupt(following)).catch(() => undefined)
            await release().catch(() => undefined)
          }
        })
      })
  )
}
