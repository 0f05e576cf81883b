import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminTag } from "./admin-records.ts"

const Answer = Schema.Struct({ tags: Schema.Array(AdminTag) })

/** Every tag, declared by a pack or created here, with where it is used (`GET /api/admin/tags`). */
export const listTags = async (): Promise<AdminAnswer<ReadonlyArray<AdminTag>>> => {
  const answer = readAnswer(Answer, await callApi("GET", adminPath`/tags`))
  return answer.ok ? { ok: true, value: answer.value.tags } : answer
}
