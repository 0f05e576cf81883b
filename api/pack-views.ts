import type { PackId } from "../core/domain/ids.ts"
import type { Pack } from "../core/packs/pack-schema.ts"
import { challengesPerCategory } from "../core/packs/pack-summary.ts"
import { type PackFlags, packState } from "../core/store/pack-ownership.ts"

/** What the store rules read of a stored pack. */
export const flagsOf = (pack: Pack): PackFlags => ({
  id: pack.id,
  combinable: pack.combinable,
  comingSoon: pack.comingSoon,
  special: pack.special,
  priceCents: pack.price.amount
})

/** A pack as the catalogue shows it to one user (owned packs; none for a visitor): no challenge texts. */
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
  tags: pack.tags.map((tag) => tag.id)
})
