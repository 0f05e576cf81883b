import { Effect, Schema } from "effect"
import { type Context, Hono } from "hono"
import type { HostGymEvent, JoinedGymEvent } from "#contract/gym-event-answers.ts"
import type { Refusal } from "#contract/refusal.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import type { AttemptBudget } from "#core/auth/auth-policy.ts"
import type { UserId } from "#core/domain/ids.ts"
import { holdStreamPlace } from "#core/game/live-streams.ts"
import { makeSharedPolls } from "#core/game/shared-poll.ts"
import { screenUrlOf } from "#core/gym-events/event-links.ts"
import { eventHostFacts, eventSummary } from "#core/gym-events/event-summary.ts"
import { GymEventId } from "#core/gym-events/gym-event.ts"
import { HiddenNameInput, JoinInput, NewGymEventInput } from "#core/gym-events/gym-event-inputs.ts"
import { type EventWithGroups, GymEvents, type VersionedScreen } from "#core/gym-events/gym-events.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { playableChallenge } from "#core/packs/pack-summary.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { RateLimiter } from "#core/ports/rate-limiter.ts"
import { type StoreChanges, storeMark } from "#core/ports/store-changes.ts"
import { watchBudgetPerAddress } from "#core/watch/game-watch.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { spendAttempt } from "../auth/guards.ts"
import { decode, makeRun, readRouteBody } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { serveLiveStream } from "./live-stream.ts"

/**
 * Joins by code one address may try in a minute: a whole gym's groups often share its Wi-Fi's
 * address, while a guesser of 8-character codes (~2^39) is held to a trickle.
 */
export const joinBudgetPerAddress: AttemptBudget = { limit: 30, windowMs: 60_000 }

/** How many big screens may follow one event, and one address (a gym's TVs and a spare). */
export const screenStreamLimits = { perEvent: 8, perAddress: 12 } as const

/** A big screen's stream sends `screen` events, their data the view alone. */
const screenEvents = { eventName: "screen", toEvent: (state: VersionedScreen) => state.screen }

const IdParam = Schema.Struct({ id: GymEventId })
const NameParam = Schema.Struct({ name: Schema.String.pipe(Schema.maxLength(200)) })
const TokenQuery = Schema.Struct({ token: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { default: () => "" }) })

/** An event as its host reads it, with the poster's link from the public address. */
const hostView = (publicUrl: string, { event, groups }: EventWithGroups, packs: ReadonlyArray<Pack>, now: number): HostGymEvent => ({
  ...eventSummary(event, now),
  ...eventHostFacts(event, publicUrl),
  packs: event.packIds.map((id) => ({ id, name: packs.find((pack) => pack.id === id)?.name ?? { fr: id, en: id } })),
  groups
})

/** A pack of an event, whole, as a joining group's device keeps it to play offline. */
const joinedPack = (pack: Pack): JoinedGymEvent["packs"][number] => ({
  id: pack.id,
  version: pack.version,
  name: pack.name,
  description: pack.description,
  combinable: pack.combinable,
  challengeCount: pack.challenges.length,
  challenges: pack.challenges.map(playableChallenge)
})

/**
 * The gym nights' routes under /api/gym-events: the host's (signed in and a host; another host's
 * event answers as a missing one), the group's join by code (a budget per address), and the big
 * screen's, by its token alone (no account), whose live stream keeps every live stream's rules
 * (api/routes/live-stream.ts: heartbeats, a retry delay, a lifetime, places per event and address)
 * and says `refused`, then ends, once the token is replaced.
 */
