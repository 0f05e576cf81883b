import { Schema } from "effect"
import { AuditEntry } from "#core/ports/audit-repository.ts"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"

const Answer = Schema.Struct({ entries: Schema.Array(AuditEntry) })

/** The latest admin writes, newest first: who, what, when (`GET /api/admin/audit`). */
export const listAudit = async (limit: number): Promise<AdminAnswer<ReadonlyArray<AuditEntry>>> => {
  const answer = readAnswer(Answer, await callApi("GET", `${adminPath`/audit`}?limit=${limit}`))
  return answer.ok ? { ok: true, value: answer.value.entries } : answer
}
