import { Deferred, Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { ZxcvbnCommonPasswordList } from "#adapters/crypto/common-password-list.ts"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { AuthConfig } from "#core/auth/auth-config.ts"
import { Mailer, type OutgoingMail } from "#core/ports/mailer.ts"
import { PasswordHasher } from "#core/ports/password-hasher.ts"
import { accountLinks } from "../../api/auth/links.ts"
import { type AuthTestServer, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"
import { makeMemoryAuthLayer } from "../support/memory/auth-repositories.ts"
import { makeMemoryLayer } from "../support/memory/memory-layer.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const signUp = (email: string, language: "en" | "fr" = "en", client = server.browser()) =>
  client.request("/api/auth/sign-up", {
    method: "POST",
    headers: { "accept-language": language },
    json: { email, password: strongPassword, confirmation: strongPassword, displayName: "Sam" }
  })

describe("sign-up of an address already in use", () => {
  it("says 'This email is already used.' on the e-mail field, in both languages, signs nobody in and changes nothing", async () => {
    const holder = await server.signUp("holder@allez.test")
    const mailsBefore = server.mailsTo("holder@allez.test").length
    for (const [language, text] of [
      ["en", "This email is already used."],
      ["fr", "Cette adresse e-mail est déjà utilisée."]
    ] as const) {
      const taken = await signUp("HOLDER@allez.test", language)
      expect(taken.status).toBe(409)
      expect(taken.headers.getSetCookie()).toEqual([])
      expect(await taken.json()).toEqual({ error: { code: "email-taken", message: text, fields: { email: text } } })
    }
    // The holder's password and session still work; nobody mailed them anything.
    expect((await holder.request("/api/auth/me").then((response) => response.json())) as { profile: { displayName: string } }).toMatchObject({
      profile: { email: "holder@allez.test" }
    })
    const again = await server.browser().request("/api/auth/sign-in", { method: "POST", json: { email: "holder@allez.test", password: strongPassword } })
    expect(again.status).toBe(200)
    // A mail the holder asks for goes through the same mailer after all of the above: once it has
    // arrived, a mail any of them had sent would have too. The holder gets that one mail only.
    const marker = await server.browser().request("/api/auth/forgot-password", { method: "POST", json: { email: "holder@allez.test" } })
    expect(marker.status).toBe(202)
    await server.linkSentTo("holder@allez.test", `${server.url}/auth/forgot-password?token=`, mailsBefore + 1)
    expect(server.mailsTo("holder@allez.test")).toHaveLength(mailsBefore + 1)
  })

  it("makes each probe cost a sign-up: a solved proof of work each time, and the address's budget of sign-ups", async () => {
    const prober = server.browser({ solvesHumanChecks: false })
    const bare = await prober.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "holder@allez.test", password: strongPassword, confirmation: strongPassword }
    })
    expect(bare.status).toBe(403)
    // Ten sign-ups an hour from one address, taken or free alike; the eleventh waits.
    const budgeted = await startAuthTestServer()
    try {
      await budgeted.signUp("known@allez.test")
      const statuses: Array<number> = []
      for (let probe = 0; probe < 11; probe++) {
        const response = await budgeted.browser().request("/api/auth/sign-up", {
          method: "POST",
          json: { email: probe % 2 === 0 ? "known@allez.test" : `fresh${probe}@allez.test`, password: strongPassword, confirmation: strongPassword }
        })
        statuses.push(response.status)
      }
      expect(statuses.slice(0, 10)).toEqual([409, 201, 409, 201, 409, 201, 409, 201, 409, 201])
      expect(statuses[10]).toBe(429)
    } finally {
      await budgeted.close()
    }
  })

  it("keeps the spec's message for the signed-in e-mail change in settings", async () => {
    const mover = await server.signUp("mover@allez.test")
    await server.signUp("occupied@allez.test")
    const proof = await server.solveHumanCheck(mover, "change_email")
    const taken = await mover.request("/api/auth/change-email", {
      method: "POST",
      headers: { "x-human-check": proof, "accept-language": "en" },
      json: { email: "occupied@allez.test" }
    })
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe("This email is already used.")
  })
})

describe("password reset", () => {
  it("answers a known and an unknown address alike", async () => {
    await server.signUp("known@allez.test")
    const client = server.browser()
    const known = await client.request("/api/auth/forgot-password", { method: "POST", json: { email: "known@allez.test" } })
    const unknown = await client.request("/api/auth/forgot-password", { method: "POST", json: { email: "nobody@allez.test" } })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.text()).toBe(await unknown.text())
    await server.linkSentTo("known@allez.test", `${server.url}/auth/forgot-password?token=`, 2)
  })
})

/**
 * The request path never waits for a mail: with the mailer held, a sign-up is signed in and a reset
 * for a known address answers at once (they would wait forever otherwise); the mails go out once
 * the mailer is released.
 */
describe("mail off the request path", () => {
  it("signs a new account in and answers a reset for a known address while no mail can be sent yet", async () => {
    const sent: Array<OutgoingMail> = []
    let gate = await Effect.runPromise(Deferred.make<void>())
    await Effect.runPromise(Deferred.succeed(gate, undefined))
    const threeSent = await Effect.runPromise(Deferred.make<void>())
    const mailer = Layer.succeed(Mailer, {
      send: (mail) =>
        Effect.gen(function* () {
          yield* Deferred.await(gate)
          sent.push(mail)
          if (sent.length === 3) yield* Deferred.succeed(threeSent, undefined)
        })
    })
    const hasher = Layer.succeed(PasswordHasher, {
      hash: (password) => Effect.succeed(`hashed:${password}`),
      verify: (hash, password) => Effect.succeed(hash === `hashed:${password}`)
    })
    const layer = Accounts.Default.pipe(
      Layer.provideMerge(
        Layer.mergeAll(
          makeMemoryLayer(),
          makeMemoryAuthLayer(),
          mailer,
          hasher,
          OsloSecretTokens,
          ZxcvbnCommonPasswordList,
          Layer.succeed(AuthConfig, { mailFrom: "no-reply@allez.test", ...accountLinks("https://allez.example") })
        )
      )
    )
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const accounts = yield* Accounts
        yield* accounts.register({ email: "held@allez.test", password: strongPassword, language: "en" })
        const afterRegister = sent.length
        gate = yield* Deferred.make<void>()
        const opened = yield* accounts.signUp({ email: "new@allez.test", password: strongPassword, language: "en" })
        yield* accounts.requestPasswordReset("held@allez.test")
        const whileHeld = sent.length
        yield* Deferred.succeed(gate, undefined)
        yield* Deferred.await(threeSent)
        return { afterRegister, whileHeld, signedIn: opened.profile.email, subjects: sent.map((mail) => `${mail.to}: ${mail.subject}`).sort() }
      }).pipe(Effect.provide(layer))
    )
    expect(outcome.afterRegister).toBe(1)
    expect(outcome.whileHeld).toBe(1)
    expect(outcome.signedIn).toBe("new@allez.test")
    expect(outcome.subjects).toEqual([
      "held@allez.test: Confirm your e-mail address for Allez!",
      "held@allez.test: Reset your Allez! password",
      "new@allez.test: Confirm your e-mail address for Allez!"
    ])
  })
})
