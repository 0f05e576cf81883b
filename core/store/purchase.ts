import { Clock, Effect, Either } from "effect"
import type { AttemptBudget } from "../auth/auth-policy.ts"
import type { PackId, UserId } from "../domain/ids.ts"
import type { Language } from "../domain/language.ts"
import { Checkout, type CheckoutLine, type CompletedCheckout } from "../ports/checkout.ts"
import { keepPublished, PackPublication } from "../ports/pack-publication.ts"
import { PackRepository } from "../ports/pack-repository.ts"
import { type PaymentRecord, PaymentRepository, ProcessedEvents } from "../ports/payment-repository.ts"
import { UserRepository } from "../ports/user-repository.ts"
import type { ProfileUpdate, UserProfile } from "../profile/profile.ts"
import { addToBag, type Bag, emptyBag, mergeBags } from "./bag.ts"
import { checkoutLines, packFlags } from "./checkout-order.ts"
import { packsToAdd, productMappingFrom, productsOf, unmappedProducts, withPurchasedPacks } from "./product-mapping.ts"

/** What recording a completed checkout did. */
export interface PurchaseOutcome {
  /** The event had been recorded before: this delivery changed nothing. */
  readonly isReplay: boolean
  /** The packs added to the buyer's profile by this delivery. */
  readonly added: ReadonlyArray<PackId>
  /** Products of the payment that no pack claims (paid for, nothing granted: worth a log line). */
  readonly unknownProducts: ReadonlyArray<string>
}

/**
 * The key a payment for an account that no longer exists is kept under: it names nobody (the record's
 * own id is the checkout's already), and is the same for every delivery of that payment.
 */
export const detachedPaymentKey = (sessionId: string): string => `erased-${sessionId}`

/** Where a checkout sends the buyer back to. */
export interface ReturnUrls {
  readonly successUrl: string
  readonly cancelUrl: string
}

/**
 * How long an opened checkout is handed out again for the same order: well inside the time a session
 * stays payable (30 minutes for the demo checkout, 24 hours on Stripe), so the page it opens still works.
 */
export const checkoutReuseMs = 20 * 60_000

/** Checkouts one account may open: each new one is a call to the payment provider. */
export const checkoutBudgetPerAccount: AttemptBudget = { limit: 10, windowMs: 10 * 60_000 }

/** What makes two checkouts the same order: the lines at their prices, the language, the return pages. */
const orderOf = (lines: ReadonlyArray<CheckoutLine>, language: Language, urls: ReturnUrls): string =>
  JSON.stringify([language, urls.successUrl, urls.cancelUrl, lines.map((line) => [line.pack, line.product, line.amount, line.currency])])

/**
 * The store's purchases as an application service: the server-side bag, opening a checkout,
 * recording a paid checkout (from a provider's webhook or the demo checkout: one code path), and the
 * owned packs refreshed from the payment records (spec §4).
 */
