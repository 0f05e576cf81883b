import { adminAnswers, type CardReport } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /card-stats/:id"]

/** A pack's per-card table, over every version (`"all"`) or one (`GET /api/admin/card-stats/:id?version=`). */
export const getCardStats = async (packId: string, version: string): Promise<Answer<CardReport>> => {
  const answer = await call("GET /api/admin/card-stats/:id", { params: { id: packId }, query: { version } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.report } : answer
}
