import { type Context, Duration, Effect, Layer, Option, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import type { SharedStatePorts } from "#core/ports/data-ports.ts"
import { FileStore } from "#core/ports/file-store.ts"
import { RateLimiter } from "#core/ports/rate-limiter.ts"
import { ServerSecrets } from "#core/ports/server-secrets.ts"
import { SpentProofs } from "#core/ports/spent-proofs.ts"

/**
 * A fresh store, and a way to open it: every call of the function it returns is another server on the
 * same store (another connection, another client), which must agree with the first.
 */
export type OpenStore<R> = () => () => Layer.Layer<R>

export interface SharedStateContractOptions {
  readonly timeout?: number
}

const minute = 60_000
const backOff = { freeFailures: 2, firstWaitMs: minute, maxWaitMs: 4 * minute, forgetAfterMs: 60 * minute }

/**
 * Runs `body` against `count` servers on one fresh store, on a test clock set to the time now (so a
 * store that expires documents by the real time, as MongoDB's TTL indexes do, keeps them while the
 * test moves its clock forward).
 */
const onServers = <R, A>(openStore: OpenStore<R>, count: number, body: (servers: ReadonlyArray<Context.Context<R>>) => Effect.Effect<A>): Promise<A> => {
  const open = openStore()
  return Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.now())
        const servers = yield* Effect.forEach(Array.from({ length: count }), () => Layer.build(open()))
        return yield* body(servers)
      })
    ).pipe(Effect.provide(TestContext.TestContext))
  )
}

/** What every adapter of FileStore must do (disk, memory, SQLite, GridFS). */
export const describeFileStoreContract = (name: string, openStore: OpenStore<FileStore>, options: SharedStateContractOptions = {}) => {
  describe(`${name}: stored files`, () => {
    it(
      "keeps the bytes under their path, served by every server with the type its extension names, replaced and deleted",
      async () => {
        // Every byte value, and more than one GridFS chunk (255 KiB).
        const photo = Uint8Array.from({ length: 600 * 1024 }, (_, index) => (index * 7) % 256)
        const smaller = Uint8Array.from([0, 1, 2, 255, 0])
        const seen = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* Effect.provide(FileStore, first as Context.Context<FileStore>)
            const b = yield* Effect.provide(FileStore, second as Context.Context<FileStore>)
            yield* a.put("users/u-ana/photo-1.webp", { bytes: photo, contentType: "image/webp" })
            yield* a.put("images/logo.png", { bytes: smaller, contentType: "image/png" })
            const fromOther = yield* b.get("users/u-ana/photo-1.webp")
            const png = yield* b.get("images/logo.png")
            yield* b.put("users/u-ana/photo-1.webp", { bytes: smaller, contentType: "image/webp" })
            const replaced = yield* a.get("users/u-ana/photo-1.webp")
            yield* a.delete("users/u-ana/photo-1.webp")
            yield* a.delete("users/u-ana/never-there.webp")
            return {
              fromOther,
              png,
              replaced,
              deleted: yield* b.get("users/u-ana/photo-1.webp"),
              missing: yield* b.get("users/u-bob/photo.webp"),
              outside: yield* b.get("../allez.sqlite"),
              url: a.urlOf("users/u-ana/photo-2.webp"),
              path: b.pathOf(a.urlOf("users/u-ana/photo-2.webp")),
              foreign: b.pathOf("https://elsewhere.example/files/x.webp"),
              climbing: b.pathOf("/files/../allez.sqlite")
            }
          })
        )
        expect(Option.map(seen.fromOther, (file) => file.contentType)).toEqual(Option.some("image/webp"))
        expect(Option.map(seen.fromOther, (file) => Buffer.from(file.bytes).equals(Buffer.from(photo)))).toEqual(Option.some(true))
        expect(seen.png).toEqual(Option.some({ bytes: smaller, contentType: "image/png" }))
        expect(seen.replaced).toEqual(Option.some({ bytes: smaller, contentType: "image/webp" }))
        expect(seen.deleted).toEqual(Option.none())
        expect(seen.missing).toEqual(Option.none())
        expect(seen.outside).toEqual(Option.none())
        expect(seen.url).toBe("/files/users/u-ana/photo-2.webp")
        expect(seen.path).toEqual(Option.some("users/u-ana/photo-2.webp"))
        expect(seen.foreign).toEqual(Option.none())
        expect(seen.climbing).toEqual(Option.none())
      },
      options.timeout
    )

    it(
      "deletes a person's folder with every file under it, and nothing of a folder whose name only starts the same",
      async () => {
        const bytes = Uint8Array.from([1, 2, 3])
        const left = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* Effect.provide(FileStore, first as Context.Context<FileStore>)
            const b = yield* Effect.provide(FileStore, second as Context.Context<FileStore>)
            const paths = ["users/u-ana/photo-1.webp", "users/u-ana/photo-2.webp", "users/u-ana2/photo.webp", "users/u-an/photo.webp", "images/logo.png"]
            for (const path of paths) yield* a.put(path, { bytes, contentType: "image/webp" })
            yield* b.deleteFolder("users/u-ana")
            yield* b.deleteFolder("users/u-nobody")
            const kept: Array<string> = []
            for (const path of paths) if (Option.isSome(yield* a.get(path))) kept.push(path)
            return kept
          })
        )
        expect(left).toEqual(["users/u-ana2/photo.webp", "users/u-an/photo.webp", "images/logo.png"])
      },
      options.timeout
    )
  })
}

