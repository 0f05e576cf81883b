import { Data, Either } from "effect"
import type { PackId } from "../domain/ids.ts"
import type { Language } from "../domain/language.ts"
import type { Pack } from "../packs/pack-schema.ts"
import type { CheckoutLine } from "../ports/checkout.ts"
import { PackNotFound } from "../ports/pack-repository.ts"
import { addToBag, type Bag, canCheckOut, emptyBag } from "./bag.ts"
import type { PackFlags } from "./pack-ownership.ts"
import type { BagRefused, CheckoutRefused } from "./store-errors.ts"

/** A paid pack with no payment product: a payment could never say it bought this pack, so it is not sold. */
export class PackWithoutProduct extends Data.TaggedError("PackWithoutProduct")<{ readonly pack: PackId }> {}

/** The packs asked for are priced in different currencies; one checkout takes one currency. */
export class MixedCurrencies extends Data.TaggedError("MixedCurrencies")<{ readonly currencies: ReadonlyArray<string> }> {}

/** Why a checkout could not be opened for these packs. */
export type OrderRefused = CheckoutRefused | BagRefused | PackNotFound | PackWithoutProduct | MixedCurrencies

/** What the store rules read of a pack. */
export const packFlags = (pack: Pack): PackFlags => ({
  id: pack.id,
  combinable: pack.combinable,
  comingSoon: pack.comingSoon,
  special: pack.special,
  priceCents: pack.price.amount
})

/** The payment product a pack is sold as: its first product id (any of them buys it back, spec §7). */
export const saleProductOf = (pack: Pick<Pack, "productIds">): string | undefined => pack.productIds[0]

/**
 * The lines of a checkout for the asked packs (each once, in the order asked), with the bag's rules:
 * a signed-in buyer and something to buy (canCheckOut), then every pack known, on sale, paid and not
 * owned (addToBag), sold as a payment product, and all in one currency.
 * @example checkoutLines(["party-night"], true, packs, [], "en") // Right([{ pack: "party-night", product: "prod_party_night", amount: 299, … }])
 */
export const checkoutLines = (
  asked: ReadonlyArray<PackId>,
  isSignedIn: boolean,
  catalogue: ReadonlyArray<Pack>,
  owned: ReadonlyArray<PackId>,
  language: Language
): Either.Either<ReadonlyArray<CheckoutLine>, OrderRefused> =>
  Either.gen(function* () {
    const unique: Bag = [...new Set(asked)]
    yield* canCheckOut(unique, isSignedIn)
    const byId = new Map(catalogue.map((pack) => [pack.id, pack]))
    const lines: Array<CheckoutLine> = []
    let bag = emptyBag
    for (const id of unique) {
      const pack = byId.get(id)
      if (pack === undefined) return yield* Either.left(new PackNotFound({ id }))
      bag = yield* addToBag(bag, packFlags(pack), owned)
      const product = saleProductOf(pack)
      if (product === undefined) return yield* Either.left(new PackWithoutProduct({ pack: id }))
      lines.push({
        pack: id,
        product,
        name: pack.name[language],
        description: pack.description[language],
        amount: pack.price.amount,
        currency: pack.price.currency
      })
    }
    const currencies = [...new Set(lines.map((line) => line.currency))]
    if (currencies.length > 1) return yield* Either.left(new MixedCurrencies({ currencies }))
    return lines
  })
