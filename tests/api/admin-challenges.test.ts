import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AdminChallenge } from "#core/admin/admin-challenges.ts"
import { pinnedPacksDir } from "../support/pack-files.ts"
import type { AuditAnswer, ChallengeAnswer, PackAnswer, PackSummaryAnswer, Refusal } from "./admin-answers.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ packsDir: pinnedPacksDir })
  await server.addUser("boss", { roles: ["admin"] })
})
afterAll(() => server.close())

/** As the admin, from the app's own origin (a browser sends it on every write). */
const asBoss = (path: string, init: RequestInit & { readonly json?: unknown } = {}) =>
  server.request(path, { ...init, as: "boss", headers: { origin: server.url, ...(init.headers as Record<string, string> | undefined) } })
const body = async <T>(response: Response, status: number): Promise<T> => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}
type Listed = { readonly challenges: ReadonlyArray<AdminChallenge>; readonly total: number }
const search = async (query: string) => body<Listed>(await asBoss(`/api/admin/challenges${query}`), 200)

describe("GET /api/admin/challenges", () => {
  it("lists every challenge of every pack, packs by id, with its pack and translation status", async () => {
    const all = await search("")
    expect(all.total).toBe(96 + 48 + 48 + 40)
    expect(all.challenges).toHaveLength(all.total)
    expect(all.challenges[0]).toMatchObject({ pack: { id: "base", version: "1.0.0", published: true }, challenge: { id: "base-001" }, translation: "complete" })
    expect(new Set(all.challenges.map((each) => each.pack.id))).toEqual(new Set(["base", "kids", "party-night", "special"]))
  })

  it("searches the texts whatever the case and accents, and narrows by pack, category and tag", async () => {
    const accented = (await search("")).challenges.find((each) => /[éèà]/.test(each.challenge.text.fr))
    if (accented === undefined) throw new Error("the pinned packs have accented texts")
    const word = accented.challenge.text.fr.split(/\s+/).find((each) => /[éèà]/.test(each)) ?? ""
    const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase()
    const found = await search(`?q=${encodeURIComponent(plain)}`)
    expect(found.challenges.map((each) => each.challenge.id)).toContain(accented.challenge.id)
    const narrowed = await search("?pack=kids&category=game&tag=silly")
    expect(narrowed.total).toBeGreaterThan(0)
    for (const each of narrowed.challenges) {
      expect(each.pack.id).toBe("kids")
      expect(each.challenge.category).toBe("game")
      expect(each.challenge.tags).toContain("silly")
    }
    expect((await search("?q=zzzz-no-such-words")).total).toBe(0)
  })

  it("finds challenges whose translation is missing: texts left the same in both languages", async () => {
    expect((await search("?missingTranslation=true")).total).toBe(0)
    const copied = "Grimpe le bloc en comptant jusqu'à dix"
    await body<ChallengeAnswer>(
      await asBoss("/api/admin/challenges/base-005", { method: "PATCH", json: { expectedVersion: "1.0.0", text: { en: copied, fr: copied } } }),
      200
    )
    const missing = await search("?missingTranslation=true")
    expect(missing.challenges.map((each) => [each.challenge.id, each.translation])).toEqual([["base-005", "identical"]])
    expect((await search("?missingTranslation=false")).total).toBe((await search("")).total - 1)
  })
})

describe("GET /api/admin/challenges/:id", () => {
  it("reads one challenge with its pack; an unknown one is 404", async () => {
    const { challenge } = await body<ChallengeAnswer>(await asBoss("/api/admin/challenges/kids-003"), 200)
    expect(challenge).toMatchObject({ pack: { id: "kids" }, challenge: { id: "kids-003" } })
    const missing = await body<Refusal>(await asBoss("/api/admin/challenges/kids-999"), 404)
    expect(missing.error).toEqual({ code: "challenge-not-found", message: "There is no challenge kids-999." })
  })
})

