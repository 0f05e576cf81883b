import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminPack } from "./admin-records.ts"

const Answer = Schema.Struct({ pack: AdminPack })

/** A whole pack with its challenges (`GET /api/admin/packs/:id`). */
export const getPack = async (id: string): Promise<AdminAnswer<AdminPack>> => {
  const answer = readAnswer(Answer, await callApi("GET", adminPath`/packs/${id}`))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
