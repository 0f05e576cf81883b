import { Effect, Fiber, Option, Schema, Stream } from "effect"
import { Hono } from "hono"
import { streamSSE } from "hono/streaming"
import { CategoryKey } from "../../core/domain/category-schema.ts"
import { ColourSetId } from "../../core/domain/colour-set.ts"
import { Grade } from "../../core/domain/grade.ts"
import { GameId, PackId, type UserId } from "../../core/domain/ids.ts"
import { GameAction, type Game } from "../../core/game/game.ts"
import { GamePlay } from "../../core/game/game-play.ts"
import { maxGameSeed } from "../../core/game/offline-replay.ts"
import { decideGameAccess } from "../../core/navigation/guards.ts"
import { GameEvents, GameRepository, VersionConflict } from "../../core/ports/game-repository.ts"
import { PackNotFound, PackRepository } from "../../core/ports/pack-repository.ts"
import { keepPublished, PackPublication } from "../../core/ports/pack-publication.ts"
import { UserRepository } from "../../core/ports/user-repository.ts"
import { availableColourSets, canChoosePacks, ownsSpecialPack } from "../../core/store/pack-ownership.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { AvatarNotAvailable, DisclaimerNotAccepted, NotGameOwner } from "../edge-errors.ts"
import { decode, makeRun, readBody } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { flagsOf } from "../pack-views.ts"

/**
 * A new game. A game started on a device while offline also sends the seed and start date it used,
 * so the server draws the same deck (the date is kept within bounds by core).
 */
const NewGameBody = Schema.Struct({
  players: Schema.Array(Schema.Struct({ name: Schema.String, difficulty: Grade, avatar: ColourSetId })),
  packs: Schema.Array(PackId),
  disabledCategories: Schema.optionalWith(Schema.Array(CategoryKey), { default: () => [] }),
  seed: Schema.optional(Schema.Int.pipe(Schema.between(0, maxGameSeed))),
  startedAt: Schema.optional(Schema.Date)
})
const Version = Schema.Int.pipe(Schema.nonNegative())
/** An action, with the time the device took it (epoch ms) when it sends one: replayed turns keep their timer readings. */
const ActionBody = Schema.Struct({ version: Version, action: GameAction, at: Schema.optional(Schema.Number.pipe(Schema.finite())) })
const EndBody = Schema.Struct({ version: Version })
const DeleteQuery = Schema.Struct({ version: Schema.optional(Schema.NumberFromString.pipe(Schema.compose(Version))) })

/** The game, when `owner` owns it: 404 when absent, 403 when someone else's. */
const ownedGame = (id: GameId, owner: UserId) =>
  Effect.flatMap(GameRepository, (games) => games.get(id)).pipe(
    Effect.filterOrFail(
      (game) => decideGameAccess(id, game, owner).kind === "allow",
      () => new NotGameOwner()
    )
  )

/** The game at the version the client last saw; a stale version gets the current state back (409). */
const gameAtVersion = (id: GameId, owner: UserId, version: number) =>
  Effect.filterOrFail(
    ownedGame(id, owner),
    (game) => game.version === version,
    (current) => new VersionConflict({ current })
  )

/**
 * True when `game` is the one this request already created: a device replaying an offline game
 * may send its creation again when the first answer was lost on the way back.
 */
const isSameStart = (game: Game, body: typeof NewGameBody.Type): boolean =>
  body.seed !== undefined &&
  game.seed === body.seed >>> 0 &&
  game.players.length === body.players.length &&
  game.players.every((player, index) => player.name === body.players[index]?.name.trim()) &&
  game.packs.length === new Set(body.packs).size &&
  body.packs.every((pack) => game.packs.includes(pack))

