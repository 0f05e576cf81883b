import { Either, Schema } from "effect"
import { PackId } from "../domain/ids.ts"
import { isFree, type PackFlags } from "./pack-ownership.ts"
import {
  BagEmpty,
  type BagRefused,
  type CheckoutRefused,
  PackAlreadyInBag,
  PackAlreadyOwned,
  PackIsFree,
  PackNotForSaleYet,
  SignInToBuy
} from "./store-errors.ts"

/** The bag (cart): pack ids in the order they were added, each once. Stored locally and on the server. */
export const Bag = Schema.Array(PackId)
export type Bag = typeof Bag.Type

/** The empty bag. */
export const emptyBag: Bag = []

/** Puts a pack in the bag; refuses an owned, coming-soon, free or already-bagged pack. */
export const addToBag = (bag: Bag, pack: PackFlags, owned: ReadonlyArray<PackId>): Either.Either<Bag, BagRefused> => {
  if (owned.includes(pack.id)) return Either.left(new PackAlreadyOwned({ pack: pack.id }))
  if (pack.comingSoon) return Either.left(new PackNotForSaleYet({ pack: pack.id }))
  if (isFree(pack)) return Either.left(new PackIsFree({ pack: pack.id }))
  if (bag.includes(pack.id)) return Either.left(new PackAlreadyInBag({ pack: pack.id }))
  return Either.right([...bag, pack.id])
}

/** Takes a pack out of the bag (no change when it is not there). */
export const removeFromBag = (bag: Bag, pack: PackId): Bag => bag.filter((id) => id !== pack)

/**
 * On sign-in: the device's bag merged with the server's, each pack once (device order first),
 * without the packs the user already owns.
 */
export const mergeBags = (local: Bag, server: Bag, owned: ReadonlyArray<PackId>): Bag => {
  const ownedSet = new Set(owned)
  return [...new Set([...local, ...server])].filter((id) => !ownedSet.has(id))
}

/** Checks a checkout can start: a signed-in user (spec §6) and something in the bag. */
export const canCheckOut = (bag: Bag, isSignedIn: boolean): Either.Either<Bag, CheckoutRefused> => {
  if (!isSignedIn) return Either.left(new SignInToBuy())
  if (bag.length === 0) return Either.left(new BagEmpty())
  return Either.right(bag)
}
