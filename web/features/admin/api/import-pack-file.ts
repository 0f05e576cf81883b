import { adminAnswers, type ImportOutcome, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["POST /packs/import"]

/** What an import did or, on a check, would do; the pack as now stored after a real import. */
export interface ImportAnswer {
  readonly outcome: ImportOutcome
  readonly pack: PackSummary | null
}

/**
 * Sends a pack.json's own text to the import (`POST /api/admin/packs/import`), the one code path of
 * `allez packs import` and the server's start-up; `isCheck` only checks it (nothing is stored).
 */
export const importPackFile = async (fileName: string, text: string, isCheck: boolean): Promise<Answer<ImportAnswer>> => {
  const query = { name: fileName.slice(0, 200) || "pack.json", ...(isCheck && { dryRun: "true" as const }) }
  const body = new Blob([text], { type: "application/json" })
  const answer = await call("POST /api/admin/packs/import", { query, body }, decodeWith(Body))
  return answer.ok ? { ok: true, value: { outcome: answer.value.import, pack: answer.value.pack } } : answer
}
