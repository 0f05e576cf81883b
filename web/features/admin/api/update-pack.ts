import { Schema } from "effect"
import type { PackChangeInput } from "#core/admin/admin-inputs.ts"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminPack } from "./admin-records.ts"

const Answer = Schema.Struct({ pack: AdminPack })

/** Changes a pack's settings, made on the version the screen read (`PATCH /api/admin/packs/:id`). */
export const updatePack = async (id: string, change: typeof PackChangeInput.Encoded): Promise<AdminAnswer<AdminPack>> => {
  const answer = readAnswer(Answer, await callApi("PATCH", adminPath`/packs/${id}`, change))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
