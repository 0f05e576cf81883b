import { Effect, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PackId, UserId } from "#core/domain/ids.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { ProductId } from "#core/packs/pack-schema.ts"
import { Checkout, type CompletedCheckout, InvalidSignature } from "#core/ports/checkout.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { PaymentRepository } from "#core/ports/payment-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { specialPackProductIds } from "#core/store/product-mapping.ts"
import { Purchases } from "#core/store/purchase.ts"
import { makeMemoryLayer } from "../support/memory/memory-layer.ts"

const pack = (id: string, products: ReadonlyArray<string>): Pack => ({
  schemaVersion: 3,
  id: PackId.make(id),
  version: "1.0.0",
  name: { fr: id, en: id },
  description: { fr: id, en: id },
  price: { amount: 499, currency: "EUR" },
  productIds: products.map((product) => ProductId.make(product)),
  combinable: true,
  comingSoon: false,
  special: id === "special",
  tags: [],
  challenges: []
})

const catalogue = [pack("party-night", ["prod_party_night"]), pack("kids", ["prod_kids"]), pack("special", specialPackProductIds)]
const ana = UserId.make("ana")

const unusedCheckout = Layer.succeed(Checkout, {
  createSession: () => Effect.die("no checkout in these tests"),
  cancelSessionsOf: () => Effect.void,
  parseWebhook: () => Effect.fail(new InvalidSignature())
})

/** Runs `body` against a fresh memory store holding the catalogue and ana's profile. */
const withStore = <A>(body: Effect.Effect<A, never, Purchases | UserRepository | PaymentRepository>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const packs = yield* PackRepository
      for (const entry of catalogue) yield* Effect.orDie(packs.upsert(entry))
      yield* Effect.orDie(
        (yield* UserRepository).create(
          newProfile({ id: ana, email: "ana@allez.test", displayName: "Ana", preferredLanguage: "fr", isSocial: false, now: new Date() })
        )
      )
      return yield* body
    }).pipe(Effect.provide(Purchases.Default.pipe(Layer.provideMerge(Layer.merge(makeMemoryLayer(), unusedCheckout)))))
  )

const arbProduct = fc.constantFrom("prod_party_night", "prod_kids", "prod_mug", ...specialPackProductIds)
/** A few checkouts, each with its own session and event ids. */
const arbCheckouts = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }).chain((numbers) =>
  fc.tuple(
    ...numbers.map((n) =>
      fc.array(arbProduct, { minLength: 1, maxLength: 3 }).map(
        (products): CompletedCheckout => ({
          eventId: `evt_${n}`,
          sessionId: `cs_${n}`,
          user: ana,
          items: products.map((product) => ({ price: { product } }))
        })
      )
    )
  )
)
/** Deliveries of those checkouts: each at least once, some again, in any order. */
const arbDeliveries = arbCheckouts.chain((all) =>
  fc.shuffledSubarray(all).chain((again) => fc.shuffledSubarray([...all, ...again], { minLength: all.length + again.length }).map((order) => ({ all, order })))
)
const packOf: Record<string, string> = {
  prod_party_night: "party-night",
  prod_kids: "kids",
  ...Object.fromEntries(specialPackProductIds.map((id) => [id, "special"]))
}

describe("recordPurchase", () => {
  it("for all deliveries, replays and orders: one record per checkout, each bought pack owned exactly once, nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(arbDeliveries, async ({ all, order }) => {
        const { profile, records, replays } = await withStore(
          Effect.gen(function* () {
            const purchases = yield* Purchases
            let replays = 0
            for (const checkout of order) if ((yield* purchases.recordPurchase(checkout)).isReplay) replays++
            const profile = yield* Effect.orDie((yield* UserRepository).get(ana))
            const records = yield* (yield* PaymentRepository).list(ana)
            return { profile, records, replays }
          })
        )
        expect(records.map((record) => record.id).sort()).toEqual(all.map((checkout) => checkout.sessionId).sort())
        expect(replays).toBe(order.length - all.length)
        const bought = new Set(all.flatMap((checkout) => checkout.items.map((item) => packOf[item.price.product]).filter((id) => id !== undefined)))
        expect([...profile.packs].sort()).toEqual([...bought].sort())
        expect(new Set(profile.packs).size).toBe(profile.packs.length)
      }),
      { numRuns: 60 }
    )
  })

  it("reports products no pack claims", async () => {
    const outcome = await withStore(
      Effect.flatMap(Purchases, (purchases) =>
        purchases.recordPurchase({
          eventId: "evt_1",
          sessionId: "cs_1",
          user: ana,
          items: [{ price: { product: "prod_mug" } }, { price: { product: "prod_kids" } }]
        })
      )
    )
    expect(outcome).toEqual({ isReplay: false, added: ["kids"], unknownProducts: ["prod_mug"] })
  })
})
