import { type AdminPack, adminAnswers } from "#contract/admin-answers.ts"
import type { PackChangeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /packs/:id"]

/** Changes a pack's settings, made on the version the screen read (`PATCH /api/admin/packs/:id`). */
export const updatePack = async (id: string, change: typeof PackChangeInput.Encoded): Promise<Answer<AdminPack>> => {
  const answer = await call("PATCH /api/admin/packs/:id", { params: { id }, body: change }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
