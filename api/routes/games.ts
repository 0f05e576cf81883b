import { Effect, Fiber, Schema, Stream } from "effect"
import { Hono } from "hono"
import { streamSSE } from "hono/streaming"
import { GameId } from "#core/domain/ids.ts"
import { type Game, GameAction } from "#core/game/game.ts"
import { GameRequest, GameSessions } from "#core/game/game-sessions.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { decode, makeQuickRun, makeRun, readBody } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"

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

  return new Hono<ApiEnv>()
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
      return c.json(next)
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

    .get("/:id/events", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const { current, updates } = await run(Effect.flatMap(GameSessions, (games) => games.follow(id, user.id)))
      return streamSSE(c, async (sse) => {
        let lastVersion = -1
        let writing = Promise.resolve()
        const send = (game: Game) => {
          writing = writing
            .then(async () => {
              if (game.version <= lastVersion || sse.aborted || sse.closed) return
              lastVersion = game.version
              await sse.writeSSE({ event: "game", id: String(game.version), data: JSON.stringify(game) })
            })
            .catch(() => undefined)
          return writing
        }
        // Subscribe before sending the first state, so no update between the two is lost;
        // versions only grow, so a state met twice is sent once.
        const following = deps.runtime.runFork(Stream.runForEach(updates, (game) => Effect.promise(() => send(game))))
        const heartbeat = setInterval(() => void sse.write(": heartbeat\n\n").catch(() => undefined), heartbeatMs)
        const closed = new Promise<void>((resolve) => sse.onAbort(resolve))
        await send(current)
        await closed
        clearInterval(heartbeat)
        // Not on the API's runtime: a stream closed by the server's stop ends after that runtime is disposed.
        await Effect.runPromise(Fiber.interrupt(following))
      })
    })
}
