import { readAccountAnswer } from "../read-session-user.ts"
import type { SessionUser } from "../session-user.ts"
import { sendPlain } from "./http.ts"

/**
 * The signed-in user (`GET /api/auth/me`), or null when nobody is signed in (a null profile) or the
 * answer is not a user. `undefined` when the server was unreachable.
 */
export const getCurrentUser = async (): Promise<SessionUser | null | undefined> => {
  const result = await sendPlain("GET /api/auth/me")
  if (!result.ok) return result.failure.status === 0 ? undefined : null
  return readAccountAnswer(result.body)
}
