import { Schema } from "effect"
import { adminAnswers } from "#contract/admin-answers.ts"
import type { AuditEntry } from "#core/ports/audit-repository.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /audit"]

/** The latest admin writes, newest first: who, what, when (`GET /api/admin/audit`). */
export const listAudit = async (limit: number): Promise<Answer<ReadonlyArray<AuditEntry>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", `${adminPath`/audit`}?limit=${limit}`))
  return answer.ok ? { ok: true, value: answer.value.entries } : answer
}
