import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { maxPackChallenges } from "#core/packs/parse-pack.ts"
import { maxListedFields, maxListedProblems } from "../../api/error-table.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
})
afterAll(() => server.close())

/** An answer's size in bytes and its JSON. */
const read = async (response: Response) => {
  const text = await response.text()
  return {
    status: response.status,
    bytes: Buffer.byteLength(text),
    body: JSON.parse(text) as { error: { fields?: Record<string, string>; moreFields?: number } } & Record<string, unknown>
  }
}

const post = (path: string, text: string, as?: string) =>
  server.request(path, { method: "POST", body: text, headers: { "content-type": "application/json", origin: server.url }, ...(as !== undefined && { as }) })

describe("an invalid body of the largest accepted size", () => {
  it("gets one refusal for an over-long list, not one per bad item (anonymous checkout)", async () => {
    const text = `{"packIds":[${Array.from({ length: 32_000 }, () => "1").join(",")}]}`
    expect(text.length).toBeLessThan(64 * 1024)
    const answer = await read(await post("/api/checkout", text))
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.error.fields ?? {})).toEqual(["packIds"])
    expect(answer.bytes).toBeLessThan(2_000)
  })

  it("lists at most 20 fields and counts the rest (5 000 unknown fields)", async () => {
    const text = `{${Array.from({ length: 5_000 }, (_, index) => `"f${index}":1`).join(",")}}`
    const answer = await read(await post("/api/games", text, "ana"))
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.error.fields ?? {})).toHaveLength(maxListedFields)
    expect(answer.body.error.moreFields).toBeGreaterThanOrEqual(5_000 - maxListedFields)
    expect(answer.bytes).toBeLessThan(4_000)
  })

  it("keeps a field named __proto__ an ordinary field of the answer", async () => {
    const answer = await read(await post("/api/games", '{"__proto__":{"x":1},"players":[],"packs":[]}', "ana"))
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.error.fields ?? {})).toContain("__proto__")
  })
})

describe("an invalid pack file (admin import)", () => {
  const challenge = (index: number) => JSON.stringify({ id: `X ${index}`, category: "dyno", tags: ["?"], text: { fr: "", de: "x" }, extra: true })
  const packText = (count: number) =>
    `{"schemaVersion":2,"id":"Bad Pack","challenges":[${Array.from({ length: count }, (_, index) => challenge(index)).join(",")}]}`

  it("refuses an over-long list of challenges as one problem, before reading them (1 MB)", async () => {
    const count = Math.floor((1000 * 1024) / (challenge(99_999).length + 1))
    const text = packText(count)
    expect(text.length).toBeLessThan(1024 * 1024)
    const answer = await read(await post("/api/admin/packs/import", text, "boss"))
    expect(answer.status).toBe(422)
    expect(answer.body.problems).toEqual([{ file: "pack.json", path: "challenges", rule: `must hold at most ${maxPackChallenges} challenges, not ${count}` }])
  })

  it("lists a bounded number of problems and counts the rest (1 000 bad challenges)", async () => {
    const answer = await read(await post("/api/admin/packs/import", packText(maxPackChallenges), "boss"))
    expect(answer.status).toBe(422)
    expect(answer.body.problems as ReadonlyArray<unknown>).toHaveLength(maxListedProblems)
    expect(answer.body.moreProblems).toBeGreaterThan(4 * maxPackChallenges)
    expect(Object.keys(answer.body.error.fields ?? {}).length).toBeLessThanOrEqual(maxListedFields)
    expect(answer.bytes).toBeLessThan(32 * 1024)
  })
})
