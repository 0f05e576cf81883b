import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { PackSummary } from "./admin-records.ts"

const Answer = Schema.Struct({ packs: Schema.Array(PackSummary) })

/** Every pack, published or not (`GET /api/admin/packs`). */
export const listPacks = async (): Promise<AdminAnswer<ReadonlyArray<PackSummary>>> => {
  const answer = readAnswer(Answer, await callApi("GET", adminPath`/packs`))
  return answer.ok ? { ok: true, value: answer.value.packs } : answer
}
