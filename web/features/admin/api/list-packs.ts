import { Schema } from "effect"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"
import { PackSummary } from "./admin-records.ts"

const Body = Schema.Struct({ packs: Schema.Array(PackSummary) })

/** Every pack, published or not (`GET /api/admin/packs`). */
export const listPacks = async (): Promise<Answer<ReadonlyArray<PackSummary>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", adminPath`/packs`))
  return answer.ok ? { ok: true, value: answer.value.packs } : answer
}
