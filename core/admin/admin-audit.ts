import { Clock, Effect } from "effect"
import { type AuditAction, type AuditActor, type AuditDetails, AuditRepository } from "../ports/audit-repository.ts"

/** The longest audit list one call returns. */
export const auditListMax = 500

/** The audit trail of admin writes: who, what, when. Every admin service records through it. */
export class AdminAudit extends Effect.Service<AdminAudit>()("Admin/AdminAudit", {
  effect: Effect.gen(function* () {
    const audit = yield* AuditRepository
    return {
      /** Records one write, stamped with the current time. */
      record: (actor: AuditActor, action: AuditAction, target: string, details: AuditDetails = {}) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => audit.add({ at: new Date(now).toISOString(), actor, action, target, details })).pipe(Effect.asVoid),
      /** The latest entries, newest first (at most auditListMax). */
      list: (limit: number) => audit.list(Math.min(Math.max(0, Math.floor(limit)), auditListMax))
    }
  })
}) {}
