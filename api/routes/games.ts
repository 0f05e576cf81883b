import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { storedTextOf } from "#adapters/stored-json.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import { GameId } from "#core/domain/ids.ts"
import { type Game, GameAction } from "#core/game/game.ts"
import { type FollowedGame, GameRequest, GameSessions } from "#core/game/game-sessions.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { decode, makeQuickRun, makeRun, readRouteBody } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { serveLiveStream } from "./live-stream.ts"

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

  return (
    new Hono<ApiEnv>()
      .post("/", async (c) => {
        const user = signedIn(c)
        const request = await readRouteBody(c, "POST /api/games", GameRequest)
        const started = await run(Effect.flatMap(GameSessions, (games) => games.start(user, request)))
        return c.json(started.game satisfies RouteAnswer<"POST /api/games">, started.isNew ? 201 : 200)
      })

      .get("/:id", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        return c.json((await run(Effect.flatMap(GameSessions, (games) => games.read(id, user.id)))) satisfies RouteAnswer<"GET /api/games/:id">)
      })

      .post("/:id/actions", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        const body = await readRouteBody(c, "POST /api/games/:id/actions", ActionBody)
        const next = await act(Effect.flatMap(GameSessions, (games) => games.act(id, user.id, body.version, body.action, body.at)))
        // The state as it was just stored: the same JSON, not written a second time.
        const text = storedTextOf(next)
        return text === undefined
          ? c.json(next satisfies RouteAnswer<"POST /api/games/:id/actions">)
          : c.body(text, 200, { "content-type": "application/json" })
      })

      .post("/:id/end", async (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        const body = await readRouteBody(c, "POST /api/games/:id/end", EndBody)
        const profile = await run(Effect.flatMap(GameSessions, (games) => games.end(id, user, body.version)))
        return c.json(profile satisfies RouteAnswer<"POST /api/games/:id/end">)
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
      .get("/:id/events", (c) => {
        const user = signedIn(c)
        const id = decode(GameId, c.req.param("id"))
        return serveLiveStream<Game, FollowedGame>(
          c,
          deps,
          Effect.flatMap(GameSessions, (games) => games.follow(id, user.id))
        )
      })
  )
}
