import { Schema } from "effect"
import { adminAnswers, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /packs"]

/** Every pack, published or not (`GET /api/admin/packs`). */
export const listPacks = async (): Promise<Answer<ReadonlyArray<PackSummary>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", adminPath`/packs`))
  return answer.ok ? { ok: true, value: answer.value.packs } : answer
}
