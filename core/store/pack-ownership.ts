import { Either, Schema } from "effect"
import { baseColourSets, type ColourSetId, colourSetIds } from "../domain/colour-set.ts"
import { PackId } from "../domain/ids.ts"
import { NoPackChosen, PackComingSoon, PacksNotCombinable } from "../game/game-errors.ts"
import { canPlayTogether } from "../packs/pack-choice.ts"
import { type PackChoiceRefused, PackNotOwned } from "./store-errors.ts"

/** What the store needs to know of a pack (spec §3 flags, plus its price in cents; 0 is free). */
export const PackFlags = Schema.Struct({
  id: PackId,
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean,
  priceCents: Schema.Int.pipe(Schema.nonNegative())
})
export type PackFlags = typeof PackFlags.Type

/** How the store shows a pack to one user. */
export type PackState = "owned" | "in-bag" | "not-owned" | "coming-soon" | "free"

/** True when the pack costs nothing. */
export const isFree = (pack: Pick<PackFlags, "priceCents">): boolean => pack.priceCents === 0

/**
 * A pack's state for a user: coming soon first (it cannot be played or bought, whoever holds it),
 * then owned, free, in the bag, and otherwise not owned.
 */
export const packState = (pack: PackFlags, owned: ReadonlyArray<PackId>, bag: ReadonlyArray<PackId>): PackState => {
  if (pack.comingSoon) return "coming-soon"
  if (owned.includes(pack.id)) return "owned"
  if (isFree(pack)) return "free"
  if (bag.includes(pack.id)) return "in-bag"
  return "not-owned"
}

/** True when the user may play the pack now: on sale, and owned or free. */
export const isPlayable = (pack: PackFlags, owned: ReadonlyArray<PackId>): boolean => !pack.comingSoon && (isFree(pack) || owned.includes(pack.id))

/** True when the user could buy the pack: on sale, not free and not already owned. */
export const isBuyable = (pack: PackFlags, owned: ReadonlyArray<PackId>): boolean => !pack.comingSoon && !isFree(pack) && !owned.includes(pack.id)

/**
 * Checks a pre-game choice of packs (spec §2): one pack, or several only if all are combinable;
 * never a coming-soon pack; each owned or free. Returns the chosen ids without repeats.
 */
export const canChoosePacks = (selected: ReadonlyArray<PackFlags>, owned: ReadonlyArray<PackId>): Either.Either<ReadonlyArray<PackId>, PackChoiceRefused> => {
  const unique = [...new Map(selected.map((pack) => [pack.id, pack])).values()]
  if (unique.length === 0) return Either.left(new NoPackChosen())
  const comingSoon = unique.find((pack) => pack.comingSoon)
  if (comingSoon !== undefined) return Either.left(new PackComingSoon({ pack: comingSoon.id }))
  const notOwned = unique.find((pack) => !isPlayable(pack, owned))
  if (notOwned !== undefined) return Either.left(new PackNotOwned({ pack: notOwned.id }))
  if (!canPlayTogether(unique)) {
    return Either.left(new PacksNotCombinable({ packs: unique.map((pack) => pack.id) }))
  }
  return Either.right(unique.map((pack) => pack.id))
}

/** True when one of the user's packs is the special pack (it brings two more colour sets). */
export const ownsSpecialPack = (catalogue: ReadonlyArray<PackFlags>, owned: ReadonlyArray<PackId>): boolean =>
  catalogue.some((pack) => pack.special && owned.includes(pack.id))

/** The avatar colour sets a user may pick (spec §3): the six base sets, all eight with the special pack. */
export const availableColourSets = (hasSpecialPack: boolean): ReadonlyArray<ColourSetId> => (hasSpecialPack ? colourSetIds : baseColourSets)
