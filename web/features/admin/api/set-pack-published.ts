import { adminAnswers, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["PUT /packs/:id/published"]

/** Publishes or withdraws a pack (`PUT /api/admin/packs/:id/published`); its version stays. */
export const setPackPublished = async (id: string, published: boolean): Promise<Answer<PackSummary>> => {
  const answer = await call("PUT /api/admin/packs/:id/published", { params: { id }, body: { published } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
