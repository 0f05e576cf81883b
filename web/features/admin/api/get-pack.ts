import { type AdminPack, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /packs/:id"]

/** A whole pack with its challenges (`GET /api/admin/packs/:id`). */
export const getPack = async (id: string): Promise<Answer<AdminPack>> => {
  const answer = await call("GET /api/admin/packs/:id", { params: { id } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