/** Games: create, read, act, end, delete, and the live stream of a game's states. */
export const gameRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  const heartbeatMs = (deps.heartbeatSeconds ?? 15) * 1000

  return new Hono<ApiEnv>()
    .post("/", async (c) => {
      const user = signedIn(c)
      const body = await readBody(c, NewGameBody)
      const created = await run(
        Effect.gen(function* () {
          if (!user.disclaimerAccepted) return yield* new DisclaimerNotAccepted()
          if (user.currentGameId !== null && body.seed !== undefined) {
            const current = yield* Effect.option(Effect.flatMap(GameRepository, (games) => games.get(user.currentGameId as GameId)))
            if (Option.isSome(current) && isSameStart(current.value, body)) return { game: current.value, isNew: false }
          }
          const catalogue = yield* Effect.flatMap(PackRepository, (store) => store.list)
          // An unpublished pack cannot be chosen, even by its owners (who keep it, and its colour sets).
          const published = keepPublished(catalogue, yield* Effect.flatMap(PackPublication, (publication) => publication.unpublished))
          const chosen = yield* Effect.forEach(body.packs, (id) =>
            Option.match(Option.fromNullable(published.find((pack) => pack.id === id)), {
              onNone: () => Effect.fail(new PackNotFound({ id })),
              onSome: Effect.succeed
            })
          )
          yield* canChoosePacks(chosen.map(flagsOf), user.packs)
          const colourSets = availableColourSets(ownsSpecialPack(catalogue.map(flagsOf), user.packs))
          const unavailable = body.players.find((player) => !colourSets.includes(player.avatar))
          if (unavailable !== undefined) return yield* new AvatarNotAvailable({ avatar: unavailable.avatar })
          const replay = body.seed === undefined ? undefined : { seed: body.seed, startedAt: body.startedAt }
          const game = yield* Effect.flatMap(GamePlay, (play) =>
            play.start({ owner: user.id, players: body.players, packs: chosen, disabledCategories: body.disabledCategories }, replay)
          )
          const games = yield* GameRepository
          yield* games.create(game)
          // A new game replaces the one in progress (the web app warns before).
          if (user.currentGameId !== null) yield* Effect.ignore(games.delete(user.currentGameId))
          return { game, isNew: true }
        })
      )
      return c.json(created.game, created.isNew ? 201 : 200)
    })

    .get("/:id", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      return c.json(await run(ownedGame(id, user.id)))
    })

    .post("/:id/actions", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const body = await readBody(c, ActionBody)
      const next = await run(
        Effect.gen(function* () {
          const game = yield* gameAtVersion(id, user.id, body.version)
          const next = yield* Effect.flatMap(GamePlay, (play) => play.act(game, body.action, body.at))
          // The repository publishes what it stores (the SQLite and memory buses, MongoDB's change stream).
          yield* Effect.flatMap(GameRepository, (games) => games.update(next))
          return next
        })
      )
      return c.json(next)
    })

    .post("/:id/end", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const body = await readBody(c, EndBody)
      const profile = await run(
        Effect.gen(function* () {
          const game = yield* gameAtVersion(id, user.id, body.version)
          const ended = yield* Effect.flatMap(GamePlay, (play) => play.end(game, user))
          yield* Effect.flatMap(GameRepository, (games) => games.end(game.id, user.id, ended.profile))
          return yield* Effect.flatMap(UserRepository, (users) => users.get(user.id))
        })
      )
      return c.json(profile)
    })

    .delete("/:id", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const query = decode(DeleteQuery, c.req.query())
      await run(
        Effect.gen(function* () {
          yield* query.version === undefined ? ownedGame(id, user.id) : gameAtVersion(id, user.id, query.version)
          yield* Effect.flatMap(GameRepository, (games) => games.delete(id))
          if (user.currentGameId === id) {
            yield* Effect.flatMap(UserRepository, (users) => users.update(user.id, { currentGameId: null }))
          }
        })
      )
      return c.body(null, 204)
    })

    .get("/:id/events", async (c) => {
      const user = signedIn(c)
      const id = decode(GameId, c.req.param("id"))
      const first = await run(ownedGame(id, user.id))
      return streamSSE(c, async (sse) => {
        let lastVersion = -1
        let writing = Promise.resolve()
        const send = (game: Game) => {
          writing = writing.then(async () => {
            if (game.version <= lastVersion || sse.aborted || sse.closed) return
            lastVersion = game.version
            await sse.writeSSE({ event: "game", id: String(game.version), data: JSON.stringify(game) })
          }).catch(() => undefined)
          return writing
        }
        // Subscribe before sending the first state, so no update between the two is lost;
        // versions only grow, so a state met twice is sent once.
        const updates = deps.runtime.runFork(
          Stream.runForEach(Stream.unwrap(Effect.map(GameEvents, (events) => events.subscribe(id))), (game) =>
            Effect.promise(() => send(game))
          )
        )
        const heartbeat = setInterval(() => void sse.write(": heartbeat\n\n").catch(() => undefined), heartbeatMs)
        const closed = new Promise<void>((resolve) => sse.onAbort(resolve))
        await send(first)
        await closed
        clearInterval(heartbeat)
        await deps.runtime.runPromise(Fiber.interrupt(updates))
      })
    })
}
