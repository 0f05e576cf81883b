import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PackId } from "#core/domain/ids.ts"
import { PackPublication } from "#core/ports/pack-publication.ts"
import { readPackFile, shippedPacksDir } from "../support/pack-files.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

interface PlayablePack {
  readonly id: string
  readonly state: string
  readonly challengeCount: number
  readonly challenges: ReadonlyArray<{
    readonly id: string
    readonly category: string
    readonly text: { readonly fr: string; readonly en: string }
    readonly timer?: { readonly seconds: number; readonly meaning: string }
  }>
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana")
  await server.addUser("vip", { packs: ["party-night", "special"].map((id) => PackId.make(id)) })
})
afterAll(() => server.close())

/** How many challenges a shipped pack has, as its file says it. */
const shippedCount = (id: string) => readPackFile(shippedPacksDir, id).challenges.length

const playablePacks = async (as: string) => {
  const response = await server.request("/api/me/playable-packs", { as })
  expect(response.status).toBe(200)
  return (await response.json()) as { packs: ReadonlyArray<PlayablePack>; colourSets: ReadonlyArray<string> }
}

describe("the user's playable packs", () => {
  it("gives the challenges of the free and owned packs only, with their texts and time limits", async () => {
    const { packs, colourSets } = await playablePacks("ana")
    const byId = new Map(packs.map((pack) => [pack.id, pack]))
    expect(byId.get("base")).toMatchObject({ state: "free", challengeCount: shippedCount("base") })
    expect(byId.get("base")?.challenges).toHaveLength(shippedCount("base"))
    expect(byId.get("base")?.challenges[0]).toMatchObject({
      id: expect.any(String),
      category: expect.any(String),
      text: { fr: expect.any(String), en: expect.any(String) }
    })
    expect(byId.get("base")?.challenges.some((challenge) => typeof challenge.timer?.seconds === "number")).toBe(true)
    expect(byId.get("party-night")).toMatchObject({ state: "not-owned", challengeCount: shippedCount("party-night"), challenges: [] })
    expect(byId.get("training")).toMatchObject({ state: "coming-soon", challenges: [] })
    expect(colourSets).toHaveLength(6)
  })

  it("gives an owner their packs' challenges and the two special colour sets", async () => {
    const { packs, colourSets } = await playablePacks("vip")
    expect(packs.find((pack) => pack.id === "party-night")).toMatchObject({ state: "owned" })
    expect(packs.find((pack) => pack.id === "party-night")?.challenges).toHaveLength(shippedCount("party-night"))
    expect(colourSets).toEqual(expect.arrayContaining(["07-dark-blue-yellow", "08-green-pink"]))
    expect(colourSets).toHaveLength(8)
  })

  it("hides a withdrawn pack, and it can no longer start a game", async () => {
    await server.runtime.runPromise(Effect.flatMap(PackPublication, (publication) => publication.setPublished(PackId.make("party-night"), false)))
    const { packs } = await playablePacks("vip")
    expect(packs.map((pack) => pack.id)).not.toContain("party-night")
    await server.runtime.runPromise(Effect.flatMap(PackPublication, (publication) => publication.setPublished(PackId.make("party-night"), true)))
    expect((await playablePacks("vip")).packs.map((pack) => pack.id)).toContain("party-night")
  })

  it("is for signed-in users only", async () => {
    expect((await server.request("/api/me/playable-packs")).status).toBe(401)
  })
})
