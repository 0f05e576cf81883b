/** What the success page waits for: the payment record of the checkout it came back from, and/or the packs it was for. */
export interface AwaitedPurchase {
  /** The checkout session the payment page sent back (`session_id`), when it did. */
  readonly sessionId: string | null
  /** The packs of the checkout this device opened last, when it remembers one. */
  readonly packIds: ReadonlyArray<string>
}

/** How long a remembered checkout is worth waiting for: an older one was abandoned, not paid. */
export const checkoutMemoryMs = 24 * 60 * 60_000

/** True when there is something to wait for. */
export const isAwaiting = (awaited: AwaitedPurchase): boolean => awaited.sessionId !== null || awaited.packIds.length > 0

/**
 * True once the purchase has landed (spec §4): with a session id, when its payment record is there
 * (owned packs are refreshed from the records as they are read); without one, when every awaited pack
 * is owned.
 */
export const isPurchaseConfirmed = (awaited: AwaitedPurchase, paymentIds: ReadonlyArray<string>, owned: ReadonlyArray<string>): boolean =>
  awaited.sessionId !== null ? paymentIds.includes(awaited.sessionId) : awaited.packIds.length > 0 && awaited.packIds.every((id) => owned.includes(id))

/** The packs this purchase brought, as far as this device knows: the awaited ones now owned. */
export const boughtPacks = (awaited: AwaitedPurchase, owned: ReadonlyArray<string>): ReadonlyArray<string> => awaited.packIds.filter((id) => owned.includes(id))
