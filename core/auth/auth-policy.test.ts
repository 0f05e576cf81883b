import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { UserId } from "../domain/ids.ts"
import { isRecentLogin, isSessionExpired, recentLoginMs, renewedExpiry, sessionAbsoluteLifetimeMs, sessionLifetimeMs } from "./auth-policy.ts"

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

  it("for all uses, never outlive 90 days from their sign-in, however often renewed", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 * day }), { minLength: 1, maxLength: 40 }), (gaps) => {
        let current = session(0, sessionLifetimeMs)
        let now = 0
        for (const gap of gaps) {
          now += gap
          if (isSessionExpired(current, now)) {
            expect(now >= current.expiresAt || now >= sessionAbsoluteLifetimeMs).toBe(true)
            return
          }
          const renewed = renewedExpiry(current, now)
          if (renewed !== undefined) current = { ...current, expiresAt: renewed }
          expect(current.expiresAt).toBeLessThanOrEqual(sessionAbsoluteLifetimeMs)
        }
      })
    )
    expect(isSessionExpired(session(0, sessionAbsoluteLifetimeMs + day), sessionAbsoluteLifetimeMs)).toBe(true)
  })

  it("count as a recent login for 10 minutes after they open", () => {
    expect(isRecentLogin(session(0, 30 * day), recentLoginMs - 1)).toBe(true)
    expect(isRecentLogin(session(0, 30 * day), recentLoginMs)).toBe(false)
  })
})
