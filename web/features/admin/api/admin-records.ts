import { Schema } from "effect"
import { importKinds } from "#core/admin/import-outcome.ts"
import { PackChallenge, PackTag, Price } from "#core/packs/pack-schema.ts"

/**
 * What the admin API answers (api/routes/admin/README.md), decoded at the edge. Extra fields are
 * ignored. Core's own Schemas are reused where the answer is a pack's content (challenge, tag, price).
 */

const LocalizedText = Schema.Struct({ fr: Schema.String, en: Schema.String })
export type LocalizedText = typeof LocalizedText.Type

const CategoryKey = PackChallenge.fields.category

/** A category's key (one of the game's eight). */
export type CategoryKey = typeof CategoryKey.Type

/** A pack as the list shows it. */
export const PackSummary = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  name: LocalizedText,
  description: LocalizedText,
  price: Price,
  productIds: Schema.Array(Schema.String),
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean,
  published: Schema.Boolean,
  challenges: Schema.Number,
  challengesPerCategory: Schema.Record({ key: Schema.String, value: Schema.Number }),
  tags: Schema.Array(Schema.String)
})
export type PackSummary = typeof PackSummary.Type

/** A whole pack, its challenges included. */
export const AdminPack = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  name: LocalizedText,
  description: LocalizedText,
  price: Price,
  productIds: Schema.Array(Schema.String),
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean,
  published: Schema.Boolean,
  tags: Schema.Array(PackTag),
  challenges: Schema.Array(PackChallenge)
})
export type AdminPack = typeof AdminPack.Type

/** A pack's challenge. */
export type Challenge = typeof PackChallenge.Type

/** Whether a challenge reads in both languages. */
export const TranslationStatus = Schema.Literal("complete", "missing-fr", "missing-en", "missing-both", "identical")
export type TranslationStatus = typeof TranslationStatus.Type

/** A challenge with its pack. */
export const AdminChallenge = Schema.Struct({
  pack: Schema.Struct({ id: Schema.String, version: Schema.String, name: LocalizedText, published: Schema.Boolean }),
  challenge: PackChallenge,
  translation: TranslationStatus
})
export type AdminChallenge = typeof AdminChallenge.Type

/** Where a category or a tag is used: a pack and how many of its challenges. */
const PackUsage = Schema.Struct({ id: Schema.String, challenges: Schema.Number })
export type PackUsage = typeof PackUsage.Type

export const AdminCategory = Schema.Struct({
  key: CategoryKey,
  label: LocalizedText,
  defaultLabel: LocalizedText,
  isRenamed: Schema.Boolean,
  challenges: Schema.Number,
  packs: Schema.Array(PackUsage)
})
export type AdminCategory = typeof AdminCategory.Type

export const AdminTag = Schema.Struct({
  id: Schema.String,
  name: LocalizedText,
  isRegistered: Schema.Boolean,
  challenges: Schema.Number,
  packs: Schema.Array(PackUsage)
})
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
export type FeedbackItem = typeof FeedbackItem.Type

/** An admin account. */
export const AdminUser = Schema.Struct({ id: Schema.String, email: Schema.String, displayName: Schema.String })
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
export type ImportOutcome = typeof ImportOutcome.Type

/** One problem of a pack file, as `allez packs validate` says it. */
export const PackProblem = Schema.Struct({ file: Schema.String, path: Schema.String, rule: Schema.String })
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
export type CardReportRow = typeof CardReportRow.Type

/** A pack's per-card table over all its versions or one, rows in the server's order (cards to look at first). */
export const CardReport = Schema.Struct({
  packId: Schema.String,
  packVersion: Schema.String,
  version: Schema.String,
  versions: Schema.Array(Schema.String),
  rows: Schema.Array(CardReportRow)
})
export type CardReport = typeof CardReport.Type