export class Purchases extends Effect.Service<Purchases>()("Store/Purchases", {
  effect: Effect.gen(function* () {
    const payments = yield* PaymentRepository
    const processed = yield* ProcessedEvents
    const users = yield* UserRepository
    const packs = yield* PackRepository
    const publication = yield* PackPublication
    const checkout = yield* Checkout

    // The store never changes an e-mail, so the repository's EmailTaken cannot happen here.
    const write = (user: UserId, changes: ProfileUpdate) => users.update(user, changes).pipe(Effect.catchTag("EmailTaken", Effect.die))

    // Two packs claiming one product is a fault of the catalogue, not of the buyer: no purchase can be
    // read until it is fixed, so the provider keeps redelivering (a 500) rather than losing the event.
    const mapping = Effect.flatMap(packs.list, (catalogue) =>
      Effect.orDieWith(
        productMappingFrom(catalogue),
        (error) => new Error(`the catalogue maps product ${error.product} to several packs (${error.packs.join(", ")})`)
      )
    )

    /** Adds to the profile the packs its payment records bought and it lacks; the bag loses what is now owned. */
    const refreshOwnedPacks = (user: UserId) =>
      Effect.gen(function* () {
        const records = yield* payments.list(user)
        const profile = yield* users.get(user)
        const map = yield* mapping
        const added = packsToAdd(profile.packs, records, map)
        if (added.length === 0) return { packs: profile.packs, added }
        const owned = withPurchasedPacks(profile.packs, records, map)
        yield* write(user, { packs: owned, bag: mergeBags(profile.bag ?? emptyBag, emptyBag, owned) })
        return { packs: owned, added }
      })

    /** The packs on sale: an unpublished pack is off the store (its owners keep it; the product mapping still knows it). */
    const onSale = Effect.zipWith(packs.list, publication.unpublished, keepPublished)

    /** The packs of `asked` that can go in this user's bag (known, published, on sale, paid, not owned), each once, in order. */
    const buyableBag = (asked: Bag, owned: ReadonlyArray<PackId>) =>
      Effect.map(onSale, (catalogue) => {
        const byId = new Map(catalogue.map((pack) => [pack.id, pack]))
        return asked.reduce<Bag>((bag, id) => {
          const pack = byId.get(id)
          return pack === undefined ? bag : Either.getOrElse(addToBag(bag, packFlags(pack), owned), () => bag)
        }, emptyBag)
      })

    /** Stores the bag when it changed and returns it. */
    const storeBag = (profile: UserProfile, bag: Bag) =>
      bag.length === (profile.bag ?? emptyBag).length && bag.every((id, index) => profile.bag?.[index] === id)
        ? Effect.succeed(bag)
        : Effect.as(write(profile.id, { bag }), bag)

    return {
      /** The packs on sale and off, as stored. */
      catalogue: packs.list,

      refreshOwnedPacks: (user: UserId) => Effect.map(refreshOwnedPacks(user), (result) => result.packs),

      /** The user's payment records, oldest first. */
      paymentsOf: (user: UserId): Effect.Effect<ReadonlyArray<PaymentRecord>> => payments.list(user),

      /** The user's server-side bag, without what is no longer buyable (bought elsewhere, withdrawn). */
      bagOf: (user: UserId) =>
        Effect.gen(function* () {
          const { packs: owned } = yield* refreshOwnedPacks(user)
          const profile = yield* users.get(user)
          return yield* storeBag(profile, yield* buyableBag(profile.bag ?? emptyBag, owned))
        }),

      /** Replaces the user's bag with `bag`, keeping only what can be bought. */
      replaceBag: (user: UserId, bag: Bag) =>
        Effect.gen(function* () {
          const { packs: owned } = yield* refreshOwnedPacks(user)
          const profile = yield* users.get(user)
          return yield* storeBag(profile, yield* buyableBag(bag, owned))
        }),

      /** On sign-in: the device's bag merged into the server's (mergeBags), owned packs dropped. */
      mergeBag: (user: UserId, local: Bag) =>
        Effect.gen(function* () {
          const { packs: owned } = yield* refreshOwnedPacks(user)
          const profile = yield* users.get(user)
          return yield* storeBag(profile, yield* buyableBag(mergeBags(local, profile.bag ?? emptyBag, owned), owned))
        }),

      /**
       * Opens a checkout for the asked packs: refused for a visitor (SignInToBuy), an empty order, and
       * any pack unknown or unpublished, owned (payment records included), coming soon, free or without a
       * product. The same order asked again within `checkoutReuseMs` gets the session opened the first time.
       */
      openCheckout: (buyer: UserProfile | null, asked: Bag, language: Language, urls: ReturnUrls) =>
        Effect.gen(function* () {
          const owned = buyer === null ? [] : (yield* refreshOwnedPacks(buyer.id)).packs
          const lines = yield* checkoutLines(asked, buyer !== null, yield* onSale, owned, language)
          if (buyer === null) return yield* Effect.dieMessage("checkoutLines let a visitor through")
          const now = yield* Clock.currentTimeMillis
          const order = orderOf(lines, language, urls)
          const open = (yield* users.get(buyer.id)).openCheckout
          if (open !== undefined && open !== null && open.order === order && now - open.openedAt < checkoutReuseMs) {
            return { id: open.id, url: open.url, isReused: true }
          }
          const session = yield* checkout.createSession({ user: buyer.id, email: buyer.email, language, lines, ...urls })
          yield* write(buyer.id, { openCheckout: { order, id: session.id, url: session.url, openedAt: now } })
          return { ...session, isReused: false }
        }),

      /** Stops handing out a checkout session that can no longer be paid (the demo's, once cancelled). */
      forgetCheckout: (user: UserId, sessionId: string) =>
        Effect.gen(function* () {
          const profile = yield* users.get(user)
          if (profile.openCheckout?.id === sessionId) yield* write(user, { openCheckout: null })
        }).pipe(Effect.catchTag("UserNotFound", () => Effect.void)),

      /**
       * Records a paid checkout: the payment record under the buyer (its id is the checkout session's,
       * so it is stored once), the packs it bought added to the profile without duplicates, then the
       * event marked processed. Every step is idempotent, so a replay changes nothing, and the event
       * is marked last so that a crash half-way leaves it to be redelivered rather than lost.
       *
       * A payment for an account that no longer exists (paid on a checkout opened before its deletion)
       * is kept, as accounting law wants, but detached (`detachedPaymentKey`), as the deletion detached
       * the others: never under the erased id. An account deleted while the record is written is
       * checked again after, and its records detached.
       */
      recordPurchase: (completed: CompletedCheckout): Effect.Effect<PurchaseOutcome> =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const record: PaymentRecord = { id: completed.sessionId, createdAt: new Date(now).toISOString(), items: completed.items }
          const unknownProducts = unmappedProducts(productsOf([record]), yield* mapping)
          const buyerExists = Effect.map(Effect.either(users.get(completed.user)), Either.isRight)
          let added: ReadonlyArray<PackId> = []
          if (yield* buyerExists) {
            yield* payments.add(completed.user, record)
            const refreshed = yield* refreshOwnedPacks(completed.user).pipe(Effect.catchTag("UserNotFound", () => Effect.succeed(undefined)))
            added = refreshed?.added ?? []
          }
          // Erased before, or while, the record was written: nothing stays under the erased id.
          if (!(yield* buyerExists)) {
            const key = detachedPaymentKey(completed.sessionId)
            yield* payments.detachAllOf(completed.user, key)
            yield* payments.addDetached(key, record)
          }
          const isNew = yield* processed.markProcessed(completed.eventId)
          return { isReplay: !isNew, added, unknownProducts }
        })
    }
  })
}) {}
