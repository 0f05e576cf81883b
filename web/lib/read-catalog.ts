import type { Catalog, CatalogCategory, CatalogPack, CatalogPackState, SampleChallenge } from "#contract/catalog.ts"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { fieldsOf, isString, readAll, readLocalized } from "./read-json.ts"

const packStates: ReadonlyArray<CatalogPackState> = ["owned", "in-bag", "not-owned", "coming-soon", "free"]

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0
const isCategory = (value: unknown): value is CategoryKey => categoryKeys.some((key) => key === value)
const isState = (value: unknown): value is CatalogPackState => packStates.some((state) => state === value)

const readPerCategory = (value: unknown): Record<CategoryKey, number> | null => {
  const fields = fieldsOf(value)
  if (fields === null) return null
  const counts: Partial<Record<CategoryKey, number>> = {}
  for (const key of categoryKeys) {
    const count = fields[key]
    if (!isCount(count)) return null
    counts[key] = count
  }
  return counts as Record<CategoryKey, number>
}

const readSample = (value: unknown): SampleChallenge | null => {
  const fields = fieldsOf(value)
  if (fields === null || !isString(fields.id) || !isCategory(fields.category)) return null
  const text = readLocalized(fields.text)
  return text === null ? null : { id: fields.id, category: fields.category, text }
}

/** A pack of the catalogue, read as the `CatalogPack` Schema decodes it; null when it is not one. */
export const readCatalogPack = (value: unknown): CatalogPack | null => {
  const fields = fieldsOf(value)
  if (fields === null) return null
  const { id, version, state, combinable, comingSoon, special, challenges } = fields
  if (!isString(id) || !isString(version) || !isState(state) || !isCount(challenges)) return null
  if (typeof combinable !== "boolean" || typeof comingSoon !== "boolean" || typeof special !== "boolean") return null
  const name = readLocalized(fields.name)
  const description = readLocalized(fields.description)
  const priceFields = fieldsOf(fields.price)
  const price =
    priceFields !== null && isCount(priceFields.amount) && isString(priceFields.currency)
      ? { amount: priceFields.amount, currency: priceFields.currency }
      : null
  const challengesPerCategory = readPerCategory(fields.challengesPerCategory)
  const sampleChallenges = fields.sampleChallenges === undefined ? [] : readAll(fields.sampleChallenges, readSample)
  const tags = fields.tags === undefined ? [] : readAll(fields.tags, (tag) => (isString(tag) ? tag : null))
  if (name === null || description === null || price === null || challengesPerCategory === null || sampleChallenges === null || tags === null) return null
  return { id, version, name, description, price, state, combinable, comingSoon, special, challenges, challengesPerCategory, sampleChallenges, tags }
}

const readCategory = (value: unknown): CatalogCategory | null => {
  const fields = fieldsOf(value)
  if (fields === null || !isCategory(fields.key) || !isCount(fields.challenges)) return null
  const label = readLocalized(fields.label)
  return label === null ? null : { key: fields.key, label, challenges: fields.challenges }
}

/**
 * The catalogue (`GET /api/catalog`) read exactly as the `Catalog` Schema decodes it (a property test
 * proves it) without loading Effect on the store's public page: null when the answer is not one.
 */
export const readCatalog = (value: unknown): Catalog | null => {
  const fields = fieldsOf(value)
  if (fields === null) return null
  const packs = readAll(fields.packs, readCatalogPack)
  const categories = readAll(fields.categories, readCategory)
  return packs === null || categories === null ? null : { packs, categories }
}
