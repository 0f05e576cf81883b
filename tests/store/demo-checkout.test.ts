import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ChallengeId, PackId } from "#core/domain/ids.ts"
import { ProductId } from "#core/packs/pack-schema.ts"
import { checkoutEvent, newWebhookSecret, type StoreServer, signed, startStoreServer, webhookDelivery } from "./store-harness.ts"

let server: StoreServer
let shortLived: StoreServer

beforeAll(async () => {
  server = await startStoreServer({ kind: "demo" })
  // Sessions that expire as they open: the expiry is there to see without waiting for it.
  shortLived = await startStoreServer({ kind: "demo", ttlMs: 0 })
})
afterAll(async () => {
  await server.close()
  await shortLived.close()
})

const openCheckout = async (on: StoreServer, as: string, packIds: ReadonlyArray<string>) => {
  const response = await on.request("/api/checkout", { method: "POST", as, json: { packIds } })
  expect(response.status).toBe(201)
  const { url } = (await response.json()) as { url: string }
  const id = /^\/demo-checkout\/(demo_cs_[\w-]+)$/.exec(url)?.[1]
  expect(id, url).toBeDefined()
  return { url, id: id ?? "" }
}

const owned = async (on: StoreServer, as: string) => ((await (await on.request("/api/me/packs", { as })).json()) as { packs: Array<string> }).packs

describe("the demo checkout", () => {
  it("serves a page of our own that says it is a demo, with the items, the total, Pay and Cancel (English)", async () => {
    await server.addUser("ana")
    const { url, id } = await openCheckout(server, "ana", ["party-night", "special"])
    const response = await server.request(url, { headers: { "accept-language": "en-GB,en;q=0.9" } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/html")
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain("This is a demo: no money is taken")
    expect(page).toContain("Party Night")
    expect(page).toContain("€2.99")
    expect(page).toContain("€7.98")
    expect(page).toContain(`action="/api/demo-checkout/${id}/pay"`)
    expect(page).toContain(`action="/api/demo-checkout/${id}/cancel"`)
    expect(page).toContain("Pay €7.98 (demo)")
    const css = await server.request("/demo-checkout/assets/demo.css")
    expect(css.headers.get("content-type")).toContain("text/css")
  })

  it("speaks the buyer's language whatever the browser asks, shows the app's icon, and escapes what it shows", async () => {
    await server.addUser("zoe", { preferredLanguage: "fr" })
    const base = server.packs.find((pack) => pack.id === "party-night")
    if (base === undefined) throw new Error("party-night pack missing")
    await server.addPack({
      ...base,
      id: PackId.make("tricky"),
      name: { fr: '<script>alert("x")</script> & co', en: "<b>Tricky</b>" },
      productIds: [ProductId.make("prod_tricky")],
      challenges: base.challenges.map((challenge, index) => ({ ...challenge, id: ChallengeId.make(`tricky-${index}`) }))
    })
    const { url } = await openCheckout(server, "zoe", ["tricky"])
    const page = await (await server.request(url, { headers: { "accept-language": "en-GB,en;q=0.9" } })).text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />')
    expect(page).toContain('<img src="/icons/icon-192.png"')
    expect(page).toContain("Paiement de démonstration")
    expect(page).toContain("Annuler")
    expect(page).not.toContain("<script>")
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co")
    expect(page).toMatch(/2,99\s€/)
  })

  it("Pay records the purchase like a webhook would, then sends the buyer to the success page", async () => {
    await server.addUser("bob")
    await server.request("/api/me/bag", { method: "PUT", as: "bob", json: { packIds: ["party-night", "kids"] } })
    const { id } = await openCheckout(server, "bob", ["party-night"])
    const response = await server.request(`/api/demo-checkout/${id}/pay`, { method: "POST", as: "bob", form: {} })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe(`${server.url}/store/success?session_id=${id}`)
    expect(await owned(server, "bob")).toEqual(["party-night"])
    expect(await server.payments("bob")).toMatchObject([{ id, items: [{ price: { product: "prod_party_night" } }] }])
    expect((await (await server.request("/api/me/bag", { as: "bob" })).json()).packIds).toEqual(["kids"])
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: "purchase recorded", session: id, user: "bob", added: ["party-night"] }))

    // Pressing Pay twice records once.
    const again = await server.request(`/api/demo-checkout/${id}/pay`, { method: "POST", as: "bob", form: {} })
    expect(again.status).toBe(303)
    expect(await server.payments("bob")).toHaveLength(1)
    expect((await server.profile("bob")).packs).toEqual(["party-night"])
  })

  it("never lets an owned pack reach checkout again", async () => {
    await server.addUser("cleo")
    const { id } = await openCheckout(server, "cleo", ["kids", "special"])
    await server.request(`/api/demo-checkout/${id}/pay`, { method: "POST", form: {} })
    expect(await owned(server, "cleo")).toEqual(["kids", "special"])
    for (const packIds of [["kids"], ["party-night", "special"]]) {
      const response = await server.request("/api/checkout", { method: "POST", as: "cleo", json: { packIds }, headers: { "accept-language": "en" } })
      expect(response.status).toBe(409)
      expect((await response.json()).error.code).toBe("pack-already-owned")
    }
  })

  it("Cancel grants nothing and sends the buyer to the error page; a cancelled session cannot be paid", async () => {
    await server.addUser("dan")
    const { id, url } = await openCheckout(server, "dan", ["party-night"])
    const response = await server.request(`/api/demo-checkout/${id}/cancel`, { method: "POST", form: {} })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe(`${server.url}/store/error?payment=cancelled`)
    const pay = await server.request(`/api/demo-checkout/${id}/pay`, { method: "POST", form: {} })
    expect(pay.headers.get("location")).toBe(`${server.url}/store/error`)
    expect((await server.request(url)).status).toBe(404)
    expect(await owned(server, "dan")).toEqual([])
    expect(await server.payments("dan")).toEqual([])
  })

  it("refuses a Pay posted from another site (CSRF) and grants nothing", async () => {
    await server.addUser("eve")
    const { id } = await openCheckout(server, "eve", ["party-night"])
    const response = await server.request(`/api/demo-checkout/${id}/pay`, { method: "POST", form: {}, headers: { origin: "https://evil.example" } })
    expect(response.status).toBe(403)
    expect(await owned(server, "eve")).toEqual([])
  })

  it("lets sessions expire: the page says so and Pay grants nothing", async () => {
    await shortLived.addUser("fay")
    const { id, url } = await openCheckout(shortLived, "fay", ["party-night"])
    const page = await shortLived.request(url, { headers: { "accept-language": "en" } })
    expect(page.status).toBe(404)
    expect(await page.text()).toContain("This demo checkout has expired or does not exist.")
    const pay = await shortLived.request(`/api/demo-checkout/${id}/pay`, { method: "POST", form: {} })
    expect(pay.headers.get("location")).toBe(`${shortLived.url}/store/error`)
    expect(await owned(shortLived, "fay")).toEqual([])
  })

  it("takes no webhooks: any notification is refused and nothing is written", async () => {
    await server.addUser("gus")
    const event = signed(checkoutEvent({ id: "evt_gus", session: "cs_gus", user: "gus" }), newWebhookSecret())
    const response = await server.request("/api/stripe/webhook", webhookDelivery(event))
    expect(response.status).toBe(400)
    expect(await server.payments("gus")).toEqual([])
  })
})
