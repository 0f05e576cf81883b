import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Removes the profile photo (`DELETE /api/me/photo`); answers `{ profile }`. */
export const removePhoto = (proof: string) => send("DELETE /api/me/photo", { headers: humanCheckHeaders(proof) })
