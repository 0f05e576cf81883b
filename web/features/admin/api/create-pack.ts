import { Schema } from "effect"
import type { NewPackInput } from "#core/admin/admin-inputs.ts"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminPack } from "./admin-records.ts"

const Answer = Schema.Struct({ pack: AdminPack })

/** Creates a pack (`POST /api/admin/packs`); it starts unpublished unless said otherwise. */
export const createPack = async (input: typeof NewPackInput.Encoded): Promise<AdminAnswer<AdminPack>> => {
  const answer = readAnswer(Answer, await callApi("POST", adminPath`/packs`, input))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
