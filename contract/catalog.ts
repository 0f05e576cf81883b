import { Schema } from "effect"
import { CategoryKey } from "#core/domain/category-schema.ts"

/** A text in both languages. */
const Localized = Schema.Struct({ fr: Schema.String, en: Schema.String })

const Count = Schema.Int.pipe(Schema.nonNegative())

/** How the catalogue shows a pack to the user who asked (core's PackState; the server never says "in-bag"). */
export const CatalogPackState = Schema.Literal("owned", "in-bag", "not-owned", "coming-soon", "free")
export type CatalogPackState = typeof CatalogPackState.Type

/** A challenge shown as a taste of its pack. */
export const SampleChallenge = Schema.Struct({ id: Schema.String, category: CategoryKey, text: Localized })
export type SampleChallenge = typeof SampleChallenge.Type

/** A pack as `GET /api/catalog` describes it (api/pack-views.ts builds it, checked against this): no challenge texts but a few samples. */
export const CatalogPack = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  name: Localized,
  description: Localized,
  price: Schema.Struct({ amount: Count, currency: Schema.String }),
  state: CatalogPackState,
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean,
  challenges: Count,
  challengesPerCategory: Schema.Record({ key: CategoryKey, value: Count }),
  sampleChallenges: Schema.optionalWith(Schema.Array(SampleChallenge), { default: () => [] }),
  tags: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] })
})
export type CatalogPack = typeof CatalogPack.Type

/** A category of the catalogue: its key, its label in both languages, and how many challenges it holds. */
export const CatalogCategory = Schema.Struct({ key: CategoryKey, label: Localized, challenges: Count })
export type CatalogCategory = typeof CatalogCategory.Type

/**
 * What the web reads of the catalogue: the packs and the categories, in the server's order. The
 * browser reads it with `readCatalog` (Schema-free, proven equal), so the public store page does not
 * load Effect: import these Schemas only as types, or in tests.
 */
export const Catalog = Schema.Struct({ packs: Schema.Array(CatalogPack), categories: Schema.Array(CatalogCategory) })
export type Catalog = typeof Catalog.Type
