import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { checkoutBudgetPerAccount } from "#core/store/purchase.ts"
import { type FakeStripe, newWebhookSecret, type StoreServer, startFakeStripe, startStoreServer } from "../store/store-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const checkout = (server: StoreServer, as: string, packIds: ReadonlyArray<string>) => server.request("/api/checkout", { method: "POST", json: { packIds }, as })

describe("on Stripe", () => {
  let stripe: FakeStripe
  let server: StoreServer
  beforeAll(async () => {
    stripe = await startFakeStripe()
    server = await startStoreServer({ kind: "stripe", stripePort: stripe.port, webhookSecret: newWebhookSecret(), secretKey: "sk_test_4llez" })
    await server.addUser("flooder")
    await server.addUser("shopper")
  })
  afterAll(async () => {
    await server.close()
    await stripe.close()
  })

  it("opens one session for an unchanged bag asked 100 times, and stops answering past the account's budget", async () => {
    const statuses: Array<number> = []
    const urls = new Set<string>()
    for (let index = 0; index < 100; index += 1) {
      const response = await checkout(server, "flooder", ["party-night", "special"])
      statuses.push(response.status)
      if (response.status === 201) urls.add(((await response.json()) as { url: string }).url)
      else await response.body?.cancel()
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(checkoutBudgetPerAccount.limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checkoutBudgetPerAccount.limit)
    expect(urls.size).toBe(1)
    expect(stripe.calls.filter((call) => call.path === "/v1/checkout/sessions")).toHaveLength(1)
  })

  it("opens a new session when the bag changes, and hands the first one out again when it comes back", async () => {
    stripe.calls.length = 0
    const urlOf = async (packIds: ReadonlyArray<string>) => ((await (await checkout(server, "shopper", packIds)).json()) as { url: string }).url
    const both = await urlOf(["party-night", "special"])
    const one = await urlOf(["special"])
    expect(one).not.toBe(both)
    expect(await urlOf(["special"])).toBe(one)
    expect(stripe.calls).toHaveLength(2)
  })
})

describe("on the demo checkout", () => {
  let server: StoreServer
  beforeAll(async () => {
    server = await startStoreServer({ kind: "demo" })
    await server.addUser("browser")
  })
  afterAll(() => server.close())

  it("opens a new session once the open one was cancelled, since a cancelled demo session cannot be paid", async () => {
    const urlOf = async () => ((await (await checkout(server, "browser", ["special"])).json()) as { url: string }).url
    const first = await urlOf()
    expect(await urlOf()).toBe(first)
    const id = decodeURIComponent(first.split("/demo-checkout/")[1] ?? "")
    const cancelled = await server.request(`/api/demo-checkout/${encodeURIComponent(id)}/cancel`, { method: "POST", form: {} })
    expect(cancelled.status).toBe(303)
    const second = await urlOf()
    expect(second).not.toBe(first)
    expect((await server.request(new URL(second, "http://localhost").pathname)).status).toBe(200)
  })
})
