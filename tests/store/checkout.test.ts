import { Effect } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { PackId, UserId } from "#core/domain/ids.ts"
import { PaymentRepository } from "#core/ports/payment-repository.ts"
import { type FakeStripe, newWebhookSecret, type StoreServer, startFakeStripe, startStoreServer } from "./store-harness.ts"

let stripe: FakeStripe
let server: StoreServer
const publicUrl = "https://allez.example"

beforeAll(async () => {
  stripe = await startFakeStripe()
  server = await startStoreServer({ kind: "stripe", stripePort: stripe.port, webhookSecret: newWebhookSecret(), secretKey: "sk_test_4llez" }, { publicUrl })
  await server.addUser("ana", { preferredLanguage: "en" })
  await server.addUser("zoe", { preferredLanguage: "fr" })
  await server.addUser("ben", { preferredLanguage: "en", packs: [PackId.make("kids")] })
})
afterAll(async () => {
  await server.close()
  await stripe.close()
})
beforeEach(() => {
  stripe.calls.length = 0
})

const checkout = (packIds: unknown, as?: string) =>
  server.request("/api/checkout", { method: "POST", json: { packIds }, headers: { "accept-language": "en" }, ...(as !== undefined && { as }) })

describe("opening a checkout on Stripe", () => {
  it("sends one line item per pack at its price, the buyer, the pack ids and the two return pages", async () => {
    const response = await checkout(["party-night", "special"], "ana")
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_1" })
    expect(stripe.calls).toHaveLength(1)
    const [call] = stripe.calls
    expect(call?.method).toBe("POST")
    expect(call?.path).toBe("/v1/checkout/sessions")
    expect(call?.authorization).toBe("Bearer sk_test_4llez")
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      mode: "payment",
      client_reference_id: "ana",
      customer_email: "ana@allez.test",
      locale: "en",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "299",
      "line_items[0][price_data][product_data][name]": "Party Night",
      "line_items[0][price_data][product_data][description]": expect.any(String),
      "line_items[0][price_data][product_data][metadata][productId]": "prod_party_night",
      "line_items[0][price_data][product_data][metadata][packId]": "party-night",
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][currency]": "eur",
      "line_items[1][price_data][unit_amount]": "499",
      "line_items[1][price_data][product_data][name]": expect.any(String),
      "line_items[1][price_data][product_data][description]": expect.any(String),
      "line_items[1][price_data][product_data][metadata][productId]": "prod_special_edition",
      "line_items[1][price_data][product_data][metadata][packId]": "special",
      "metadata[userId]": "ana",
      "metadata[packIds]": "party-night,special",
      success_url: `${publicUrl}/store/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/store/error?payment=cancelled`
    })
  })

  it("names the packs in the buyer's language", async () => {
    const special = server.packs.find((pack) => pack.id === "special")
    expect((await checkout(["special"], "zoe")).status).toBe(201)
    const form = stripe.calls[0]?.form
    expect(form?.get("locale")).toBe("fr")
    expect(form?.get("line_items[0][price_data][product_data][name]")).toBe(special?.name.fr)
  })

  it("asks a visitor to sign in (401, the spec's message) and sends nothing", async () => {
    const response = await checkout(["party-night"])
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: "sign-in-to-buy", message: "You must be signed in to buy packs." } })
    expect(stripe.calls).toEqual([])
  })

  it("refuses owned, coming-soon, free, unknown packs and an empty order with clear messages, sending nothing", async () => {
    const cases = [
      [["kids"], 409, "pack-already-owned", "You already own this pack."],
      [["training"], 422, "pack-not-for-sale-yet", "This pack is coming soon: it cannot be bought yet."],
      [["base"], 422, "pack-is-free", "This pack is free: no need to buy it."],
      [["party-night", "no-such-pack"], 404, "pack-not-found", undefined],
      [[], 422, "bag-empty", "Your bag is empty."]
    ] as const
    for (const [packIds, status, code, text] of cases) {
      const response = await checkout(packIds, "ben")
      expect(response.status, code).toBe(status)
      const body = await response.json()
      expect(body.error.code).toBe(code)
      if (text !== undefined) expect(body.error.message).toBe(text)
    }
    const invalid = await checkout(["Not A Pack"], "ben")
    expect(invalid.status).toBe(422)
    expect(stripe.calls).toEqual([])
  })

  it("counts a pack bought but not yet in the profile as owned (payment records first)", async () => {
    await server.addUser("max")
    await server.runtime.runPromise(
      Effect.flatMap(PaymentRepository, (payments) =>
        payments.add(UserId.make("max"), { id: "cs_old", createdAt: new Date().toISOString(), items: [{ price: { product: "prod_special_bundle" } }] })
      )
    )
    const response = await checkout(["special"], "max")
    expect(response.status).toBe(409)
    expect((await server.profile("max")).packs).toEqual(["special"])
    expect(stripe.calls).toEqual([])
  })

  it("answers the spec's payment failure message when Stripe refuses the session", async () => {
    stripe.failNextCreate = { status: 400, message: "Invalid currency" }
    const response = await checkout(["party-night"], "ana")
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: { code: "payment-failed", message: "Payment processing failed. Please try again." } })
    expect(server.logs).toContainEqual(expect.objectContaining({ level: "error", msg: "checkout failed", reason: "Invalid currency" }))
  })
})
