import { Schema } from "effect"
import { importKinds } from "#core/admin/import-outcome.ts"
import { PackChallenge, PackTag, Price } from "#core/packs/pack-schema.ts"
import { AuditEntry } from "#core/ports/audit-repository.ts"

/**
 * What the admin API answers (api/routes/admin/README.md), declared once: the admin routes check
 * their answers against these (`satisfies …Encoded`), the admin area decodes them at the edge
 * (extra fields ignored). Core's own Schemas are reused where the answer is a pack's content.
 * Value imports of this module ship effect's Schema: only the lazily loaded admin area does.
 */

const LocalizedText = Schema.Struct({ fr: Schema.String, en: Schema.String })
/** A text in both languages. */
export type LocalizedText = typeof LocalizedText.Type

const CategoryKey = PackChallenge.fields.category

/** A category's key (one of the game's eight), as decoded. */
export type CategoryKey = typeof CategoryKey.Type

/** What the list and a whole pack both say of a pack: its settings. */
const packSettings = {
  id: Schema.String,
  version: Schema.String,
  name: LocalizedText,
  description: LocalizedText,
  price: Price,
  productIds: Schema.Array(Schema.String),
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean,
  published: Schema.Boolean
}

/** A pack as the list shows it. */
export const PackSummary = Schema.Struct({
  ...packSettings,
  challenges: Schema.Number,
  challengesPerCategory: Schema.Record({ key: Schema.String, value: Schema.Number }),
  tags: Schema.Array(Schema.String)
})
/** PackSummary, as decoded. */
export type PackSummary = typeof PackSummary.Type

/** A whole pack, its challenges included. */
export const AdminPack = Schema.Struct({
  ...packSettings,
  tags: Schema.Array(PackTag),
  challenges: Schema.Array(PackChallenge)
})
/** AdminPack, as decoded. */
export type AdminPack = typeof AdminPack.Type

/** A pack's challenge, as decoded. */
export type Challenge = typeof PackChallenge.Type

/** Whether a challenge reads in both languages. */
export const TranslationStatus = Schema.Literal("complete", "missing-fr", "missing-en", "missing-both", "identical")
/** TranslationStatus, as decoded. */
export type TranslationStatus = typeof TranslationStatus.Type

/** A challenge with its pack. */
export const AdminChallenge = Schema.Struct({
  pack: Schema.Struct({ id: Schema.String, version: Schema.String, name: LocalizedText, published: Schema.Boolean }),
  challenge: PackChallenge,
  translation: TranslationStatus
})
/** AdminChallenge, as decoded. */
export type AdminChallenge = typeof AdminChallenge.Type

/** Where a category or a tag is used: a pack and how many of its challenges. */
const PackUsage = Schema.Struct({ id: Schema.String, challenges: Schema.Number })
/** PackUsage, as decoded. */
export type PackUsage = typeof PackUsage.Type

/** A category with its labels and where it is used. */
export const AdminCategory = Schema.Struct({
  key: CategoryKey,
  label: LocalizedText,
  defaultLabel: LocalizedText,
  isRenamed: Schema.Boolean,
  challenges: Schema.Number,
  packs: Schema.Array(PackUsage)
})
/** AdminCategory, as decoded. */
export type AdminCategory = typeof AdminCategory.Type

/** A tag with its names and where it is used. */
export const AdminTag = Schema.Struct({
  id: Schema.String,
  name: LocalizedText,
  isRegistered: Schema.Boolean,
  challenges: Schema.Number,
  packs: Schema.Array(PackUsage)
})
/** AdminTag, as decoded. */
export type AdminTag = typeof AdminTag.Type

/** A contact or feedback message. */
export const FeedbackItem = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.String,
  category: Schema.Literal("contact", "feedback"),
  from: Schema.String,
  name: Schema.NullOr(Schema.String),
  subject: Schema.String,
  text: Schema.String,
  game: Schema.NullOr(Schema.String),
  challenge: Schema.NullOr(Schema.Struct({ id: Schema.String, pack: Schema.NullOr(Schema.String), text: Schema.NullOr(LocalizedText) }))
})
/** FeedbackItem, as decoded. */
export type FeedbackItem = typeof FeedbackItem.Type

/** An admin account. */
export const AdminUser = Schema.Struct({ id: Schema.String, email: Schema.String, displayName: Schema.String })
/** AdminUser, as decoded. */
export type AdminUser = typeof AdminUser.Type

/** What importing a pack file did (or would do, on a check). */
export const ImportOutcome = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  file: Schema.String,
  outcome: Schema.Literal(...importKinds),
  previous: Schema.optional(Schema.String),
  differs: Schema.optional(Schema.Boolean)
})
/** ImportOutcome, as decoded. */
export type ImportOutcome = typeof ImportOutcome.Type

