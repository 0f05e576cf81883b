import { Schema } from "effect"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"
import { FeedbackItem } from "./admin-records.ts"

/** One page of the inbox: its messages, how many there are in all, and the page's number and size. */
export const FeedbackPage = Schema.Struct({
  messages: Schema.Array(FeedbackItem),
  total: Schema.Number,
  page: Schema.Number,
  pageSize: Schema.Number
})
export type FeedbackPage = typeof FeedbackPage.Type

/** One page (1: the newest) of the contact and in-game feedback messages, of one category or both (`GET /api/admin/feedback`). */
export const listFeedback = async (category: FeedbackItem["category"] | null, page: number): Promise<Answer<FeedbackPage>> => {
  const query = new URLSearchParams({ page: String(page), ...(category === null ? {} : { category }) })
  return decodeAnswer(FeedbackPage, await callApi("GET", `${adminPath`/feedback`}?${query}`))
}