export const gymEventRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  const linkChecks = Effect.runSync(makeSharedPolls<boolean, StoreChanges>((deps.watchCheckSeconds ?? 2) * 1000, { changes: storeMark }))
  const view = (found: EventWithGroups) =>
    run(
      Effect.gen(function* () {
        const packs = yield* Effect.flatMap(PackRepository, (store) => store.list)
        return hostView(deps.publicUrl, found, packs, Date.now())
      })
    )
  /** A host's call on one of their events: signed in, the id read, the event answered as its host reads it. */
  const onOwnEvent = async (c: Context<ApiEnv>, act: (events: GymEvents, hostId: UserId, id: GymEventId) => Effect.Effect<EventWithGroups, Refusal>) => {
    const user = signedIn(c)
    const { id } = decode(IdParam, { id: c.req.param("id") })
    return { event: await view(await run(Effect.flatMap(GymEvents, (events) => act(events, user.id, id)))) }
  }
  /** The screen's budget spent, and its event and token read; headers for a capability link's answer. */
  const screenRequest = async (c: Context<ApiEnv>) => {
    const address = c.get("clientAddress")
    await run(spendAttempt(`screen:ip:${address}`, watchBudgetPerAddress))
    const { id } = decode(IdParam, c.req.param())
    const { token } = decode(TokenQuery, c.req.query())
    c.header("Cache-Control", "no-store")
    c.header("Referrer-Policy", "no-referrer")
    return { address, id, token }
  }

  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const user = signedIn(c)
      const found = await run(Effect.flatMap(GymEvents, (events) => Effect.all({ host: events.host(user.id), events: events.events(user.id) })))
      const events = await Promise.all(found.events.map(view))
      return c.json({ host: { gymName: found.host.gymName, city: found.host.city }, events } satisfies RouteAnswer<"GET /api/gym-events">)
    })

    .get("/packs", async (c) => {
      const user = signedIn(c)
      const packs = await run(Effect.flatMap(GymEvents, (events) => Effect.zipRight(events.host(user.id), events.choosablePacks)))
      return c.json({
        packs: packs.map((pack) => ({ id: pack.id, name: pack.name, challengeCount: pack.challenges.length }))
      } satisfies RouteAnswer<"GET /api/gym-events/packs">)
    })

    .post("/", async (c) => {
      const user = signedIn(c)
      const input = await readRouteBody(c, "POST /api/gym-events", NewGymEventInput)
      const created = await run(Effect.flatMap(GymEvents, (events) => events.create(user.id, input)))
      c.header("Cache-Control", "no-store")
      return c.json(
        {
          event: await view(created.event),
          screenUrl: screenUrlOf(deps.publicUrl, created.event.event.id, created.screenToken)
        } satisfies RouteAnswer<"POST /api/gym-events">,
        201
      )
    })

    .post("/join", async (c) => {
      await run(spendAttempt(`gym-join:ip:${c.get("clientAddress")}`, joinBudgetPerAddress))
      const { code } = await readRouteBody(c, "POST /api/gym-events/join", JoinInput)
      const joined = await run(Effect.flatMap(GymEvents, (events) => events.join(code)))
      c.header("Cache-Control", "no-store")
      return c.json({
        event: { ...eventSummary(joined.event, Date.now()), packs: joined.packs.map(joinedPack) },
        namesShownNotice: true
      } satisfies RouteAnswer<"POST /api/gym-events/join">)
    })

    .get("/:id", async (c) => c.json((await onOwnEvent(c, (events, hostId, id) => events.get(hostId, id))) satisfies RouteAnswer<"GET /api/gym-events/:id">))

    .post("/:id/close", async (c) =>
      c.json((await onOwnEvent(c, (events, hostId, id) => events.close(hostId, id))) satisfies RouteAnswer<"POST /api/gym-events/:id/close">)
    )

    .post("/:id/hidden-names", async (c) => {
      const { name } = await readRouteBody(c, "POST /api/gym-events/:id/hidden-names", HiddenNameInput)
      return c.json(
        (await onOwnEvent(c, (events, hostId, id) => events.hideName(hostId, id, name))) satisfies RouteAnswer<"POST /api/gym-events/:id/hidden-names">
      )
    })

    .delete("/:id/hidden-names/:name", async (c) => {
      signedIn(c)
      const { name } = decode(NameParam, { name: c.req.param("name") })
      return c.json(
        (await onOwnEvent(c, (events, hostId, id) => events.showName(hostId, id, name))) satisfies RouteAnswer<"DELETE /api/gym-events/:id/hidden-names/:name">
      )
    })

    .post("/:id/screen-token", async (c) => {
      const user = signedIn(c)
      const { id } = decode(IdParam, c.req.param())
      const token = await run(Effect.flatMap(GymEvents, (events) => events.replaceScreenToken(user.id, id)))
      c.header("Cache-Control", "no-store")
      return c.json({ screenUrl: screenUrlOf(deps.publicUrl, id, token) } satisfies RouteAnswer<"POST /api/gym-events/:id/screen-token">, 201)
    })

    .get("/:id/results", async (c) => {
      const user = signedIn(c)
      const { id } = decode(IdParam, c.req.param())
      const found = await run(Effect.flatMap(GymEvents, (events) => events.results(user.id, id)))
      return c.json({ event: await view(found.event), results: found.results } satisfies RouteAnswer<"GET /api/gym-events/:id/results">)
    })

    .get("/:id/results.csv", async (c) => {
      const user = signedIn(c)
      const { id } = decode(IdParam, c.req.param())
      const found = await run(Effect.flatMap(GymEvents, (events) => events.results(user.id, id)))
      return c.body(found.csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="gym-night-${id.slice(0, 12)}.csv"`,
        "cache-control": "private, no-store"
      })
    })

    .get("/:id/screen", async (c) => {
      const { id, token } = await screenRequest(c)
      const shown = await run(Effect.flatMap(GymEvents, (events) => events.screen(id, token)))
      return c.json({ screen: shown.screen } satisfies RouteAnswer<"GET /api/gym-events/:id/screen">)
    })

    .get("/:id/screen/live", async (c) => {
      const { address, id, token } = await screenRequest(c)
      // The TVs on one link share one check that it still opens the event, handled by each stream once it runs.
      let checked: (isOpen: boolean) => void = () => undefined
      const follow = Effect.gen(function* () {
        const followed = yield* Effect.flatMap(GymEvents, (events) => events.followScreen(id, token))
        const limiter = yield* RateLimiter
        yield* holdStreamPlace(limiter, `live:screen:event:${id}`, screenStreamLimits.perEvent)
        yield* holdStreamPlace(limiter, `live:screen:address:${address}`, screenStreamLimits.perAddress)
        yield* linkChecks.listen(
          `screen-open:${id}:${token}`,
          () => Effect.asSome(followed.stillOpen),
          (isOpen) => checked(isOpen)
        )
        return followed
      })
      return serveLiveStream<VersionedScreen, Effect.Effect.Success<typeof follow>>(
        c,
        deps,
        follow,
        (_, { endWith }) => {
          checked = (isOpen) => {
            if (!isOpen) endWith("refused")
          }
          return () => {
            checked = () => undefined
          }
        },
        screenEvents
      )
    })
}
