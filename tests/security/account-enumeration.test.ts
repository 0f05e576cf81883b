import { Deferred, Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { ZxcvbnCommonPasswordList } from "#adapters/crypto/common-password-list.ts"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { makeMemoryAuthLayer } from "#adapters/memory/auth-repositories.ts"
import { makeMemoryLayer } from "#adapters/memory/memory-layer.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { AuthConfig } from "#core/auth/auth-config.ts"
import { Mailer, type OutgoingMail } from "#core/ports/mailer.ts"
import { PasswordHasher } from "#core/ports/password-hasher.ts"
import { accountLinks } from "../../api/auth/links.ts"
import { type AuthTestServer, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"
import { decodeQuotedPrintable } from "../auth/mime-text.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const signUp = (email: string) =>
  server.browser().request("/api/auth/sign-up", {
    method: "POST",
    headers: { "accept-language": "en" },
    json: { email, password: strongPassword, confirmation: strongPassword, displayName: "Sam" }
  })

describe("sign-up", () => {
  it("answers a taken address exactly as a free one, signs nobody in, and tells the holder by mail", async () => {
    await server.signUp("holder@allez.test")
    const taken = await signUp("HOLDER@allez.test")
    const free = await signUp("newbie@allez.test")
    for (const response of [taken, free]) {
      expect(response.status).toBe(202)
      expect(response.headers.getSetCookie()).toEqual([])
    }
    const [takenBody, freeBody] = [await taken.text(), await free.text()]
    expect(takenBody.replace("HOLDER@allez.test", "<email>")).toBe(freeBody.replace("newbie@allez.test", "<email>"))

    await server.linkSentTo("holder@allez.test", `${server.url}/auth/forgot-password`, 2)
    const notice = decodeQuotedPrintable(server.mailsTo("holder@allez.test")[1]?.raw ?? "")
    expect(notice).toContain("You already have an Allez! account")
    expect(notice).toContain(`${server.url}/auth/forgot-password`)
    expect(notice).not.toMatch(/token=/)
    await server.linkSentTo("newbie@allez.test", `${server.url}/auth/verify-email?token=`)
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
 * The request path does the same work either way: with the mailer held, sign-up and reset answer at
 * once for a taken, known address too (they would wait forever otherwise); the mails go out once
 * the mailer is released.
 */
describe("mail off the request path", () => {
  it("answers sign-up and reset for a taken, known address while no mail can be sent yet", async () => {
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
        yield* accounts.signUp({ email: "held@allez.test", password: strongPassword, language: "en" })
        yield* accounts.requestPasswordReset("held@allez.test")
        const whileHeld = sent.length
        yield* Deferred.succeed(gate, undefined)
        yield* Deferred.await(threeSent)
        return { afterRegister, whileHeld, subjects: sent.map((mail) => mail.subject).sort() }
      }).pipe(Effect.provide(layer))
    )
    expect(outcome.afterRegister).toBe(1)
    expect(outcome.whileHeld).toBe(1)
    expect(outcome.subjects).toEqual(["Confirm your e-mail address for Allez!", "Reset your Allez! password", "You already have an Allez! account"])
  })
})
