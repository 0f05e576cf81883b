import { Schema } from "effect"
import { type AdminCategory, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /categories"]

/** The game's eight categories with their names and where they are used (`GET /api/admin/categories`). */
export const listCategories = async (): Promise<Answer<ReadonlyArray<AdminCategory>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", adminPath`/categories`))
  return answer.ok ? { ok: true, value: answer.value.categories } : answer
}
