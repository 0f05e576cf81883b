import type { AdminCategory } from "#core/admin/admin-categories.ts"
import type { AdminChallenge } from "#core/admin/admin-challenges.ts"
import type { PackProblemAt } from "#core/admin/admin-errors.ts"
import type { FeedbackItem } from "#core/admin/admin-feedback.ts"
import type { AdminPackSummary } from "#core/admin/admin-pack-store.ts"
import type { AdminPack } from "#core/admin/admin-packs.ts"
import type { AdminTag } from "#core/admin/admin-tags.ts"
import type { AdminView } from "#core/admin/admin-users.ts"
import type { ImportOutcome } from "#core/admin/import-outcome.ts"
import type { LocalizedText } from "#core/domain/language-schema.ts"
import type { AuditEntry } from "#core/ports/audit-repository.ts"

/**
 * The bodies the admin routes answer, as the API tests read them: the core's own views, which the
 * routes send as JSON. A test names the one it expects when it reads a body (`body<PackAnswer>(…)`).
 */

/** A refusal: the error, with the extras some refusals add (the checker's problems, the stored version, a tag's uses). */
export interface Refusal {
  readonly error: { readonly code: string; readonly message: string; readonly fields?: Readonly<Record<string, string>> }
  readonly problems?: ReadonlyArray<PackProblemAt>
  readonly currentVersion?: string
}

export interface PackListAnswer {
  readonly packs: ReadonlyArray<AdminPackSummary>
}
export interface PackAnswer {
  readonly pack: AdminPack
}
/** What deleting a challenge answers: its pack as the list shows it. */
export interface PackSummaryAnswer {
  readonly pack: AdminPackSummary
}
export interface ImportAnswer {
  readonly import: ImportOutcome
  readonly pack: AdminPack
}
export interface ChallengeAnswer {
  readonly challenge: AdminChallenge
}
export interface AuditAnswer {
  readonly entries: ReadonlyArray<AuditEntry>
}
export interface CategoriesAnswer {
  readonly categories: ReadonlyArray<AdminCategory>
}
export interface CategoryAnswer {
  readonly category: AdminCategory
}
export interface TagsAnswer {
  readonly tags: ReadonlyArray<AdminTag>
}
export interface TagAnswer {
  readonly tag: AdminTag
}
export interface FeedbackAnswer {
  readonly messages: ReadonlyArray<FeedbackItem>
}
export interface AdminsAnswer {
  readonly admins: ReadonlyArray<AdminView>
}

/** What the admin tests read of the public catalogue (`GET /api/catalog`) once an admin has changed it. */
export interface CatalogAnswer {
  readonly packs: ReadonlyArray<{ readonly id: string; readonly version: string; readonly state: string }>
  readonly categories: ReadonlyArray<{ readonly key: string; readonly label: LocalizedText }>
  readonly tags: ReadonlyArray<{ readonly id: string; readonly name: LocalizedText }>
}
