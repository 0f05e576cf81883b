import { adminAnswers, type FeedbackItem, type FeedbackPage } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

/** One page (1: the newest) of the contact and in-game feedback messages, of one category or both (`GET /api/admin/feedback`). */
export const listFeedback = async (category: FeedbackItem["category"] | null, page: number): Promise<Answer<FeedbackPage>> => {
  const query = { page: String(page), ...(category === null ? {} : { category }) }
  return call("GET /api/admin/feedback", { query }, decodeWith(adminAnswers["GET /feedback"]))
}
