import { getConnInfo } from "@hono/node-server/conninfo"
import { Cause, type Effect, Exit, type ManagedRuntime, Option } from "effect"
import type { Context } from "hono"
import type { ProviderConfig } from "../../adapters/oauth/oauth-providers.ts"
import type { Accounts } from "../../core/auth/accounts.ts"
import type { OAuthProvider } from "../../core/ports/credential-repository.ts"
import type { FileStore } from "../../core/ports/file-store.ts"
import type { HumanCheck } from "../../core/ports/human-check.ts"
import type { RateLimiter } from "../../core/ports/rate-limiter.ts"
import type { UserRepository } from "../../core/ports/user-repository.ts"
import type { ProfilePhotos } from "../../core/photos/profile-photo.ts"
import type { ApiEnv } from "../api-env.ts"
import type { Refusal } from "../error-table.ts"
import { RefusedRequest } from "../handle.ts"

/** The services the account, photo and human-check routes run against. */
export type AuthServices = Accounts | ProfilePhotos | HumanCheck | RateLimiter | FileStore | UserRepository

export type AuthRuntime = ManagedRuntime.ManagedRuntime<AuthServices, never>

/** What the account routes need from the composition root. */
export interface AuthDeps {
  readonly runtime: AuthRuntime
  /** The public origin of the app (PUBLIC_URL): links in e-mails, OAuth redirects, the Secure flag. */
  readonly publicUrl: string
  readonly providers: Partial<Record<OAuthProvider, ProviderConfig>>
  /** Trust the first X-Forwarded-For address (behind a reverse proxy) for rate limits. */
  readonly trustProxy?: boolean
  /** Seconds between checks that an open live stream's session still stands (default 60). */
  readonly sessionCheckSeconds?: number
}

/** Runs an account effect: its value, or a RefusedRequest for the error table; defects stay defects. */
export const makeAuthRun =
  (runtime: AuthRuntime) =>
  async <A>(effect: Effect.Effect<A, Refusal, AuthServices>): Promise<A> => {
    const exit = await runtime.runPromiseExit(effect)
    if (Exit.isSuccess(exit)) return exit.value
    const failure = Cause.failureOption(exit.cause)
    if (Option.isSome(failure)) throw new RefusedRequest(failure.value)
    throw Cause.squash(exit.cause)
  }

/** True when cookies must carry Secure: the app is served over https. */
export const isSecureOrigin = (publicUrl: string): boolean => publicUrl.startsWith("https://")

/** The client's address for rate limits: the socket's, or the proxy's X-Forwarded-For when trusted. */
export const clientAddress = (c: Context<ApiEnv>, trustProxy = false): string => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown"
  } catch {
    return "unknown"
  }
}
