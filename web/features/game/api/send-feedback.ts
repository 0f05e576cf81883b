import type { FeedbackFields } from "#core/validation/feedback.ts"
import { send } from "#web/lib/api/answer.ts"
import type { ApiResult } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/**
 * Sends in-game feedback (`POST /api/feedback`) with the proof of its human check. The game and
 * challenge ids go with it; nothing says who sent it.
 */
export const sendFeedback = (
  form: FeedbackFields,
  about: { readonly gameId: string | null; readonly challengeId: string | null },
  proof: string
): Promise<ApiResult> =>
  send("POST /api/feedback", {
    body: { subject: form.subject, message: form.message, gameId: about.gameId, challengeId: about.challengeId },
    headers: humanCheckHeaders(proof)
  })
