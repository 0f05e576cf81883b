import { join } from "node:path"
import Database from "better-sqlite3"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DataRights } from "#core/account/data-rights.ts"
import {
  checkoutEvent,
  type FakeStripe,
  newWebhookSecret,
  type StoreServer,
  signed,
  startFakeStripe,
  startStoreServer,
  webhookDelivery
} from "../store/store-harness.ts"

/**
 * Issue #38, item 5: a checkout opened before an account's deletion and paid after it filed a
 * payment under the erased account's id. Deletion cancels the open checkouts, and a payment that
 * still arrives for an account that no longer exists is kept detached, as deletion detaches the others.
 */

let demo: StoreServer
let stripe: FakeStripe
let withStripe: StoreServer
const secret = newWebhookSecret()

beforeAll(async () => {
  demo = await startStoreServer({ kind: "demo" })
  stripe = await startFakeStripe()
  withStripe = await startStoreServer({ kind: "stripe", stripePort: stripe.port, webhookSecret: secret })
})
afterAll(async () => {
  await demo.close()
  await withStripe.close()
  await stripe.close()
})

/** The payment rows of the server's SQLite file, as stored: whose they are and which checkout. */
const paymentRows = (server: StoreServer) => {
  const db = new Database(join(server.dataDir, "allez.sqlite"), { readonly: true })
  try {
    return db.prepare<[], { user_id: string; record_id: string }>("SELECT user_id, record_id FROM payments").all()
  } finally {
    db.close()
  }
}

const openCheckout = async (server: StoreServer, as: string) => {
  const response = await server.request("/api/checkout", { method: "POST", as, json: { packIds: ["party-night"] } })
  expect(response.status).toBe(201)
  return ((await response.json()) as { url: string }).url
}

const deleteAccount = (server: StoreServer, user: string) =>
  server.runtime.runPromise(Effect.flatMap(DataRights, (rights) => rights.deleteByEmail(`${user}@allez.test`)))

describe("a checkout paid after the account's deletion", () => {
  it("demo: deletion cancels the open checkout, and paying it afterwards files no payment under the erased id", async () => {
    await demo.addUser("lea-leaves")
    const url = await openCheckout(demo, "lea-leaves")
    const id = /^\/demo-checkout\/(demo_cs_[\w-]+)$/.exec(url)?.[1] ?? ""
    expect((await demo.request(url)).status).toBe(200)

    await deleteAccount(demo, "lea-leaves")

    // The page no longer offers it, and paying it anyway is refused like a cancelled checkout.
    expect((await demo.request(url)).status).toBe(404)
    const paid = await demo.request(`/api/demo-checkout/${id}/pay`, { method: "POST", form: {} })
    expect(paid.status).toBe(303)
    expect(paid.headers.get("location")).toMatch(/\/store\/error$/)
    expect(paymentRows(demo).filter((row) => row.user_id === "lea-leaves")).toEqual([])
    expect(paymentRows(demo).filter((row) => row.record_id === id)).toEqual([])
  })

  it("Stripe: deletion expires the open session, and a late signed webhook for it keeps the payment detached", async () => {
    await withStripe.addUser("max-leaves")
    const url = await openCheckout(withStripe, "max-leaves")
    const session = /\/c\/pay\/(cs_test_\d+)$/.exec(url)?.[1] ?? ""
    expect(session).not.toBe("")

    await deleteAccount(withStripe, "max-leaves")
    expect(stripe.calls.filter((call) => call.method === "POST" && call.path === `/v1/checkout/sessions/${session}/expire`)).toHaveLength(1)

    // Paid on Stripe's page before the expiry reached it: the notification comes anyway, signed.
    stripe.lineItems.set(session, [{ price: { product: { id: "prod_auto", object: "product", metadata: { productId: "prod_party_night" } } } }])
    const deliver = () =>
      withStripe.request("/api/stripe/webhook", webhookDelivery(signed(checkoutEvent({ id: `evt_${session}`, session, user: "max-leaves" }), secret)))
    expect((await deliver()).status).toBe(200)
    // Redelivered: still one record.
    expect((await deliver()).status).toBe(200)

    expect(await withStripe.payments("max-leaves")).toEqual([])
    const rows = paymentRows(withStripe)
    expect(rows.filter((row) => row.user_id === "max-leaves")).toEqual([])
    const kept = rows.filter((row) => row.record_id === session)
    expect(kept).toHaveLength(1)
    expect(kept[0]?.user_id).toMatch(/^erased-/)
  })
})
