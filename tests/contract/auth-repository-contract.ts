import { Effect, type Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { UserId } from "#core/domain/ids.ts"
import { CredentialRepository } from "#core/ports/credential-repository.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { TokenRepository } from "#core/ports/token-repository.ts"

type AuthPorts = SessionRepository | TokenRepository | CredentialRepository

/** What every adapter of the account ports must do, run against each of them. */
export const describeAuthRepositoryContract = (name: string, makeLayer: () => Layer.Layer<AuthPorts>) => {
  const run = <A>(effect: Effect.Effect<A, never, AuthPorts>) => Effect.runPromise(Effect.provide(effect, makeLayer()))
  const ana = UserId.make("u-ana")
  const bob = UserId.make("u-bob")

  describe(`${name}: sessions`, () => {
    it("keeps a session by its hash, extends it, deletes it, and signs a user out everywhere", async () => {
      const seen = await run(
        Effect.gen(function* () {
          const sessions = yield* SessionRepository
          yield* sessions.create({ tokenHash: "h1", userId: ana, createdAt: 1, expiresAt: 100 })
          yield* sessions.create({ tokenHash: "h2", userId: ana, createdAt: 2, expiresAt: 100 })
          yield* sessions.create({ tokenHash: "h3", userId: bob, createdAt: 3, expiresAt: 100 })
          const first = yield* sessions.get("h1")
          yield* sessions.extend("h1", 500)
          const extended = yield* sessions.get("h1")
          yield* sessions.delete("h1")
          const deleted = yield* sessions.get("h1")
          yield* sessions.deleteAllOf(ana)
          return { first, extended, deleted, h2: yield* sessions.get("h2"), h3: yield* sessions.get("h3"), unknown: yield* sessions.get("nope") }
        })
      )
      expect(seen.first).toEqual(Option.some({ tokenHash: "h1", userId: ana, createdAt: 1, expiresAt: 100 }))
      expect(Option.map(seen.extended, (session) => session.expiresAt)).toEqual(Option.some(500))
      expect(seen.deleted).toEqual(Option.none())
      expect(seen.h2).toEqual(Option.none())
      expect(Option.isSome(seen.h3)).toBe(true)
      expect(seen.unknown).toEqual(Option.none())
    })

    it("signs a user out everywhere but the session kept", async () => {
      const left = await run(
        Effect.gen(function* () {
          const sessions = yield* SessionRepository
          for (const [tokenHash, userId] of [
            ["k1", ana],
            ["k2", ana],
            ["k3", ana],
            ["k4", bob]
          ] as const) {
            yield* sessions.create({ tokenHash, userId, createdAt: 1, expiresAt: 100 })
          }
          yield* sessions.deleteAllOf(ana, "k2")
          return yield* Effect.forEach(["k1", "k2", "k3", "k4"], (tokenHash) => Effect.map(sessions.get(tokenHash), Option.isSome))
        })
      )
      expect(left).toEqual([false, true, false, true])
    })
  })

  describe(`${name}: one-time tokens`, () => {
    it("gives a token back once, only for its purpose", async () => {
      const seen = await run(
        Effect.gen(function* () {
          const tokens = yield* TokenRepository
          const token = { tokenHash: "t1", purpose: "reset-password", userId: ana, email: "ana@x.test", expiresAt: Date.now() + 60_000 } as const
          yield* tokens.add(token)
          const wrongPurpose = yield* tokens.consume("t1", "verify-email")
          const first = yield* tokens.consume("t1", "reset-password")
          const second = yield* tokens.consume("t1", "reset-password")
          return { token, wrongPurpose, first, second }
        })
      )
      expect(seen.wrongPurpose).toEqual(Option.none())
      expect(seen.first).toEqual(Option.some(seen.token))
      expect(seen.second).toEqual(Option.none())
    })

    it("shows a token without using it up, with what the link carries", async () => {
      const seen = await run(
        Effect.gen(function* () {
          const tokens = yield* TokenRepository
          const token = {
            tokenHash: "l1",
            purpose: "link-identity",
            userId: ana,
            email: "ana@x.test",
            expiresAt: Date.now() + 60_000,
            detail: "google:sub-9"
          } as const
          yield* tokens.add(token)
          const wrongPurpose = yield* tokens.find("l1", "verify-email")
          const found = yield* tokens.find("l1", "link-identity")
          const consumed = yield* tokens.consume("l1", "link-identity")
          return { token, wrongPurpose, found, consumed, after: yield* tokens.find("l1", "link-identity") }
        })
      )
      expect(seen.wrongPurpose).toEqual(Option.none())
      expect(seen.found).toEqual(Option.some(seen.token))
      expect(seen.consumed).toEqual(Option.some(seen.token))
      expect(seen.after).toEqual(Option.none())
    })

    it("forgets the older links of a user and purpose", async () => {
      const left = await run(
        Effect.gen(function* () {
          const tokens = yield* TokenRepository
          const expiresAt = Date.now() + 60_000
          yield* tokens.add({ tokenHash: "a", purpose: "verify-email", userId: ana, email: "ana@x.test", expiresAt })
          yield* tokens.add({ tokenHash: "b", purpose: "reset-password", userId: ana, email: "ana@x.test", expiresAt })
          yield* tokens.add({ tokenHash: "c", purpose: "verify-email", userId: bob, email: "bob@x.test", expiresAt })
          yield* tokens.deleteAllOf(ana, "verify-email")
          return [
            Option.isSome(yield* tokens.consume("a", "verify-email")),
            Option.isSome(yield* tokens.consume("b", "reset-password")),
            Option.isSome(yield* tokens.consume("c", "verify-email"))
          ]
        })
      )
      expect(left).toEqual([false, true, true])
    })
  })

  describe(`${name}: credentials and identities`, () => {
    it("stores and replaces credentials, and links a provider's subject to one user", async () => {
      const seen = await run(
        Effect.gen(function* () {
          const credentials = yield* CredentialRepository
          const none = yield* credentials.get(ana)
          yield* credentials.put({ userId: ana, passwordHash: "hash-1", emailVerified: false })
          yield* credentials.put({ userId: ana, passwordHash: null, emailVerified: true })
          const replaced = yield* credentials.get(ana)
          yield* credentials.linkIdentity("google", "sub-1", ana)
          yield* credentials.linkIdentity("google", "sub-1", bob)
          return {
            none,
            replaced,
            google: yield* credentials.findIdentity("google", "sub-1"),
            facebook: yield* credentials.findIdentity("facebook", "sub-1")
          }
        })
      )
      expect(seen.none).toEqual(Option.none())
      expect(seen.replaced).toEqual(Option.some({ userId: ana, passwordHash: null, emailVerified: true }))
      expect(seen.google).toEqual(Option.some(ana))
      expect(seen.facebook).toEqual(Option.none())
    })
  })
}