/** One problem of a pack file, as `allez packs validate` says it. */
export const PackProblem = Schema.Struct({ file: Schema.String, path: Schema.String, rule: Schema.String })
/** PackProblem, as decoded. */
export type PackProblem = typeof PackProblem.Type

/** How many of each rating a card received (`core/cards/card-stats.ts`). */
const RatingCounts = Schema.Struct({
  good: Schema.Number,
  "too-easy": Schema.Number,
  "too-hard": Schema.Number,
  unclear: Schema.Number,
  unsafe: Schema.Number
})

/** A reason to look at a card again. */
export const CardFlag = Schema.Literal("free", "near-impossible", "unsafe")
/** CardFlag, as decoded. */
export type CardFlag = typeof CardFlag.Type

/** One card's line of a pack's table: `text` and `category` null once the card left the pack. */
export const CardReportRow = Schema.Struct({
  challengeId: Schema.String,
  category: Schema.NullOr(CategoryKey),
  text: Schema.NullOr(LocalizedText),
  played: Schema.Number,
  succeeded: Schema.Number,
  successRate: Schema.NullOr(Schema.Number),
  replaced: Schema.Number,
  ratings: RatingCounts,
  flags: Schema.Array(CardFlag)
})
/** CardReportRow, as decoded. */
export type CardReportRow = typeof CardReportRow.Type

/** A pack's per-card table over all its versions or one, rows in the server's order (cards to look at first). */
export const CardReport = Schema.Struct({
  packId: Schema.String,
  packVersion: Schema.String,
  version: Schema.String,
  versions: Schema.Array(Schema.String),
  rows: Schema.Array(CardReportRow)
})
/** CardReport, as decoded. */
export type CardReport = typeof CardReport.Type

/** One page of the inbox: its messages, how many there are in all, and the page's number and size. */
export const FeedbackPage = Schema.Struct({
  messages: Schema.Array(FeedbackItem),
  total: Schema.Number,
  page: Schema.Number,
  pageSize: Schema.Number
})
/** FeedbackPage, as decoded. */
export type FeedbackPage = typeof FeedbackPage.Type

/**
 * The answer of every admin route (under /api/admin), by method and path, declared once: each handler
 * in api/routes/admin checks its JSON with `satisfies AdminAnswer<route>`, each call in
 * web/features/admin/api decodes with `adminAnswers[route]`.
 */
export const adminAnswers = {
  "GET /packs": Schema.Struct({ packs: Schema.Array(PackSummary) }),
  "POST /packs": Schema.Struct({ pack: AdminPack }),
  "POST /packs/import": Schema.Struct({
    import: ImportOutcome,
    pack: Schema.optionalWith(Schema.NullOr(PackSummary), { default: () => null }),
    dryRun: Schema.optional(Schema.Literal(true))
  }),
  "GET /packs/:id": Schema.Struct({ pack: AdminPack }),
  "PATCH /packs/:id": Schema.Struct({ pack: AdminPack }),
  "PUT /packs/:id/published": Schema.Struct({ pack: PackSummary }),
  "POST /packs/:id/challenges": Schema.Struct({ challenge: AdminChallenge }),
  "GET /challenges": Schema.Struct({ challenges: Schema.Array(AdminChallenge), total: Schema.Number }),
  "GET /challenges/:id": Schema.Struct({ challenge: AdminChallenge }),
  "PATCH /challenges/:id": Schema.Struct({ challenge: AdminChallenge }),
  "DELETE /challenges/:id": Schema.Struct({ pack: PackSummary }),
  "GET /tags": Schema.Struct({ tags: Schema.Array(AdminTag) }),
  "POST /tags": Schema.Struct({ tag: AdminTag }),
  "PATCH /tags/:id": Schema.Struct({ tag: AdminTag }),
  "GET /categories": Schema.Struct({ categories: Schema.Array(AdminCategory) }),
  "PATCH /categories/:key": Schema.Struct({ category: AdminCategory }),
  "GET /admins": Schema.Struct({ admins: Schema.Array(AdminUser) }),
  "POST /admins": Schema.Struct({ admin: AdminUser, isNew: Schema.Boolean }),
  "DELETE /admins/:id": Schema.Struct({ admin: AdminUser }),
  "GET /card-stats/:id": Schema.Struct({ report: CardReport }),
  "GET /audit": Schema.Struct({ entries: Schema.Array(AuditEntry) }),
  "GET /feedback": FeedbackPage
}

/** An admin route, by method and path under /api/admin. */
export type AdminRoute = keyof typeof adminAnswers

/** What an admin route's handler answers, as JSON (the Schema's encoded side). */
export type AdminAnswer<Route extends AdminRoute> = (typeof adminAnswers)[Route]["Encoded"]
