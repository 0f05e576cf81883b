import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { UserId } from "../domain/ids.ts"
import { isListedAdmin, isRecentLogin, isSessionExpired, recentLoginMs, renewedExpiry, sessionLifetimeMs } from "./auth-policy.ts"

const session = (createdAt: number, expiresAt: number) => ({ tokenHash: "h", userId: UserId.make("u"), createdAt, expiresAt })
const day = 86_400_000

describe("sessions", () => {
  it("expire at their expiry, not before", () => {
    expect(isSessionExpired(session(0, 1_000), 999)).toBe(false)
    expect(isSessionExpired(session(0, 1_000), 1_000)).toBe(true)
  })

  it("are renewed to a full 30 days only once past their half-life", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * day }), (remaining) => {
        const now = 1_000 * day
        const renewed = renewedExpiry(session(now - day, now + remaining), now)
        if (remaining < sessionLifetimeMs / 2) expect(renewed).toBe(now + sessionLifetimeMs)
        else expect(renewed).toBeUndefined()
      })
    )
  })

  it("count as a recent login for 10 minutes after they open", () => {
    expect(isRecentLogin(session(0, 30 * day), recentLoginMs - 1)).toBe(true)
    expect(isRecentLogin(session(0, 30 * day), recentLoginMs)).toBe(false)
  })
})

describe("admin e-mails", () => {
  it("match case-insensitively and ignore surrounding spaces", () => {
    expect(isListedAdmin("Boss@Allez.test", [" boss@allez.test "])).toBe(true)
    expect(isListedAdmin("boss@allez.test", ["other@allez.test"])).toBe(false)
  })
})
