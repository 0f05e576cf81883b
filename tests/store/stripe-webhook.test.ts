import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { specialPackProductIds } from "#core/store/product-mapping.ts"
import {
  checkoutEvent,
  type FakeStripe,
  newWebhookSecret,
  type StoreServer,
  signed,
  startFakeStripe,
  startStoreServer,
  webhookDelivery
} from "./store-harness.ts"

let stripe: FakeStripe
let server: StoreServer
const secret = newWebhookSecret()

beforeAll(async () => {
  stripe = await startFakeStripe()
  server = await startStoreServer({ kind: "stripe", stripePort: stripe.port, webhookSecret: secret })
})
afterAll(async () => {
  await server.close()
  await stripe.close()
})

/** Delivers a body with a signature header, as Stripe posts it. */
const deliver = (payload: string, signature: string | null) => server.request("/api/stripe/webhook", webhookDelivery({ payload, signature }))

/** Stripe's line items for a session, each product expanded as we create them (metadata.productId). */
const sold = (session: string, ...products: ReadonlyArray<string>) =>
  stripe.lineItems.set(
    session,
    products.map((product) => ({ price: { product: { id: `prod_auto_${product}`, object: "product", metadata: { productId: product } } } }))
  )

const ownedPacks = async (user: string) => {
  const response = await server.request("/api/me/packs", { as: user })
  expect(response.status).toBe(200)
  return ((await response.json()) as { packs: Array<string> }).packs
}

