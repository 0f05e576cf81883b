import { Clock, Duration, Effect, Option, Schema } from "effect"
import { AdminAudit } from "../admin/admin-audit.ts"
import type { PackId, UserId } from "../domain/ids.ts"
import { acquireReleasePlain } from "../game/plain-release.ts"
import { makeSharedPolls } from "../game/shared-poll.ts"
import { lookWhileNeeded } from "../game/while-needed.ts"
import type { Pack } from "../packs/pack-schema.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { GymEventRepository } from "../ports/gym-event-repository.ts"
import { keepPublished, PackPublication } from "../ports/pack-publication.ts"
import { PackRepository } from "../ports/pack-repository.ts"
import { SecretTokens } from "../ports/secret-tokens.ts"
import { StoreChanges } from "../ports/store-changes.ts"
import { UserRepository } from "../ports/user-repository.ts"
import { EventChanges } from "./event-changes.ts"
import { isJoinable, isValidWindow } from "./event-games.ts"
import type { EventResults } from "./event-results.ts"
import type { GymEvent, GymEventId, Host } from "./gym-event.ts"
import {
  EventPackUnavailable,
  GymEventNotFound,
  HostNotFound,
  InvalidEventWindow,
  JoinCodeUnknown,
  NoHostAccount,
  NotHost,
  ScreenRefused
} from "./gym-event-errors.ts"
import type { NewGymEventInput } from "./gym-event-inputs.ts"
import { gymEventLimits } from "./gym-event-limits.ts"
import { joinCodeFrom } from "./join-code.ts"
import type { ScreenView } from "./screen-view.ts"
import { type ChallengeTextOf, eventResultsCsv, eventResultsOf, normaliseName, screenViewOf } from "./standings.ts"

/** A screen token as links carry it: what SecretTokens mints (32 base32 characters), with room to change. */
export const ScreenToken = Schema.String.pipe(Schema.pattern(/^[a-z2-7]{16,64}$/))

/** A host with the account it belongs to, as the admin area lists them. */
export interface HostWithAccount {
  readonly host: Host
  readonly email: string
  readonly displayName: string
}

/** An event and how many groups joined it. */
export interface EventWithGroups {
  readonly event: GymEvent
  readonly groups: number
}

/** The screen's view with the revision it was made at (the live stream sends a view once per revision). */
export interface VersionedScreen {
  readonly version: number
  readonly screen: ScreenView
}

/**
 * How often a screen's stream reads its event's revision, on a store that cannot name the events
 * it changed: a result stored by any process reaches it within this long.
 */
export const screenPollMs = 250

/** How often the store is asked which events moved, when it can tell: a result stored by another process reaches the screens within this long. */
export const eventsMovedEveryMs = 50

/** A mark that never moves: the shared polls read a screen only when woken. */
const nothingMoves = Effect.succeed(0)

const iso = (ms: number) => new Date(ms).toISOString()

/** The challenges' texts and packs of some packs. */
const cardsOf = (packs: ReadonlyArray<Pack>) => {
  const texts = new Map<string, { readonly fr: string; readonly en: string }>()
  const packOf = new Map<string, string>()
  for (const pack of packs)
    for (const challenge of pack.challenges) {
      texts.set(challenge.id, challenge.text)
      packOf.set(challenge.id, pack.id)
    }
  return { textOf: ((id) => texts.get(id) ?? null) satisfies ChallengeTextOf, packOf: (id: string) => packOf.get(id) ?? null }
}

/**
 * Gym nights (issue #39): admins make hosts; a host creates, reads and changes only their own events;
 * groups join by code and tie their games to an event; big screens read an event by its token; the
 * results and their CSV come from the groups' entries (standings.ts).
 */
