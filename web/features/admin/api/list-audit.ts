import { adminAnswers } from "#contract/admin-answers.ts"
import type { AuditEntry } from "#core/ports/audit-repository.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /audit"]

/** The latest admin writes, newest first: who, what, when (`GET /api/admin/audit`). */
export const listAudit = async (limit: number): Promise<Answer<ReadonlyArray<AuditEntry>>> => {
  const answer = await call("GET /api/admin/audit", { query: { limit: String(limit) } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.entries } : answer
}
