/**
 * The store's expected refusals. Data.TaggedError, like the game's: drivers map each tag to a
 * message (storeErrorMessage) rather than sending the error itself across a boundary.
 */
import { Data } from "effect"
import type { PackId } from "../domain/ids.ts"
import type { NoPackChosen, PackComingSoon, PacksNotCombinable } from "../game/game-errors.ts"

/** A paid pack the user does not own was chosen for a game. */
export class PackNotOwned extends Data.TaggedError("PackNotOwned")<{ readonly pack: PackId }> {}

/** The pack is already owned, so it cannot go in the bag again. */
export class PackAlreadyOwned extends Data.TaggedError("PackAlreadyOwned")<{ readonly pack: PackId }> {}

/** The pack is already in the bag. */
export class PackAlreadyInBag extends Data.TaggedError("PackAlreadyInBag")<{ readonly pack: PackId }> {}

/** The pack is free: there is nothing to buy. */
export class PackIsFree extends Data.TaggedError("PackIsFree")<{ readonly pack: PackId }> {}

/** A coming-soon pack is not on sale yet. */
export class PackNotForSaleYet extends Data.TaggedError("PackNotForSaleYet")<{ readonly pack: PackId }> {}

/** Checkout with an empty bag. */
export class BagEmpty extends Data.TaggedError("BagEmpty") {}

/** Buying needs a signed-in user (spec §6). */
export class SignInToBuy extends Data.TaggedError("SignInToBuy") {}

/** Two packs claim the same payment product, so a purchase could not say which pack it bought. */
export class ProductMappedTwice extends Data.TaggedError("ProductMappedTwice")<{
  readonly product: string
  readonly packs: ReadonlyArray<PackId>
}> {}

/** Why a choice of packs for a game was refused. */
export type PackChoiceRefused = NoPackChosen | PackComingSoon | PacksNotCombinable | PackNotOwned

/** Why a pack could not go in the bag. */
export type BagRefused = PackAlreadyOwned | PackAlreadyInBag | PackIsFree | PackNotForSaleYet

/** Why a checkout could not start. */
export type CheckoutRefused = BagEmpty | SignInToBuy

/** Every refusal of the store. */
export type StoreError = PackChoiceRefused | BagRefused | CheckoutRefused | ProductMappedTwice
