import { Schema } from "effect"
import { adminAnswers, type FeedbackItem, type FeedbackPage } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

/** One page (1: the newest) of the contact and in-game feedback messages, of one category or both (`GET /api/admin/feedback`). */
export const listFeedback = async (category: FeedbackItem["category"] | null, page: number): Promise<Answer<FeedbackPage>> => {
  const query = new URLSearchParams({ page: String(page), ...(category === null ? {} : { category }) })
  return decodeAnswer(adminAnswers["GET /feedback"], await callApi("GET", `${adminPath`/feedback`}?${query}`))
}