describe("the Stripe webhook", () => {
  it("records a paid checkout: the payment record under the buyer and the pack owned", async () => {
    await server.addUser("ana")
    sold("cs_ana_1", "prod_party_night")
    const { payload, signature } = signed(checkoutEvent({ id: "evt_ana_1", session: "cs_ana_1", user: "ana" }), secret)
    const response = await deliver(payload, signature)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true })
    expect((await server.profile("ana")).packs).toEqual(["party-night"])
    expect(await ownedPacks("ana")).toEqual(["party-night"])
    const records = await (await server.request("/api/me/payments", { as: "ana" })).json()
    expect(records.payments).toMatchObject([{ id: "cs_ana_1", items: [{ price: { product: "prod_party_night" } }] }])
    const listed = stripe.calls.find((call) => call.path === "/v1/checkout/sessions/cs_ana_1/line_items")
    expect(Object.fromEntries(listed?.query ?? [])).toMatchObject({ "expand[0]": "data.price.product" })
  })

  it("refuses a forged, missing or stale signature with 400 and writes nothing", async () => {
    await server.addUser("bob")
    sold("cs_bob_1", "prod_kids")
    const event = checkoutEvent({ id: "evt_bob_1", session: "cs_bob_1", user: "bob" })
    const forged = signed(event, newWebhookSecret())
    const genuine = signed(event, secret)
    const tampered = signed({ ...event, id: "evt_other" }, secret)
    const callsBefore = stripe.calls.length
    for (const [payload, signature] of [
      [forged.payload, forged.signature],
      [genuine.payload, null],
      [genuine.payload, "t=1,v1=deadbeef"],
      [genuine.payload, tampered.signature],
      [genuine.payload.replace("bob", "eve"), genuine.signature]
    ] as const) {
      const response = await deliver(payload, signature)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: "invalid-signature", message: "The payment notification's signature is not valid." }
      })
    }
    expect(stripe.calls.length).toBe(callsBefore)
    expect(await server.payments("bob")).toEqual([])
    expect((await server.profile("bob")).packs).toEqual([])
    // The event was not marked processed: the genuine delivery still counts.
    expect((await deliver(genuine.payload, genuine.signature)).status).toBe(200)
    expect((await server.profile("bob")).packs).toEqual(["kids"])
  })

  it("changes nothing when the same event is delivered again", async () => {
    await server.addUser("cleo")
    sold("cs_cleo_1", "prod_kids")
    const { payload, signature } = signed(checkoutEvent({ id: "evt_cleo_1", session: "cs_cleo_1", user: "cleo" }), secret)
    expect((await deliver(payload, signature)).status).toBe(200)
    const profile = await server.profile("cleo")
    const records = await server.payments("cleo")
    const again = signed(JSON.parse(payload), secret)
    expect((await deliver(again.payload, again.signature)).status).toBe(200)
    expect((await deliver(payload, signature)).status).toBe(200)
    expect(await server.profile("cleo")).toEqual(profile)
    expect(await server.payments("cleo")).toEqual(records)
    expect(profile.packs).toEqual(["kids"])
    expect(server.logs.filter((line) => line.event === "evt_cleo_1").map((line) => line.msg)).toEqual([
      "purchase recorded",
      "payment event replayed: nothing changed",
      "payment event replayed: nothing changed"
    ])
  })

  it("grants nothing for a product no pack claims, and logs it", async () => {
    await server.addUser("dan")
    sold("cs_dan_1", "prod_mug")
    const { payload, signature } = signed(checkoutEvent({ id: "evt_dan_1", session: "cs_dan_1", user: "dan" }), secret)
    expect((await deliver(payload, signature)).status).toBe(200)
    expect((await server.profile("dan")).packs).toEqual([])
    expect(await ownedPacks("dan")).toEqual([])
    expect(server.logs).toContainEqual(expect.objectContaining({ level: "warn", event: "evt_dan_1", user: "dan", products: ["prod_mug"] }))
  })

  it("maps each of the special pack's three products to the special pack, owned once", async () => {
    await server.addUser("eli")
    for (const [index, product] of specialPackProductIds.entries()) {
      await server.addUser(`solo-${index}`)
      sold(`cs_solo_${index}`, product)
      const solo = signed(checkoutEvent({ id: `evt_solo_${index}`, session: `cs_solo_${index}`, user: `solo-${index}` }), secret)
      expect((await deliver(solo.payload, solo.signature)).status).toBe(200)
      expect((await server.profile(`solo-${index}`)).packs).toEqual(["special"])

      // Stripe products created with our own ids (e.g. a payment link) come back as plain ids.
      stripe.lineItems.set(`cs_eli_${index}`, [{ price: { product } }])
      const eli = signed(checkoutEvent({ id: `evt_eli_${index}`, session: `cs_eli_${index}`, user: "eli" }), secret)
      expect((await deliver(eli.payload, eli.signature)).status).toBe(200)
    }
    expect((await server.profile("eli")).packs).toEqual(["special"])
    expect(await server.payments("eli")).toHaveLength(3)
  })

  it("acknowledges and ignores other events and unpaid checkouts; grants when a delayed payment succeeds", async () => {
    await server.addUser("fay")
    sold("cs_fay_1", "prod_party_night")
    const other = signed({ ...checkoutEvent({ id: "evt_fay_0", session: "cs_fay_1", user: "fay" }), type: "payment_intent.created" }, secret)
    expect((await deliver(other.payload, other.signature)).status).toBe(200)
    const unpaid = signed(checkoutEvent({ id: "evt_fay_1", session: "cs_fay_1", user: "fay", paymentStatus: "unpaid" }), secret)
    expect((await deliver(unpaid.payload, unpaid.signature)).status).toBe(200)
    const nobody = signed(checkoutEvent({ id: "evt_fay_2", session: "cs_fay_1", user: null }), secret)
    expect((await deliver(nobody.payload, nobody.signature)).status).toBe(200)
    expect(await server.payments("fay")).toEqual([])
    expect((await server.profile("fay")).packs).toEqual([])

    const succeeded = signed(checkoutEvent({ id: "evt_fay_3", session: "cs_fay_1", user: "fay", type: "checkout.session.async_payment_succeeded" }), secret)
    expect((await deliver(succeeded.payload, succeeded.signature)).status).toBe(200)
    expect((await server.profile("fay")).packs).toEqual(["party-night"])
  })

  it("keeps a payment for an account that does not exist detached: never under that id, and it grants nothing", async () => {
    sold("cs_gus_1", "prod_kids")
    const early = signed(checkoutEvent({ id: "evt_gus_1", session: "cs_gus_1", user: "gus" }), secret)
    expect((await deliver(early.payload, early.signature)).status).toBe(200)
    expect(await server.payments("gus")).toEqual([])
    await server.addUser("gus")
    expect(await ownedPacks("gus")).toEqual([])
  })
})
