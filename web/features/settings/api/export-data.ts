import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Everything the server keeps about the signed-in person (`POST /api/me/export`): one JSON document. */
export const exportData = (proof: string) => send("POST /api/me/export", { headers: humanCheckHeaders(proof) })
