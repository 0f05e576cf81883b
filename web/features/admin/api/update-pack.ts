import { Schema } from "effect"
import type { PackChangeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"
import { AdminPack } from "./admin-records.ts"

const Body = Schema.Struct({ pack: AdminPack })

/** Changes a pack's settings, made on the version the screen read (`PATCH /api/admin/packs/:id`). */
export const updatePack = async (id: string, change: typeof PackChangeInput.Encoded): Promise<Answer<AdminPack>> => {
  const answer = decodeAnswer(Body, await callApi("PATCH", adminPath`/packs/${id}`, change))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
