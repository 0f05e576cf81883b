import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import type { HumanCheckAction } from "#core/ports/human-check.ts"

/** The account requests the web app sends with a solved human check (sign-in: after a failure; solving it anyway is harmless). */
export const humanCheckedAuthRequests: Readonly<Record<string, HumanCheckAction>> = {
  "/api/auth/sign-up": "sign_up",
  "/api/auth/sign-in": "sign_in",
  "/api/auth/forgot-password": "reset_password"
}

/**
 * Solves a challenge the server issued (`GET /api/human-check/challenge?action=…`, its JSON) as the
 * web app's worker does, and gives the proof header's value.
 */
export const solvedProof = async (challenge: unknown): Promise<string> => {
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]["challenge"], deriveKey })
  if (solution === null) throw new Error("could not solve the human check")
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64")
}
