import { Schema } from "effect"
import { adminAnswers, type CardReport } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /card-stats/:id"]

/** A pack's per-card table, over every version (`"all"`) or one (`GET /api/admin/card-stats/:id?version=`). */
export const getCardStats = async (packId: string, version: string): Promise<Answer<CardReport>> => {
  const query = new URLSearchParams({ version })
  const answer = decodeAnswer(Body, await callApi("GET", `${adminPath`/card-stats/${packId}`}?${query}`))
  return answer.ok ? { ok: true, value: answer.value.report } : answer
}