export class GymEvents extends Effect.Service<GymEvents>()("GymEvents/GymEvents", {
  scoped: Effect.gen(function* () {
    const store = yield* GymEventRepository
    const users = yield* UserRepository
    const packs = yield* PackRepository
    const tokens = yield* SecretTokens
    const audit = yield* AdminAudit
    const publication = yield* PackPublication
    const publishedPacks = Effect.map(Effect.all([packs.list, publication.unpublished]), ([all, unpublished]) => keepPublished(all, unpublished))

    const hostOf = (userId: UserId) => Effect.flatMap(store.host(userId), (host) => (host === null ? Effect.fail(new NotHost()) : Effect.succeed(host)))

    /** The host's own event; another host's is as absent as a missing one. */
    const ownEvent = (hostId: UserId, id: GymEventId) =>
      Effect.gen(function* () {
        yield* hostOf(hostId)
        const event = yield* store.get(id)
        if (event === null || event.hostId !== hostId) return yield* new GymEventNotFound()
        return event
      })

    const withGroups = (event: GymEvent) => Effect.map(store.entries(event.id), (entries): EventWithGroups => ({ event, groups: entries.length }))

    /** A fresh join code (from a minted secret's hash: uniform bytes), never one an event not closed holds. */
    const freshJoinCode = Effect.flatMap(tokens.mint, (minted) => {
      const bytes = new Uint8Array((minted.hash.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))
      const code = joinCodeFrom(bytes)
      return code === null ? Effect.fail("retry" as const) : Effect.succeed(code)
    }).pipe(Effect.retry({ times: 5 }), Effect.orDie)

    const eventPacks = (event: Pick<GymEvent, "packIds">) =>
      Effect.map(
        Effect.forEach(event.packIds, (id) => Effect.option(packs.get(id))),
        (found) => found.flatMap((pack) => (Option.isSome(pack) ? [pack.value] : []))
      )

    /** The event when its screen link's hash is `tokenHash`, else ScreenRefused. */
    const eventShownBy = (id: GymEventId, tokenHash: string) =>
      Effect.gen(function* () {
        const event = yield* store.get(id)
        if (event === null || event.screenTokenHash !== tokenHash) return yield* new ScreenRefused()
        return event
      })

    const openScreen = (id: GymEventId, token: string) =>
      Schema.is(ScreenToken)(token) ? eventShownBy(id, tokens.hashOf(token)) : Effect.fail(new ScreenRefused())

    /** The poll the screens of one event on one link share; every key of an event starts with its key for an empty token. */
    const screenPollKey = (id: GymEventId, token: string) => `screen:${id}:${token}`
    const eventOfKey = (key: string) => key.slice("screen:".length, key.indexOf(":", "screen:".length))
    const storeChanges = yield* StoreChanges
    const namesMoved = (yield* storeChanges.eventsMoved) !== null
    // A store that names the events it changed wakes their screens (below) and no others; one that
    // cannot tell has each screen read its event's revision at every turn, only when something was
    // written: a night's screens cost a look at the mark while the wall is quiet.
    const screenPolls = yield* makeSharedPolls<VersionedScreen>(screenPollMs, { changes: namesMoved ? nothingMoves : storeChanges.mark })
    // At once when this process changed the event: a result shows on the TVs as soon as it is stored.
    const changes = yield* EventChanges
    yield* changes.listen((id) => screenPolls.wake((key) => key.startsWith(screenPollKey(id, ""))))
    // Within `eventsMovedEveryMs` when another process did (or this one: the view is then the one sent already, and dropped).
    const serviceScope = yield* Effect.scope
    let screensHere = 0
    const wakes = lookWhileNeeded({
      isNeeded: () => screensHere > 0,
      every: Duration.millis(eventsMovedEveryMs),
      failure: "could not read the gym nights other processes changed"
    })
    /** Wakes the screens of the events the reader says moved (all of them when it lost count). */
    const wakeMoved = (reader: Effect.Effect<ReadonlySet<string> | "lost">): Effect.Effect<void> =>
      Effect.flatMap(reader, (moved) =>
        moved === "lost" ? screenPolls.wake(() => true) : moved.size === 0 ? Effect.void : screenPolls.wake((key) => moved.has(eventOfKey(key)))
      )
    /**
     * In the caller's scope: the store's moved events are read while a screen follows an event here,
     * with a new reader from the first screen on (what was written before is in that screen's first
     * view), so a server with no screen open never wakes for them. The reading ends by itself once
     * no screen is left (`lookWhileNeeded`).
     */
    const screenHere = !namesMoved
      ? Effect.void
      : acquireReleasePlain(
          Effect.suspend(() =>
            wakes.isRunning()
              ? Effect.sync(() => {
                  screensHere += 1
                })
              : Effect.flatMap(storeChanges.eventsMoved, (reader) => {
                  screensHere += 1
                  return reader === null ? Effect.void : wakes.start(wakeMoved(reader), serviceScope)
                })
          ),
          () =>
            Effect.sync(() => {
              screensHere -= 1
            })
        )
    /** Stores the event's new state and tells the screens that follow it here. */
    const update = (event: GymEvent) => Effect.zipRight(store.update(event), changes.changed(event.id))

    const screenAt = (id: GymEventId, token: string, textOf: ChallengeTextOf) =>
      Effect.gen(function* () {
        const version = yield* store.revision(id)
        const event = yield* openScreen(id, token)
        const entries = yield* store.entries(id)
        return { version, screen: screenViewOf(event, entries, textOf, yield* Clock.currentTimeMillis) } satisfies VersionedScreen
      })

    return {
      /** Every host with their account, by gym (accounts erased since are left out). */
      hosts: Effect.flatMap(store.hosts, (hosts) =>
        Effect.map(
          Effect.forEach(hosts, (host) => Effect.option(users.get(host.userId))),
          (accounts) =>
            hosts.flatMap((host, index): ReadonlyArray<HostWithAccount> => {
              const account = accounts[index]
              return account !== undefined && Option.isSome(account) ? [{ host, email: account.value.email, displayName: account.value.displayName }] : []
            })
        )
      ),

      /** Makes the account with this e-mail a host of a gym (or moves it to another gym and city); audited. */
      grantHost: (email: string, gymName: string, city: string, actor: AuditActor) =>
        Effect.gen(function* () {
          const profile = yield* users.findByEmail(email).pipe(Effect.catchTag("UserNotFound", () => Effect.fail(new NoHostAccount({ email }))))
          const existing = yield* store.host(profile.id)
          const now = yield* Clock.currentTimeMillis
          const host = yield* store.putHost({ userId: profile.id, gymName, city, grantedAt: iso(now), grantedBy: actor.userId })
          yield* audit.record(actor, "host.grant", `user:${profile.id}`, { email: profile.email, gymName, city })
          return { host: { host, email: profile.email, displayName: profile.displayName } satisfies HostWithAccount, isNew: existing === null }
        }),

      /** Takes the host role away (the events stay, closed to changes by anyone); audited. */
      revokeHost: (userId: UserId, actor: AuditActor) =>
        Effect.gen(function* () {
          const host = yield* store.removeHost(userId)
          if (host === null) return yield* new HostNotFound()
          const account = yield* Effect.option(users.get(userId))
          const email = Option.match(account, { onNone: () => "", onSome: (profile) => profile.email })
          yield* audit.record(actor, "host.revoke", `user:${userId}`, { email })
          return {
            host,
            email,
            displayName: Option.match(account, { onNone: () => "", onSome: (profile) => profile.displayName })
          } satisfies HostWithAccount
        }),

      /** The host record of a signed-in user, or NotHost. */
      host: hostOf,

      /** The host with this account's e-mail (the terminal names hosts by e-mail). */
      hostByEmail: (email: string) =>
        Effect.flatMap(users.findByEmail(email).pipe(Effect.catchTag("UserNotFound", () => Effect.fail(new NoHostAccount({ email })))), (profile) =>
          hostOf(profile.id)
        ),

      /** The host's events, newest first, with their groups. */
      events: (hostId: UserId) => Effect.flatMap(hostOf(hostId), () => Effect.flatMap(store.list(hostId), (events) => Effect.forEach(events, withGroups))),

      /** Every event, or one host's (the terminal, which runs with the store's own rights). */
      allEvents: (hostId: UserId | null) => Effect.flatMap(store.list(hostId), (events) => Effect.forEach(events, withGroups)),

      /** The published packs a host may put in an event. */
      choosablePacks: Effect.map(publishedPacks, (shown) => shown.filter((pack) => !pack.comingSoon && pack.challenges.length > 0)),

      /**
       * Creates an event for the host: the window checked (end after start, ≤ 24 h), every pack
       * published, a fresh join code and screen token. Answers the event and the screen's token,
       * which is stored only as its hash.
       */
      create: (hostId: UserId, input: NewGymEventInput) =>
        Effect.gen(function* () {
          const host = yield* hostOf(hostId)
          const startsAt = Date.parse(input.startsAt)
          const endsAt = Date.parse(input.endsAt)
          if (!isValidWindow(startsAt, endsAt)) return yield* new InvalidEventWindow({ maxHours: gymEventLimits.maxHours })
          const shown = yield* publishedPacks
          const packIds = [...new Set(input.packIds)]
          const missing = packIds.find((id) => !shown.some((pack) => pack.id === id && !pack.comingSoon))
          if (missing !== undefined) return yield* new EventPackUnavailable({ pack: missing })
          const id = (yield* tokens.mint).token as GymEventId
          const screen = yield* tokens.mint
          const now = yield* Clock.currentTimeMillis
          const make = (joinCode: string): GymEvent => ({
            id,
            hostId,
            name: input.name,
            gymName: input.gymName ?? host.gymName,
            city: input.city ?? host.city,
            language: input.language,
            startsAt: iso(startsAt),
            endsAt: iso(endsAt),
            packIds: packIds as ReadonlyArray<PackId>,
            options: { tieBreakDuel: input.options.tieBreakDuel },
            joinCode,
            screenTokenHash: screen.hash,
            hiddenNames: [],
            closedAt: null,
            createdAt: iso(now)
          })
          const event = yield* Effect.flatMap(freshJoinCode, (code) => Effect.as(store.create(make(code)), make(code))).pipe(
            Effect.retry({ times: 10 }),
            Effect.orDie
          )
          return { event: { event, groups: 0 } satisfies EventWithGroups, screenToken: screen.token }
        }),

      /** The host's event. */
      get: (hostId: UserId, id: GymEventId) => Effect.flatMap(ownEvent(hostId, id), withGroups),

      /** Any event, by id (the terminal). */
      find: (id: GymEventId) => Effect.flatMap(store.get(id), (event) => (event === null ? Effect.fail(new GymEventNotFound()) : withGroups(event))),

      /** Closes the event now: its code stops joining, its results stop counting; closing again changes nothing. */
      close: (hostId: UserId | null, id: GymEventId) =>
        Effect.gen(function* () {
          const event =
            hostId === null
              ? yield* Effect.flatMap(store.get(id), (found) => (found === null ? Effect.fail(new GymEventNotFound()) : Effect.succeed(found)))
              : yield* ownEvent(hostId, id)
          if (event.closedAt !== null) return yield* withGroups(event)
          const closed = { ...event, closedAt: iso(yield* Clock.currentTimeMillis) }
          yield* update(closed)
          return yield* withGroups(closed)
        }),

      /** Hides a name from the screen and the results at once (every player who typed it, whatever its case). */
      hideName: (hostId: UserId, id: GymEventId, name: string) =>
        Effect.gen(function* () {
          const event = yield* ownEvent(hostId, id)
          const hidden = normaliseName(name)
          if (hidden === "" || event.hiddenNames.includes(hidden)) return yield* withGroups(event)
          const next = { ...event, hiddenNames: [...event.hiddenNames, hidden] }
          yield* update(next)
          return yield* withGroups(next)
        }),

      /** Shows a hidden name again. */
      showName: (hostId: UserId, id: GymEventId, name: string) =>
        Effect.gen(function* () {
          const event = yield* ownEvent(hostId, id)
          const shown = normaliseName(name)
          if (!event.hiddenNames.includes(shown)) return yield* withGroups(event)
          const next = { ...event, hiddenNames: event.hiddenNames.filter((hidden) => hidden !== shown) }
          yield* update(next)
          return yield* withGroups(next)
        }),

      /** Replaces the screen's token: the old link opens nothing from now on. Answers the new token. */
      replaceScreenToken: (hostId: UserId, id: GymEventId) =>
        Effect.gen(function* () {
          const event = yield* ownEvent(hostId, id)
          const minted = yield* tokens.mint
          yield* update({ ...event, screenTokenHash: minted.hash })
          return minted.token
        }),

      /** The night's results and CSV for its host (or the terminal, `hostId` null). */
      results: (hostId: UserId | null, id: GymEventId) =>
        Effect.gen(function* () {
          const event =
            hostId === null
              ? yield* Effect.flatMap(store.get(id), (found) => (found === null ? Effect.fail(new GymEventNotFound()) : Effect.succeed(found)))
              : yield* ownEvent(hostId, id)
          const entries = yield* store.entries(id)
          const { textOf, packOf } = cardsOf(yield* eventPacks(event))
          return {
            event: { event, groups: entries.length } satisfies EventWithGroups,
            results: eventResultsOf(event, entries, textOf, packOf) satisfies EventResults,
            csv: eventResultsCsv(event, entries)
          }
        }),

      /**
       * What a group learns by joining with a code: the open event (or one starting within the hour)
       * and its packs, whole. Any other code, a closed or ended event's included, is JoinCodeUnknown.
       */
      join: (code: string) =>
        Effect.gen(function* () {
          const event = yield* store.byJoinCode(code)
          if (event === null || !isJoinable(event, yield* Clock.currentTimeMillis)) return yield* new JoinCodeUnknown()
          return { event, packs: yield* eventPacks(event) }
        }),

      /** What the screen shows, for the holder of its link. */
      screen: (id: GymEventId, token: string) =>
        Effect.gen(function* () {
          const event = yield* openScreen(id, token)
          return yield* screenAt(id, token, cardsOf(yield* eventPacks(event)).textOf)
        }),

      /**
       * The screen now and a new view whenever the event's revision moves: at once for a change this
       * process made (EventChanges), within `eventsMovedEveryMs` for another process's (`screenPollMs`
       * on a store that cannot name the events it changed); once the link stops opening the event
       * (replaced), `listen` hands on nothing more and `stillOpen` answers false.
       * The screens of one event on one link (a gym's TVs) share one read of the revision and one
       * view per change: in the caller's scope, the screen listens before its first view is read.
       */
      followScreen: (id: GymEventId, token: string) =>
        Effect.gen(function* () {
          yield* screenHere
          const event = yield* openScreen(id, token)
          const { textOf } = cardsOf(yield* eventPacks(event))
          // Listened to before the first view is read, so a view made between the two is not lost: the
          // latest one heard is kept until the stream takes over (`listen`). A plain function per
          // screen, not a queue and a fiber: a night's hundreds of TVs are handed each view at once.
          let heard: VersionedScreen | undefined
          let onNext = (next: VersionedScreen) => {
            heard = next
          }
          yield* screenPolls.listen(
            screenPollKey(id, token),
            () => {
              let seen = -1
              // A read the link no longer opens gives nothing: `stillOpen` is what ends the stream, with its word.
              return Effect.flatMap(store.revision(id), (revision) =>
                revision === seen
                  ? Effect.succeed(Option.none<VersionedScreen>())
                  : Effect.tap(Effect.option(screenAt(id, token, textOf)), (view) => Effect.sync(() => Option.map(view, ({ version }) => (seen = version))))
              )
            },
            (next) => onNext(next)
          )
          const current = yield* screenAt(id, token, textOf)
          const listen = (onView: (next: VersionedScreen) => void) =>
            Effect.sync(() => {
              onNext = onView
              if (heard !== undefined && heard.version > current.version) onView(heard)
              heard = undefined
            })
          // Checked every few seconds for every TV of the night: the token hashed once, and the event
          // read only when its revision moved (a new screen token moves it, as every change does).
          const tokenHash = tokens.hashOf(token)
          let openAt = -1
          const stillOpen = Effect.flatMap(store.revision(id), (revision) =>
            revision === openAt
              ? Effect.succeed(true)
              : Effect.map(Effect.isSuccess(eventShownBy(id, tokenHash)), (isOpen) => {
                  if (isOpen) openAt = revision
                  return isOpen
                })
          )
          return { current, listen, stillOpen }
        })
    }
  }),
  dependencies: [AdminAudit.Default]
}) {}
