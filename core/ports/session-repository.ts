import { Context, type Effect, type Option, Schema } from "effect"
import { UserId } from "../domain/ids.ts"

/**
 * A signed-in session as stored: only the SHA-256 of the cookie's token (hex) is kept, so a copy of
 * the store signs nobody in. Times are epoch milliseconds.
 */
export const StoredSession = Schema.Struct({
  tokenHash: Schema.String,
  userId: UserId,
  createdAt: Schema.Number,
  expiresAt: Schema.Number
})
export type StoredSession = typeof StoredSession.Type

/** Sessions, by token hash. */
export class SessionRepository extends Context.Tag("Ports/SessionRepository")<
  SessionRepository,
  {
    readonly create: (session: StoredSession) => Effect.Effect<void>
    readonly get: (tokenHash: string) => Effect.Effect<Option.Option<StoredSession>>
    /** Moves the expiry (the sliding window); nothing when the session is gone. */
    readonly extend: (tokenHash: string, expiresAt: number) => Effect.Effect<void>
    readonly delete: (tokenHash: string) => Effect.Effect<void>
    /**
     * Signs the user out everywhere (after a password reset, or when an account is linked), or
     * everywhere but the session `keep` (after an e-mail change, the session that confirmed it).
     */
    readonly deleteAllOf: (userId: UserId, keep?: string) => Effect.Effect<void>
  }
>() {}
