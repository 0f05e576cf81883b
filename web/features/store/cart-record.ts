import { Schema } from "effect"

/** A pack in the bag, with what the bag page shows of it, so the bag reads well offline too. */
export const CartItem = Schema.Struct({
  id: Schema.String,
  name: Schema.Struct({ fr: Schema.String, en: Schema.String }),
  price: Schema.Struct({ amount: Schema.Int.pipe(Schema.nonNegative()), currency: Schema.String })
})
export type CartItem = typeof CartItem.Type

/** A checkout opened from this device: the packs it is for, so the success page knows what to wait for. */
export const OpenCheckout = Schema.Struct({ packIds: Schema.Array(Schema.String), startedAt: Schema.String })
export type OpenCheckout = typeof OpenCheckout.Type

/**
 * One bag in the IndexedDB `cart` store, keyed by whose it is (`anonymous`, or `user:<id>` for a
 * signed-in user's copy of the server bag). `pending`: changed here while the server could not be
 * reached, to be sent on the next sync.
 */
export const CartRecord = Schema.Struct({
  id: Schema.String,
  items: Schema.Array(CartItem),
  pending: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  checkout: Schema.optionalWith(Schema.NullOr(OpenCheckout), { default: () => null })
})
export type CartRecord = typeof CartRecord.Type
