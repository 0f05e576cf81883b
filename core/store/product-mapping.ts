import { Either } from "effect"
import type { PackId } from "../domain/ids.ts"
import type { PaymentRecord } from "../ports/payment-repository.ts"
import { ProductMappedTwice } from "./store-errors.ts"

/** Payment product id → the pack it buys. */
export type ProductMapping = ReadonlyMap<string, PackId>

/** The three payment products that all buy the special pack (spec §7). */
export const specialPackProductIds = ["prod_special_edition", "prod_special_edition_launch", "prod_special_bundle"] as const

/** Builds the product mapping from the packs' own product ids; refuses a product claimed by two packs. */
export const productMappingFrom = (
  packs: ReadonlyArray<{ readonly id: PackId; readonly productIds: ReadonlyArray<string> }>
): Either.Either<ProductMapping, ProductMappedTwice> => {
  const mapping = new Map<string, PackId>()
  for (const pack of packs) {
    for (const product of pack.productIds) {
      const already = mapping.get(product)
      if (already !== undefined && already !== pack.id) {
        return Either.left(new ProductMappedTwice({ product, packs: [already, pack.id] }))
      }
      mapping.set(product, pack.id)
    }
  }
  return Either.right(mapping)
}

/** The packs bought by these products, each once, in first-seen order; unknown products are skipped. */
export const mapProductsToPacks = (productIds: Iterable<string>, mapping: ProductMapping): ReadonlyArray<PackId> => {
  const packs = new Set<PackId>()
  for (const product of productIds) {
    const pack = mapping.get(product)
    if (pack !== undefined) packs.add(pack)
  }
  return [...packs]
}

/** The products no pack claims (worth logging: a payment that bought nothing the store knows). */
export const unmappedProducts = (productIds: Iterable<string>, mapping: ProductMapping): ReadonlyArray<string> =>
  [...new Set(productIds)].filter((product) => !mapping.has(product))

/** Every product id in the payment records, in order. */
export const productsOf = (records: ReadonlyArray<Pick<PaymentRecord, "items">>): ReadonlyArray<string> =>
  records.flatMap((record) => record.items.map((item) => item.price.product))

/**
 * After a purchase (spec §4): the packs the payment records bought that the profile lacks, each once.
 * Idempotent: once added, a second run finds nothing new.
 */
export const packsToAdd = (
  profilePacks: ReadonlyArray<PackId>,
  records: ReadonlyArray<Pick<PaymentRecord, "items">>,
  mapping: ProductMapping
): ReadonlyArray<PackId> => {
  const owned = new Set(profilePacks)
  return mapProductsToPacks(productsOf(records), mapping).filter((pack) => !owned.has(pack))
}

/** The profile's pack list after a purchase: the old list (duplicates dropped) then the new packs. */
export const withPurchasedPacks = (
  profilePacks: ReadonlyArray<PackId>,
  records: ReadonlyArray<Pick<PaymentRecord, "items">>,
  mapping: ProductMapping
): ReadonlyArray<PackId> => [...new Set(profilePacks), ...packsToAdd(profilePacks, records, mapping)]
