import { Schema } from "effect"
import { type AdminPack, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /packs/:id"]

/** A whole pack with its challenges (`GET /api/admin/packs/:id`). */
export const getPack = async (id: string): Promise<Answer<AdminPack>> => {
  const answer = decodeAnswer(Body, await callApi("GET", adminPath`/packs/${id}`))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
