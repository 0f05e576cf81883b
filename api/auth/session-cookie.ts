import { Effect, Option } from "effect"
import type { Context, MiddlewareHandler } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import { Unauthenticated } from "#contract/edge-errors.ts"
import { Accounts } from "#core/auth/accounts.ts"
import type { UserId } from "#core/domain/ids.ts"
import type { StoredSession } from "#core/ports/session-repository.ts"
import type { ApiEnv } from "../api-env.ts"
import { makeQuickRun, refuse } from "../handle.ts"
import { type AuthDeps, isSecureOrigin } from "./auth-deps.ts"

/** The session cookie's name. */
export const sessionCookieName = "allez_session"

/** What a session token looks like (base32 of 20 bytes): anything else is not even looked up. */
const tokenShape = /^[a-z2-7]{32}$/

const sessions = new WeakMap<Request, StoredSession>()

/** Writes the session cookie: HttpOnly, SameSite=Lax, Secure over https, for the session's lifetime. */
export const writeSessionCookie = (c: Context<ApiEnv>, deps: AuthDeps, token: string, expiresAt: number): void => {
  setCookie(c, sessionCookieName, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureOrigin(deps.publicUrl),
    maxAge: Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
    expires: new Date(expiresAt)
  })
}

export const clearSessionCookie = (c: Context<ApiEnv>, deps: AuthDeps): void => {
  deleteCookie(c, sessionCookieName, { path: "/", httpOnly: true, sameSite: "Lax", secure: isSecureOrigin(deps.publicUrl) })
}

/** The session token the request carries, when it has the right shape. */
export const presentedToken = (c: Context<ApiEnv>): string | undefined => {
  const token = getCookie(c, sessionCookieName)
  return token !== undefined && tokenShape.test(token) ? token : undefined
}

/**
 * Reads the session cookie before the acting user is resolved: a live session is remembered for
 * this request (renewed, with a fresh cookie, past its half-life); a dead one clears the cookie.
 */
export const sessionCookie = (deps: AuthDeps): MiddlewareHandler<ApiEnv> => {
  // Every signed-in request reads its session: a short look-up, run at once on SQLite.
  const run = makeQuickRun(deps.runtime)
  return async (c, next) => {
    const token = presentedToken(c)
    if (token !== undefined) {
      const active = await run(Effect.flatMap(Accounts, (accounts) => accounts.readSession(token)))
      if (Option.isSome(active)) {
        sessions.set(c.req.raw, active.value.session)
        if (active.value.renewedUntil !== undefined) writeSessionCookie(c, deps, token, active.value.renewedUntil)
      } else {
        clearSessionCookie(c, deps)
      }
    } else if (getCookie(c, sessionCookieName) !== undefined) {
      clearSessionCookie(c, deps)
    }
    await next()
  }
}

/** The user of the request's live session, or null: the app's `resolveUser` seam. */
export const resolveSessionUser = async (request: Request): Promise<UserId | null> => sessions.get(request)?.userId ?? null

/** The request's live session, when it has one. */
export const sessionOf = (c: Context<ApiEnv>): StoredSession | undefined => sessions.get(c.req.raw)

/** The request's live session, or a 401. */
export const currentSession = (c: Context<ApiEnv>): StoredSession => sessions.get(c.req.raw) ?? refuse(new Unauthenticated())

/** Forgets the request's session (after sign-out), so later middleware sees nobody. */
export const forgetSession = (c: Context<ApiEnv>): void => void sessions.delete(c.req.raw)
