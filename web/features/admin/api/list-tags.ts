import { Schema } from "effect"
import { type AdminTag, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /tags"]

/** Every tag, declared by a pack or created here, with where it is used (`GET /api/admin/tags`). */
export const listTags = async (): Promise<Answer<ReadonlyArray<AdminTag>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", adminPath`/tags`))
  return answer.ok ? { ok: true, value: answer.value.tags } : answer
}
