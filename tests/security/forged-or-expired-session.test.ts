import { Effect } from "effect"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { UserId } from "#core/domain/ids.ts"
import { SecretTokens } from "#core/ports/secret-tokens.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("treats a forged session cookie as nobody, and clears it", async () => {
  const forger = server.browser()
  for (const forged of ["abcdefghijklmnopqrstuvwxyz234567", "x".repeat(500), "' OR 1=1 --", ""]) {
    forger.cookies.set(sessionCookieName, encodeURIComponent(forged))
    const response = await forger.request("/api/auth/me")
    expect(response.status).toBe(200)
    expect(((await response.json()) as { profile: unknown }).profile).toBeNull()
  }
})

it("refuses a session past its expiry and forgets it", async () => {
  const browser = await server.signUp("expired@allez.test")
  const userId = ((await (await browser.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id
  const minted = await Effect.runPromise(Effect.provide(SecretTokens.pipe(Effect.flatMap((tokens) => tokens.mint)), OsloSecretTokens))
  const now = Date.now()
  await server.runtime.runPromise(
    Effect.flatMap(SessionRepository, (sessions) =>
      sessions.create({ tokenHash: minted.hash, userId: UserId.make(userId), createdAt: now - 40 * 86_400_000, expiresAt: now - 1_000 })
    )
  )
  const stale = server.browser()
  stale.cookies.set(sessionCookieName, minted.token)
  expect(((await (await stale.request("/api/auth/me")).json()) as { profile: unknown }).profile).toBeNull()
  expect(stale.cookies.has(sessionCookieName)).toBe(false)
  const gone = await server.runtime.runPromise(Effect.flatMap(SessionRepository, (sessions) => sessions.get(minted.hash)))
  expect(gone._tag).toBe("None")
})

it("renews a session past its half-life with a fresh cookie", async () => {
  const browser = await server.signUp("sliding@allez.test")
  const userId = ((await (await browser.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id
  const minted = await Effect.runPromise(Effect.provide(SecretTokens.pipe(Effect.flatMap((tokens) => tokens.mint)), OsloSecretTokens))
  const now = Date.now()
  await server.runtime.runPromise(
    Effect.flatMap(SessionRepository, (sessions) =>
      sessions.create({ tokenHash: minted.hash, userId: UserId.make(userId), createdAt: now - 20 * 86_400_000, expiresAt: now + 10 * 86_400_000 })
    )
  )
  const old = server.browser()
  old.cookies.set(sessionCookieName, minted.token)
  const response = await old.request("/api/auth/me")
  expect(response.status).toBe(200)
  expect(response.headers.getSetCookie().some((line) => line.startsWith(`${sessionCookieName}=${minted.token}`))).toBe(true)
  const stored = await server.runtime.runPromise(Effect.flatMap(SessionRepository, (sessions) => sessions.get(minted.hash)))
  expect(stored._tag === "Some" && stored.value.expiresAt > now + 29 * 86_400_000).toBe(true)
})