/** What every adapter of the shared state must do, run against each of them (memory, SQLite, MongoDB). */
export const describeSharedStateContract = (name: string, openStore: OpenStore<SharedStatePorts>, options: SharedStateContractOptions = {}) => {
  const limiterOf = (server: Context.Context<SharedStatePorts> | undefined) => Effect.provide(RateLimiter, server as Context.Context<SharedStatePorts>)

  describe(`${name}: rate limits`, () => {
    it(
      "counts attempts in a window across servers, and starts again once the window has passed",
      async () => {
        const seen = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* limiterOf(first)
            const b = yield* limiterOf(second)
            const allowed = [
              yield* a.attempt("sign-up:ip", 3, minute),
              yield* b.attempt("sign-up:ip", 3, minute),
              yield* a.attempt("sign-up:ip", 3, minute),
              yield* b.attempt("sign-up:ip", 3, minute),
              yield* a.attempt("other", 3, minute)
            ]
            const recorded = [yield* a.record("contact", minute), yield* b.record("contact", minute), yield* a.record("contact", minute)]
            yield* TestClock.adjust(Duration.millis(minute + 1))
            return { allowed, recorded, later: yield* b.attempt("sign-up:ip", 3, minute), recordedLater: yield* b.record("contact", minute) }
          })
        )
        expect(seen).toEqual({ allowed: [true, true, true, false, true], recorded: [1, 2, 3], later: true, recordedLater: 1 })
      },
      options.timeout
    )

    it(
      "lets exactly the limit through when many attempts race on several servers",
      async () => {
        const allowed = await onServers(openStore, 3, (servers) =>
          Effect.gen(function* () {
            const limiters = yield* Effect.forEach(servers, limiterOf)
            const attempts = Array.from({ length: 30 }, (_, index) => limiters[index % limiters.length] as (typeof limiters)[number])
            return yield* Effect.forEach(attempts, (limiter) => limiter.attempt("race", 7, minute), { concurrency: "unbounded" })
          })
        )
        expect(allowed.filter(Boolean)).toHaveLength(7)
      },
      options.timeout
    )

    it(
      "holds at most the limit of places across servers, gives them back, and frees a place whose lease ran out",
      async () => {
        const seen = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* limiterOf(first)
            const b = yield* limiterOf(second)
            const one = yield* a.hold("streams:u-ana", 2, minute)
            const two = yield* b.hold("streams:u-ana", 2, minute)
            const third = yield* a.hold("streams:u-ana", 2, minute)
            const elsewhere = yield* b.hold("streams:u-bob", 2, minute)
            if (Option.isSome(one)) yield* one.value
            const afterRelease = yield* b.hold("streams:u-ana", 2, minute)
            const full = yield* a.hold("streams:u-ana", 2, minute)
            yield* TestClock.adjust(Duration.millis(minute + 1))
            const afterLease = yield* a.hold("streams:u-ana", 2, minute)
            return [one, two, third, elsewhere, afterRelease, full, afterLease].map(Option.isSome)
          })
        )
        expect(seen).toEqual([true, true, false, true, true, false, true])
      },
      options.timeout
    )

    it(
      "makes a key wait longer at each failure past the free ones, counted on any server, and forgets in time",
      async () => {
        const waits = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const servers = [yield* limiterOf(first), yield* limiterOf(second)]
            const seen: Array<number> = []
            let turn = 0
            const fail = Effect.suspend(() => {
              const limiter = servers[turn++ % 2] as (typeof servers)[number]
              const other = servers[turn % 2] as (typeof servers)[number]
              return Effect.zipRight(
                limiter.addFailure("k", backOff),
                Effect.flatMap(other.waitFor("k", backOff), (wait) => Effect.sync(() => seen.push(wait)))
              )
            })
            const [a, b] = servers as [(typeof servers)[number], (typeof servers)[number]]
            yield* fail
            yield* fail
            for (let failure = 0; failure < 4; failure++) {
              yield* fail
              yield* TestClock.adjust(Duration.millis(seen.at(-1) ?? 0))
            }
            yield* TestClock.adjust(Duration.minutes(61))
            seen.push(yield* a.waitFor("k", backOff))
            yield* a.addFailure("other", backOff)
            yield* b.removeFailure("other")
            seen.push(yield* Effect.zipRight(a.addFailure("other", backOff), b.addFailure("other", backOff)).pipe(Effect.zipRight(a.waitFor("other", backOff))))
            yield* Effect.forEach([1, 2, 3], () => b.addFailure("other", backOff), { discard: true })
            seen.push(yield* a.waitFor("other", backOff))
            yield* b.removeFailure("other")
            seen.push(yield* a.waitFor("other", backOff))
            // How many failures a key holds, the same from either server (what asks for a human check).
            seen.push(yield* a.failuresOf("other"), yield* b.failuresOf("other"), yield* b.failuresOf("never"))
            yield* a.clearFailures("other")
            seen.push(yield* b.waitFor("other", backOff), yield* a.failuresOf("other"))
            return seen
          })
        )
        expect(waits).toEqual([0, 0, minute, 2 * minute, 4 * minute, 4 * minute, 0, 0, 4 * minute, 2 * minute, 4, 4, 0, 0, 0])
      },
      options.timeout
    )

    it(
      "remembers a member for a while, on every server",
      async () => {
        const seen = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* limiterOf(first)
            const b = yield* limiterOf(second)
            yield* a.remember("usual", "10.0.0.1", minute)
            const known = yield* b.isRemembered("usual", "10.0.0.1")
            const stranger = yield* b.isRemembered("usual", "10.0.0.2")
            const elsewhere = yield* b.isRemembered("other", "10.0.0.1")
            yield* TestClock.adjust(Duration.minutes(2))
            const forgotten = yield* b.isRemembered("usual", "10.0.0.1")
            yield* b.remember("usual", "10.0.0.1", minute)
            return [known, stranger, elsewhere, forgotten, yield* a.isRemembered("usual", "10.0.0.1")]
          })
        )
        expect(seen).toEqual([true, false, false, false, true])
      },
      options.timeout
    )
  })

  describe(`${name}: spent proofs and server secrets`, () => {
    it(
      "accepts a proof once across servers, even when its uses race",
      async () => {
        const seen = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* Effect.provide(SpentProofs, first as Context.Context<SharedStatePorts>)
            const b = yield* Effect.provide(SpentProofs, second as Context.Context<SharedStatePorts>)
            const expiresAt = (yield* TestClock.currentTimeMillis) + 10 * minute
            const sequence = [
              yield* a.spend("sig-1", expiresAt),
              yield* b.spend("sig-1", expiresAt),
              yield* a.spend("sig-1", expiresAt),
              yield* b.spend("sig-2", expiresAt)
            ]
            const raced = yield* Effect.forEach(Array.from({ length: 12 }), (_, index) => (index % 2 === 0 ? a : b).spend("sig-3", expiresAt), {
              concurrency: "unbounded"
            })
            return { sequence, raced: raced.filter(Boolean).length }
          })
        )
        expect(seen).toEqual({ sequence: [true, false, false, true], raced: 1 })
      },
      options.timeout
    )

    it(
      "keeps the first secret stored under a name, the same for every server",
      async () => {
        const seen = await onServers(openStore, 2, ([first, second]) =>
          Effect.gen(function* () {
            const a = yield* Effect.provide(ServerSecrets, first as Context.Context<SharedStatePorts>)
            const b = yield* Effect.provide(ServerSecrets, second as Context.Context<SharedStatePorts>)
            const raced = yield* Effect.all([a.obtain("raced", "from-a"), b.obtain("raced", "from-b")], { concurrency: "unbounded" })
            return [yield* a.obtain("altcha", "first"), yield* b.obtain("altcha", "second"), yield* b.obtain("other", "third"), new Set(raced).size]
          })
        )
        expect(seen).toEqual(["first", "first", "third", 1])
      },
      options.timeout
    )
  })

  describeFileStoreContract(name, openStore, options)
}
