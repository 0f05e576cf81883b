import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/**
 * Signs in with e-mail and password (`POST /api/auth/sign-in`); the answer carries the profile. After
 * a failure the server wants a human-check `proof` (it answers `human-check-required` without one).
 */
export const signIn = (email: string, password: string, proof?: string) =>
  send("POST /api/auth/sign-in", { body: { email, password }, ...(proof === undefined ? {} : { headers: humanCheckHeaders(proof) }) })
