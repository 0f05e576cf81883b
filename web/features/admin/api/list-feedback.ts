import { Schema } from "effect"
import { callApi } from "../../../lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { FeedbackItem } from "./admin-records.ts"

const Answer = Schema.Struct({ messages: Schema.Array(FeedbackItem) })

/** The contact and in-game feedback messages, newest first, of one category or both (`GET /api/admin/feedback`). */
export const listFeedback = async (category: FeedbackItem["category"] | null): Promise<AdminAnswer<ReadonlyArray<FeedbackItem>>> => {
  const query = category === null ? "" : `?category=${category}`
  const answer = readAnswer(Answer, await callApi("GET", `${adminPath`/feedback`}${query}`))
  return answer.ok ? { ok: true, value: answer.value.messages } : answer
}
