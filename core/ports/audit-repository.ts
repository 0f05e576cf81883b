import { Context, type Effect, Schema } from "effect"
import { UserId } from "../domain/ids.ts"

/** What an admin write did, by name. */
export const AuditAction = Schema.Literal(
  "pack.create",
  "pack.update",
  "pack.publish",
  "pack.unpublish",
  "pack.import",
  "challenge.add",
  "challenge.update",
  "challenge.delete",
  "category.rename",
  "tag.create",
  "tag.rename",
  "tag.delete",
  "admin.grant",
  "admin.revoke",
  "host.grant",
  "host.revoke"
)
export type AuditAction = typeof AuditAction.Type

/** Who wrote: an admin in the admin area (their id and e-mail), or someone at the command line. */
export const AuditActor = Schema.Struct({
  userId: Schema.NullOr(UserId),
  email: Schema.NullOr(Schema.String),
  via: Schema.Literal("admin-area", "cli")
})
export type AuditActor = typeof AuditActor.Type

/** The facts of one write: changed fields, versions, ids (plain JSON values). */
export const AuditDetails = Schema.Record({
  key: Schema.String,
  value: Schema.Union(Schema.String, Schema.Number, Schema.Boolean, Schema.Null, Schema.Array(Schema.String))
})
export type AuditDetails = typeof AuditDetails.Type

/** One admin write as it is recorded: who, what (action and target), when, and its details. */
export const NewAuditEntry = Schema.Struct({
  at: Schema.String,
  actor: AuditActor,
  action: AuditAction,
  /** What was written, e.g. `pack:base`, `challenge:base-012`, `user:u-1`. */
  target: Schema.String,
  details: AuditDetails
})
export type NewAuditEntry = typeof NewAuditEntry.Type

/** A recorded entry, with the id the store gave it. */
export const AuditEntry = Schema.Struct({ id: Schema.String, ...NewAuditEntry.fields })
export type AuditEntry = typeof AuditEntry.Type

/** The audit trail of admin writes; entries are only ever added. */
export class AuditRepository extends Context.Tag("Ports/AuditRepository")<
  AuditRepository,
  {
    readonly add: (entry: NewAuditEntry) => Effect.Effect<AuditEntry>
    /** The latest `limit` entries, newest first (by time, then by the later insert). */
    readonly list: (limit: number) => Effect.Effect<ReadonlyArray<AuditEntry>>
    /**
     * Replaces every entry that `matches` with `rewrite(entry)`, keeping its id and order (the
     * erasure of an account: the trail keeps what was done, not by or to whom).
     */
    readonly rewriteWhere: (matches: (entry: NewAuditEntry) => boolean, rewrite: (entry: NewAuditEntry) => NewAuditEntry) => Effect.Effect<void>
  }
>() {}
