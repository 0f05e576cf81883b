import { type AdminPack, adminAnswers } from "#contract/admin-answers.ts"
import type { NewPackInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["POST /packs"]

/** Creates a pack (`POST /api/admin/packs`); it starts unpublished unless said otherwise. */
export const createPack = async (input: typeof NewPackInput.Encoded): Promise<Answer<AdminPack>> => {
  const answer = await call("POST /api/admin/packs", { body: input }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
