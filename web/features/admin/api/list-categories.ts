import { type AdminCategory, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /categories"]

/** The game's eight categories with their names and where they are used (`GET /api/admin/categories`). */
export const listCategories = async (): Promise<Answer<ReadonlyArray<AdminCategory>>> => {
  const answer = await call("GET /api/admin/categories", {}, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.categories } : answer
}
