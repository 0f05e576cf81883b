import type { PackId } from "#core/domain/ids.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { challengesPerCategory } from "#core/packs/pack-summary.ts"
import { type PackFlags, packState } from "#core/store/pack-ownership.ts"

/** What the store rules read of a stored pack. */
export const flagsOf = (pack: Pack): PackFlags => ({
  id: pack.id,
  combinable: pack.combinable,
  comingSoon: pack.comingSoon,
  special: pack.special,
  priceCents: pack.price.amount
})

/** How many challenges the catalogue shows of each pack, as a taste of it. */
export const sampleChallengeCount = 3

/**
 * A few challenges to give a taste of a pack in the store: the first challenge of each category in
 * pack order, then the next ones, up to `sampleChallengeCount`, so the samples show the pack's range
 * rather than three of a kind. Only their ids, categories and texts: the rest stays out of the catalogue.
 */
export const sampleChallenges = (pack: Pick<Pack, "challenges">) => {
  const firstOfCategory = new Map<string, Pack["challenges"][number]>()
  for (const challenge of pack.challenges) if (!firstOfCategory.has(challenge.category)) firstOfCategory.set(challenge.category, challenge)
  const picked = new Set([...new Set([...firstOfCategory.values(), ...pack.challenges])].slice(0, sampleChallengeCount))
  return pack.challenges.filter((challenge) => picked.has(challenge)).map(({ id, category, text }) => ({ id, category, text }))
}

/** A pack as the catalogue shows it to one user (owned packs; none for a visitor): a few sample challenges, never the whole pack. */
export const catalogueEntry = (pack: Pack, owned: ReadonlyArray<PackId>) => ({
  id: pack.id,
  version: pack.version,
  name: pack.name,
  description: pack.description,
  price: pack.price,
  state: packState(flagsOf(pack), owned, []),
  combinable: pack.combinable,
  comingSoon: pack.comingSoon,
  special: pack.special,
  challenges: pack.challenges.length,
  challengesPerCategory: challengesPerCategory([pack]),
  sampleChallenges: sampleChallenges(pack),
  tags: pack.tags.map((tag) => tag.id)
})
