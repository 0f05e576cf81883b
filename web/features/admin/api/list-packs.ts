import { adminAnswers, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /packs"]

/** Every pack, published or not (`GET /api/admin/packs`). */
export const listPacks = async (): Promise<Answer<ReadonlyArray<PackSummary>>> => {
  const answer = await call("GET /api/admin/packs", {}, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.packs } : answer
}
