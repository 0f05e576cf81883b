import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { CardReport } from "./admin-records.ts"

const Answer = Schema.Struct({ report: CardReport })

/** A pack's per-card table, over every version (`"all"`) or one (`GET /api/admin/card-stats/:id?version=`). */
export const getCardStats = async (packId: string, version: string): Promise<AdminAnswer<CardReport>> => {
  const query = new URLSearchParams({ version })
  const answer = readAnswer(Answer, await callApi("GET", `${adminPath`/card-stats/${packId}`}?${query}`))
  return answer.ok ? { ok: true, value: answer.value.report } : answer
}
