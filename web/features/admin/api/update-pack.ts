import { Schema } from "effect"
import { type AdminPack, adminAnswers } from "#contract/admin-answers.ts"
import type { PackChangeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /packs/:id"]

/** Changes a pack's settings, made on the version the screen read (`PATCH /api/admin/packs/:id`). */
export const updatePack = async (id: string, change: typeof PackChangeInput.Encoded): Promise<Answer<AdminPack>> => {
  const answer = decodeAnswer(Body, await callApi("PATCH", adminPath`/packs/${id}`, change))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
