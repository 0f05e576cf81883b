import { Schema } from "effect"
import { AuditEntry } from "#core/ports/audit-repository.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = Schema.Struct({ entries: Schema.Array(AuditEntry) })

/** The latest admin writes, newest first: who, what, when (`GET /api/admin/audit`). */
export const listAudit = async (limit: number): Promise<Answer<ReadonlyArray<AuditEntry>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", `${adminPath`/audit`}?limit=${limit}`))
  return answer.ok ? { ok: true, value: answer.value.entries } : answer
}
