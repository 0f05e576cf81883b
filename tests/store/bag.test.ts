import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PackId } from "#core/domain/ids.ts"
import { type StoreServer, startStoreServer } from "./store-harness.ts"

let server: StoreServer
beforeAll(async () => {
  server = await startStoreServer({ kind: "demo" })
})
afterAll(() => server.close())

const bagOf = async (as: string) => {
  const response = await server.request("/api/me/bag", { as })
  expect(response.status).toBe(200)
  return ((await response.json()) as { packIds: Array<string> }).packIds
}
const put = (as: string, packIds: ReadonlyArray<string>) => server.request("/api/me/bag", { method: "PUT", as, json: { packIds } })
const merge = (as: string, packIds: ReadonlyArray<string>) => server.request("/api/me/bag/merge", { method: "POST", as, json: { packIds } })

describe("the bag on the server", () => {
  it("is for signed-in users only", async () => {
    expect((await server.request("/api/me/bag")).status).toBe(401)
    expect((await server.request("/api/me/bag", { method: "PUT", json: { packIds: [] } })).status).toBe(401)
    expect((await server.request("/api/me/payments")).status).toBe(401)
    expect((await server.request("/api/me/packs")).status).toBe(401)
  })

  it("starts empty and keeps only what can be bought, each pack once, in order", async () => {
    await server.addUser("ana")
    expect(await bagOf("ana")).toEqual([])
    const response = await put("ana", ["special", "party-night", "special", "base", "training", "no-such-pack"])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ packIds: ["special", "party-night"] })
    expect(await bagOf("ana")).toEqual(["special", "party-night"])
    expect((await server.profile("ana")).bag).toEqual(["special", "party-night"])
    expect((await put("ana", [])).status).toBe(200)
    expect(await bagOf("ana")).toEqual([])
  })

  it("drops owned packs", async () => {
    await server.addUser("bob", { packs: [PackId.make("kids")] })
    expect(await (await put("bob", ["kids", "special"])).json()).toEqual({ packIds: ["special"] })
  })

  it("merges the device's bag on sign-in with the core's merge: device order first, no repeats, no owned pack", async () => {
    await server.addUser("cleo", { packs: [PackId.make("special")] })
    await put("cleo", ["kids"])
    const response = await merge("cleo", ["party-night", "kids", "special"])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ packIds: ["party-night", "kids"] })
    expect(await bagOf("cleo")).toEqual(["party-night", "kids"])
  })

  it("loses a pack once it is bought, wherever it was bought", async () => {
    await server.addUser("dan")
    await put("dan", ["party-night", "kids"])
    const opened = await server.request("/api/checkout", { method: "POST", as: "dan", json: { packIds: ["kids"] } })
    const { url } = (await opened.json()) as { url: string }
    const id = url.split("/").at(-1) ?? ""
    await server.request(`/api/demo-checkout/${id}/pay`, { method: "POST", form: {} })
    expect(await bagOf("dan")).toEqual(["party-night"])
    expect(((await (await server.request("/api/me/payments", { as: "dan" })).json()) as { payments: unknown[] }).payments).toHaveLength(1)
  })

  it("refuses a body that is not a list of pack ids", async () => {
    await server.addUser("eve")
    for (const json of [{ packIds: "kids" }, { packIds: ["Not A Pack"] }, { bag: [] }, { packIds: [], extra: 1 }]) {
      const response = await server.request("/api/me/bag", { method: "PUT", as: "eve", json })
      expect(response.status, JSON.stringify(json)).toBe(422)
    }
  })
})
