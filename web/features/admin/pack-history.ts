import type { AuditEntry } from "#core/ports/audit-repository.ts"

/** The writes of the audit trail that touched a pack: its own, and those of its challenges. */
export const packHistory = (entries: ReadonlyArray<AuditEntry>, packId: string): ReadonlyArray<AuditEntry> =>
  entries.filter((entry) => entry.target === `pack:${packId}` || (entry.target.startsWith("challenge:") && entry.details.pack === packId))

/**
 * What an entry's text needs: the thing written (after `pack:`, `challenge:`…), the version reached,
 * and the fields changed, each said by `fieldName`.
 */
export const historyParams = (entry: AuditEntry, fieldName: (field: string) => string = (field) => field): Record<string, string> => {
  const changes = entry.details.changes
  const version = entry.details.version
  return {
    target: entry.target.slice(entry.target.indexOf(":") + 1),
    version: typeof version === "string" ? version : "",
    changes: Array.isArray(changes) ? changes.map(fieldName).join(", ") : ""
  }
}
