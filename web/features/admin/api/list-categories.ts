import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminCategory } from "./admin-records.ts"

const Answer = Schema.Struct({ categories: Schema.Array(AdminCategory) })

/** The game's eight categories with their names and where they are used (`GET /api/admin/categories`). */
export const listCategories = async (): Promise<AdminAnswer<ReadonlyArray<AdminCategory>>> => {
  const answer = readAnswer(Answer, await callApi("GET", adminPath`/categories`))
  return answer.ok ? { ok: true, value: answer.value.categories } : answer
}