describe("PATCH /api/admin/challenges/:id", () => {
  it("edits texts, category, tags and timer on the pack's version, one patch up", async () => {
    const before = (await body<ChallengeAnswer>(await asBoss("/api/admin/challenges/kids-002"), 200)).challenge
    const text = { fr: "Grimpe à reculons : le top en moins de 60 secondes", en: "Climb backwards: the top in under 60 seconds" }
    const { challenge } = await body<ChallengeAnswer>(
      await asBoss("/api/admin/challenges/kids-002", {
        method: "PATCH",
        json: {
          expectedVersion: "1.0.0",
          text: { fr: `  ${text.fr}  `, en: text.en },
          category: "time-linked",
          tags: ["speed", "silly"],
          timer: { seconds: 60, meaning: "limit" }
        }
      }),
      200
    )
    expect(challenge).toEqual({
      pack: { ...before.pack, version: "1.0.1" },
      challenge: { id: "kids-002", category: "time-linked", tags: ["speed", "silly"], text, timer: { seconds: 60, meaning: "limit" } },
      translation: "complete"
    })
    const untimed = await body<Refusal>(
      await asBoss("/api/admin/challenges/kids-002", { method: "PATCH", json: { expectedVersion: "1.0.1", timer: null } }),
      422
    )
    expect(untimed.error.fields).toEqual({
      "challenges[1].timer":
        'required: a time-linked challenge has a timer, and the text names 60 s (1 min) in both languages; add "timer": { "seconds": 60, "meaning": "limit" | "minimum" | "hold" }'
    })
    const minimum = await body<ChallengeAnswer>(
      await asBoss("/api/admin/challenges/kids-002", { method: "PATCH", json: { expectedVersion: "1.0.1", timer: { seconds: 60, meaning: "minimum" } } }),
      200
    )
    expect(minimum.challenge.challenge.timer).toEqual({ seconds: 60, meaning: "minimum" })
    expect(minimum.challenge.pack.version).toBe("1.0.2")
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=2"), 200)
    expect(entries.map((entry: { details: unknown }) => entry.details)).toEqual([
      { pack: "kids", version: "1.0.2", changes: ["timer"] },
      { pack: "kids", version: "1.0.1", changes: ["category", "tags", "text", "timer"] }
    ])
  })

  it("refuses an edit made on an older version of the pack, and leaves the challenge alone", async () => {
    const stale = await body<Refusal>(
      await asBoss("/api/admin/challenges/kids-002", { method: "PATCH", json: { expectedVersion: "1.0.0", text: { en: "Late" } } }),
      409
    )
    expect(stale).toMatchObject({ error: { code: "pack-changed" }, currentVersion: "1.0.2" })
    expect((await body<ChallengeAnswer>(await asBoss("/api/admin/challenges/kids-002"), 200)).challenge.challenge.text.en).not.toBe("Late")
  })

  it("answers 404 for an unknown challenge", async () => {
    expect(
      (await body<Refusal>(await asBoss("/api/admin/challenges/none-001", { method: "PATCH", json: { expectedVersion: "1.0.0", category: "game" } }), 404))
        .error.code
    ).toBe("challenge-not-found")
  })
})

describe("DELETE /api/admin/challenges/:id", () => {
  it("deletes a challenge, one patch up", async () => {
    const { pack } = await body<PackSummaryAnswer>(await asBoss("/api/admin/challenges/special-040?expectedVersion=1.0.0", { method: "DELETE" }), 200)
    expect(pack).toMatchObject({ id: "special", version: "1.0.1", challenges: 39 })
    expect((await asBoss("/api/admin/challenges/special-040")).status).toBe(404)
  })

  it("keeps the last challenge of a pack that is not coming soon, and refuses a stale version", async () => {
    const text = { fr: "Le seul défi du pack", en: "The only challenge of the pack" }
    await body<PackAnswer>(
      await asBoss("/api/admin/packs", { method: "POST", json: { id: "solo", name: text, description: text, challenges: [{ category: "other", text }] } }),
      201
    )
    const last = await body<Refusal>(await asBoss("/api/admin/challenges/solo-001?expectedVersion=1.0.0", { method: "DELETE" }), 422)
    expect(last.error.code).toBe("pack-needs-challenge")
    expect((await body<Refusal>(await asBoss("/api/admin/challenges/special-001?expectedVersion=1.0.0", { method: "DELETE" }), 409)).error.code).toBe(
      "pack-changed"
    )
    expect((await asBoss("/api/admin/challenges/special-001")).status).toBe(200)
  })
})
