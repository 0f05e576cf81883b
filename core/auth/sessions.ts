import { Clock, Effect, Option } from "effect"
import type { StoredSession } from "../ports/session-repository.ts"
import type { AccountSteps } from "./account-steps.ts"
import { isSessionExpired, renewedExpiry } from "./auth-policy.ts"

/** A session presented by a client, and the new expiry when it was renewed. */
export interface ActiveSession {
  readonly session: StoredSession
  readonly renewedUntil: number | undefined
}

/** The sessions behind the cookies: read (and renewed), checked, signed out. */
export const sessionFlow = ({ sessions, secrets }: AccountSteps) => ({
  /**
   * The session behind a cookie token, renewed when past its half-life; none when unknown or expired.
   * A plain pipeline rather than a generator: every signed-in request reads its session.
   */
  readSession: (token: string) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const tokenHash = secrets.hashOf(token)
      return Effect.flatMap(sessions.get(tokenHash), (found): Effect.Effect<Option.Option<ActiveSession>> => {
        if (Option.isNone(found)) return Effect.succeed(Option.none())
        if (isSessionExpired(found.value, now)) return Effect.as(sessions.delete(tokenHash), Option.none())
        const renewedUntil = renewedExpiry(found.value, now)
        if (renewedUntil === undefined) return Effect.succeed(Option.some({ session: found.value, renewedUntil }))
        return Effect.as(sessions.extend(tokenHash, renewedUntil), Option.some({ session: { ...found.value, expiresAt: renewedUntil }, renewedUntil }))
      })
    }),

  /** True while the stored session (by its hash) exists and has not expired; renews nothing. */
  isSessionLive: (tokenHash: string) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const found = yield* sessions.get(tokenHash)
      return Option.isSome(found) && !isSessionExpired(found.value, now)
    }),

  /** Signs out: the session behind the token is deleted. */
  signOut: (token: string) => sessions.delete(secrets.hashOf(token)),

  /** The hash a session token is stored under. */
  sessionHashOf: (token: string) => secrets.hashOf(token)
})
