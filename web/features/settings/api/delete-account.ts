import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Deletes the signed-in person's account (`POST /api/me/delete-account`); answers `{ status, message }` and signs out. */
export const deleteAccount = (proof: string) => send("POST /api/me/delete-account", { headers: humanCheckHeaders(proof) })
