import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Catalog } from "#contract/catalog.ts"
import { PackId } from "#core/domain/ids.ts"
import { readCatalog } from "../../web/lib/read-catalog.ts"
import { type StoreServer, startStoreServer } from "./store-harness.ts"

let server: StoreServer
beforeAll(async () => {
  server = await startStoreServer({ kind: "demo" })
  await server.addUser("vip", { packs: [PackId.make("special")] })
})
afterAll(() => server.close())

const catalogue = async (as?: string) => {
  const response = await server.request("/api/catalog", as === undefined ? {} : { as })
  expect(response.status).toBe(200)
  return (await response.json()) as unknown
}

describe("the catalogue the store page reads", () => {
  it("is what the web's Catalog Schema and its Schema-free reader expect, for a visitor and for a buyer", async () => {
    for (const answer of [await catalogue(), await catalogue("vip")]) {
      const decoded = Schema.decodeUnknownSync(Catalog)(answer)
      expect(readCatalog(answer)).toEqual(decoded)
      expect(decoded.packs.length).toBeGreaterThan(0)
    }
  })

  it("gives each pack up to three sample challenges of its own, in both languages, and no other challenge text", async () => {
    const answer = Schema.decodeUnknownSync(Catalog)(await catalogue())
    const text = JSON.stringify(answer)
    for (const pack of server.packs) {
      const shown = answer.packs.find((entry) => entry.id === pack.id)
      expect(shown, pack.id).toBeDefined()
      const samples = shown?.sampleChallenges ?? []
      expect(samples.length, pack.id).toBe(Math.min(3, pack.challenges.length))
      for (const sample of samples) expect(pack.challenges.find((challenge) => challenge.id === sample.id)?.text).toEqual(sample.text)
      const sampled = new Set(samples.map((sample) => sample.id))
      const leaked = pack.challenges.filter((challenge) => !sampled.has(challenge.id) && text.includes(JSON.stringify(challenge.text.en)))
      expect(
        leaked.map((challenge) => challenge.id),
        pack.id
      ).toEqual([])
    }
  })

  it("marks the special pack owned for its owner and on sale for a visitor", async () => {
    const stateOf = (answer: Catalog, id: string) => answer.packs.find((pack) => pack.id === id)?.state
    expect(stateOf(Schema.decodeUnknownSync(Catalog)(await catalogue()), "special")).toBe("not-owned")
    expect(stateOf(Schema.decodeUnknownSync(Catalog)(await catalogue("vip")), "special")).toBe("owned")
  })
})
