import { readSessionUser } from "../read-session-user.ts"
import type { SessionUser } from "../session-user.ts"
import { callApi } from "./http.ts"

const userIn = (body: unknown): unknown => {
  if (typeof body !== "object" || body === null) return body
  const record = body as Record<string, unknown>
  return record.user ?? record.profile ?? body
}

/**
 * The signed-in user (`GET /api/auth/me`), or null when nobody is signed in, the answer is not a
 * user, or the account endpoint does not exist yet. `undefined` when the server was unreachable.
 */
export const getCurrentUser = async (): Promise<SessionUser | null | undefined> => {
  const result = await callApi("GET", "/api/auth/me")
  if (!result.ok) return result.failure.status === 0 ? undefined : null
  return readSessionUser(userIn(result.body))
}
