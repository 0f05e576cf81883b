import { request as httpRequest } from "node:http"
import { Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PackId } from "#core/domain/ids.ts"
import { parsePackFile } from "#core/packs/parse-pack.ts"
import { defined } from "../support/defined.ts"
import { type PackFileJson, packFileJson, packFileText, pinnedPacksDir } from "../support/pack-files.ts"
import type { AuditAnswer, CatalogAnswer, ChallengeAnswer, ImportAnswer, PackAnswer, PackListAnswer, Refusal, TagAnswer } from "./admin-answers.ts"
import { startTestServer, type TestServer, testUserHeader } from "./api-harness.ts"

let server: TestServer
const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
beforeAll(async () => {
  server = await startTestServer({ socket: true, packsDir: pinnedPacksDir })
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("ana", accepted)
  await server.addUser("fan", { ...accepted, packs: [PackId.make("party-night")] })
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
/** A pack of the pinned set the server started with, as its file says it (every version 1.0.0). */
const pinnedText = (id: string) => packFileText(pinnedPacksDir, id)
const pinned = (id: string) => packFileJson(pinnedPacksDir, id)
const importText = (text: string, query = "") =>
  asBoss(`/api/admin/packs/import${query}`, { method: "POST", body: text, headers: { "content-type": "application/json" } })
/** A POST on a connection of its own: a server refusing a body it will not read may close the connection under it. */
const postOnItsOwnConnection = (path: string, text: string) =>
  new Promise<{ readonly status: number; readonly text: string }>((resolve, reject) => {
    const request = httpRequest(
      `${server.url}${path}`,
      { method: "POST", agent: false, headers: { "content-type": "application/json", [testUserHeader]: "boss" } },
      (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }))
      }
    )
    request.on("error", reject)
    request.end(text)
  })
const challengeText = { fr: "Grimpe en chantant une chanson", en: "Climb while singing a song" }
/** Texts no stored challenge has yet (the same text twice is refused). */
const newText = (what: string) => ({ fr: `Grimpe en chantant ${what}`, en: `Climb while singing ${what}` })

describe("GET /api/admin/packs", () => {
  it("lists every pack with version, flags, price, product ids, counts per category and publication", async () => {
    const { packs } = await body<PackListAnswer>(await asBoss("/api/admin/packs"), 200)
    expect(packs.map((pack: { id: string }) => pack.id)).toEqual(["base", "kids", "party-night", "special", "training"])
    const special = defined(
      packs.find((pack: { id: string }) => pack.id === "special"),
      "the special pack"
    )
    expect(special).toMatchObject({
      version: "1.0.0",
      price: { amount: 499, currency: "EUR" },
      productIds: ["prod_special_edition", "prod_special_edition_launch", "prod_special_bundle"],
      combinable: true,
      comingSoon: false,
      special: true,
      published: true,
      challenges: 40
    })
    expect(Object.keys(special.challengesPerCategory)).toHaveLength(8)
    expect(Object.values<number>(special.challengesPerCategory).reduce((sum, count) => sum + count, 0)).toBe(40)
  })
})

describe("POST /api/admin/packs and GET /api/admin/packs/:id", () => {
  it("creates an unpublished pack with its first challenge, out of the catalogue until published, and audits it", async () => {
    const created = await body<PackAnswer>(
      await asBoss("/api/admin/packs", {
        method: "POST",
        json: {
          id: "crag-day",
          name: { fr: " Journée en falaise ", en: "Crag day" },
          description: { fr: "Des défis de plein air", en: "Outdoor challenges" },
          price: { amount: 350, currency: "EUR" },
          productIds: ["prod_crag_day"],
          challenges: [{ category: "outside-climbing", tags: ["balance"], text: challengeText }]
        }
      }),
      201
    )
    expect(created.pack).toMatchObject({ id: "crag-day", version: "1.0.0", published: false, name: { fr: "Journée en falaise" } })
    expect(created.pack.challenges).toEqual([{ id: "crag-day-001", category: "outside-climbing", tags: ["balance"], text: challengeText }])
    expect(created.pack.tags).toEqual([{ id: "balance", name: pinned("base").tags[0]?.name }])
    const { pack } = await body<PackAnswer>(await asBoss("/api/admin/packs/crag-day"), 200)
    expect(pack).toEqual(created.pack)
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog"), 200)
    expect(catalog.packs.map((each: { id: string }) => each.id)).not.toContain("crag-day")
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit"), 200)
    expect(entries[0]).toMatchObject({ action: "pack.create", target: "pack:crag-day", actor: { userId: "boss", email: "boss@allez.test", via: "admin-area" } })
  })

  it("refuses an id in use, a product that unlocks another pack, and an empty pack that is not coming soon", async () => {
    const draft = { name: challengeText, description: challengeText }
    expect((await body<Refusal>(await asBoss("/api/admin/packs", { method: "POST", json: { ...draft, id: "base", comingSoon: true } }), 409)).error.code).toBe(
      "pack-exists"
    )
    const taken = await body<Refusal>(
      await asBoss("/api/admin/packs", { method: "POST", json: { ...draft, id: "copycat", comingSoon: true, productIds: ["prod_kids"] } }),
      409
    )
    expect(taken.error).toMatchObject({
      code: "product-id-taken",
      message: "The product prod_kids already unlocks the pack kids.",
      fields: { productIds: expect.any(String) }
    })
    const empty = await body<Refusal>(await asBoss("/api/admin/packs", { method: "POST", json: { ...draft, id: "empty" } }), 422)
    expect(empty.error).toMatchObject({ code: "pack-needs-challenge", message: "A pack that is not coming soon needs at least one challenge." })
    expect((await asBoss("/api/admin/packs/empty")).status).toBe(404)
  })

  it("answers 404 for a pack that does not exist", async () => {
    expect((await body<Refusal>(await asBoss("/api/admin/packs/nowhere"), 404)).error.code).toBe("pack-not-found")
  })
})

describe("PATCH /api/admin/packs/:id", () => {
  it("changes the settings on the version read, one patch up, and keeps the pack valid", async () => {
    const { pack } = await body<PackAnswer>(
      await asBoss("/api/admin/packs/kids", {
        method: "PATCH",
        json: {
          expectedVersion: "1.0.0",
          name: { fr: "Les petits grimpeurs", en: "Little climbers" },
          price: { amount: 249, currency: "EUR" },
          combinable: true
        }
      }),
      200
    )
    expect(pack).toMatchObject({
      id: "kids",
      version: "1.0.1",
      name: { fr: "Les petits grimpeurs", en: "Little climbers" },
      price: { amount: 249 },
      combinable: true,
      published: true
    })
    expect(pack.challenges).toHaveLength(pinned("kids").challenges.length)
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog"), 200)
    expect(catalog.packs.find((each: { id: string }) => each.id === "kids")).toMatchObject({ version: "1.0.1", price: { amount: 249 } })
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)
    expect(entries).toEqual([
      expect.objectContaining({
        action: "pack.update",
        target: "pack:kids",
        details: { changes: ["version", "name", "price", "combinable"], version: "1.0.1", previous: "1.0.0" }
      })
    ])
  })

  it("takes a version typed by hand when newer, and refuses an older one with a field message", async () => {
    const { pack } = await body<PackAnswer>(
      await asBoss("/api/admin/packs/kids", { method: "PATCH", json: { expectedVersion: "1.0.1", version: "2.0.0" } }),
      200
    )
    expect(pack.version).toBe("2.0.0")
    const older = await body<Refusal>(await asBoss("/api/admin/packs/kids", { method: "PATCH", json: { expectedVersion: "2.0.0", version: "1.5.0" } }), 422)
    expect(older.error).toMatchObject({ code: "version-not-newer", fields: { version: "The version must be newer than 2.0.0." } })
  })

  it("refuses a change made on a version that is no longer the stored one (409 with the current version)", async () => {
    const stale = await body<Refusal>(await asBoss("/api/admin/packs/kids", { method: "PATCH", json: { expectedVersion: "1.0.0", special: true } }), 409)
    expect(stale).toMatchObject({ error: { code: "pack-changed" }, currentVersion: "2.0.0" })
    expect((await body<PackAnswer>(await asBoss("/api/admin/packs/kids"), 200)).pack.special).toBe(false)
  })

  it("refuses to take a non-coming-soon flag off an empty pack, and a product of another pack", async () => {
    expect(
      (await body<Refusal>(await asBoss("/api/admin/packs/training", { method: "PATCH", json: { expectedVersion: "1.0.0", comingSoon: false } }), 422)).error
        .code
    ).toBe("pack-needs-challenge")
    expect(
      (
        await body<Refusal>(
          await asBoss("/api/admin/packs/training", { method: "PATCH", json: { expectedVersion: "1.0.0", productIds: ["prod_party_night"] } }),
          409
        )
      ).error.code
    ).toBe("product-id-taken")
    expect((await body<PackAnswer>(await asBoss("/api/admin/packs/training"), 200)).pack.version).toBe("1.0.0")
  })
})

describe("PATCH that changes nothing", () => {
  it("writes nothing: same version, nothing audited", async () => {
    const before = (await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)).entries
    const { pack } = await body<PackAnswer>(
      await asBoss("/api/admin/packs/training", { method: "PATCH", json: { expectedVersion: "1.0.0", comingSoon: true, name: pinned("training").name } }),
      200
    )
    expect(pack.version).toBe("1.0.0")
    const same = await body<ChallengeAnswer>(
      await asBoss("/api/admin/challenges/base-002", { method: "PATCH", json: { expectedVersion: "1.0.0", category: pinned("base").challenges[1]?.category } }),
      200
    )
    expect(same.challenge.pack.version).toBe("1.0.0")
    expect((await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)).entries).toEqual(before)
  })
})

describe("PUT /api/admin/packs/:id/published", () => {
  const start = (as: string, packs: ReadonlyArray<string>) =>
    server.request("/api/games", {
      method: "POST",
      as,
      json: {
        players: [
          { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" },
          { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
        ],
        packs
      }
    })

  it("hides an unpublished pack from the catalogue, the store and pregame; its owners keep it", async () => {
    const { pack } = await body<PackAnswer>(await asBoss("/api/admin/packs/party-night/published", { method: "PUT", json: { published: false } }), 200)
    expect(pack).toMatchObject({ id: "party-night", published: false })
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog", { as: "fan" }), 200)
    expect(catalog.packs.map((each: { id: string }) => each.id)).not.toContain("party-night")
    expect((await body<Refusal>(await start("fan", ["party-night"]), 404)).error.code).toBe("pack-not-found")
    expect(
      (await body<Refusal>(await server.request("/api/checkout", { method: "POST", as: "ana", json: { packIds: ["party-night"] } }), 404)).error.code
    ).toBe("pack-not-found")
    expect((await body<{ readonly packs: ReadonlyArray<string> }>(await server.request("/api/me/profile", { as: "fan" }), 200)).packs).toEqual(["party-night"])
    expect((await body<PackListAnswer>(await asBoss("/api/admin/packs"), 200)).packs.find((each: { id: string }) => each.id === "party-night")?.published).toBe(
      false
    )
  })

  it("puts it back when published again", async () => {
    await body<PackAnswer>(await asBoss("/api/admin/packs/party-night/published", { method: "PUT", json: { published: true } }), 200)
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog", { as: "fan" }), 200)
    expect(catalog.packs.find((each: { id: string }) => each.id === "party-night")).toMatchObject({ state: "owned" })
    expect((await start("fan", ["party-night"])).status).toBe(201)
    const actions = (await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=2"), 200)).entries.map((entry: { action: string }) => entry.action)
    expect(actions).toEqual(["pack.publish", "pack.unpublish"])
  })
})

describe("POST /api/admin/packs/import", () => {
  it("imports a newer pack.json, then finds the same file unchanged and an older one kept out", async () => {
    const newer = { ...pinned("special"), version: "1.1.0", name: { fr: "Édition spéciale", en: "Special edition" } }
    const first = await body<ImportAnswer>(await importText(JSON.stringify(newer), "?name=special.json"), 200)
    expect(first.import).toEqual({ id: "special", version: "1.1.0", file: "special.json", outcome: "replaced", previous: "1.0.0" })
    expect(first.pack).toMatchObject({ id: "special", version: "1.1.0", name: { en: "Special edition" }, published: true })
    expect((await body<ImportAnswer>(await importText(JSON.stringify(newer)), 200)).import).toMatchObject({ outcome: "unchanged", differs: false })
    expect((await body<ImportAnswer>(await importText(pinnedText("special")), 200)).import).toMatchObject({
      outcome: "kept-newer",
      version: "1.0.0",
      previous: "1.1.0"
    })
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)
    expect(entries[0]).toMatchObject({ action: "pack.import", target: "pack:special", details: { outcome: "replaced", version: "1.1.0", previous: "1.0.0" } })
  })

  it("answers a broken pack with every problem by JSON path, the validator's words, and stores nothing", async () => {
    const broken = pinned("base")
    broken.version = "1.2"
    delete defined(broken.challenges[1], "base's second challenge").text.en
    defined(broken.challenges[2], "base's third challenge").category = "dyno"
    const answer = await body<Refusal>(await importText(JSON.stringify(broken), "?name=base/pack.json"), 422)
    expect(answer.error.code).toBe("pack-invalid")
    expect(answer.error.message).toBe("The pack has 3 problem(s); nothing was saved.")
    expect(answer.error.fields).toMatchObject({
      version: "must be a semver version like 1.0.0",
      "challenges[1].text.en": "required",
      "challenges[2].category": expect.stringContaining('unknown category "dyno"')
    })
    expect(answer.problems).toContainEqual({ file: "base/pack.json", path: "challenges[1].text.en", rule: "required" })
    expect((await body<PackAnswer>(await asBoss("/api/admin/packs/base"), 200)).pack.version).toBe("1.0.0")
  })

  it("says where invalid JSON breaks, and refuses a pack clashing with the stored ones", async () => {
    const syntax = await body<Refusal>(await importText('{ "schemaVersion": 1,, }'), 422)
    expect(syntax.error.fields?.file).toMatch(/^invalid JSON at line 1 column 22/)
    const clash: PackFileJson = {
      ...pinned("training"),
      id: "copycat",
      challenges: [{ ...defined(pinned("base").challenges[0], "base's first challenge"), text: newText("a copycat") }],
      comingSoon: true,
      productIds: ["prod_kids"]
    }
    clash.tags = pinned("base").tags
    const refused = await body<Refusal>(await importText(JSON.stringify(clash)), 422)
    expect(refused.problems).toEqual([
      { file: "pack.json", path: "challenges[0].id", rule: '"base-001" is already used by the stored pack "base"' },
      { file: "pack.json", path: "productIds[0]", rule: 'product "prod_kids" already unlocks the stored pack "kids"' }
    ])
    expect((await asBoss("/api/admin/packs/copycat")).status).toBe(404)
  })

  it("refuses a pack breaking a content rule: a game it cannot fill, a text a stored pack has", async () => {
    const small: PackFileJson = {
      ...pinned("training"),
      id: "small-wall",
      comingSoon: false,
      productIds: [],
      tags: [],
      challenges: [
        { id: "small-wall-001", category: "game", tags: [], text: newText("on a small wall") },
        { id: "small-wall-002", category: "other", tags: [], text: { ...newText("on the small wall"), fr: challengeText.fr } }
      ]
    }
    const refused = await body<Refusal>(await importText(JSON.stringify(small), "?name=small-wall/pack.json&dryRun=true"), 422)
    expect(refused.problems).toEqual([
      {
        file: "small-wall/pack.json",
        path: "challenges",
        rule: 'with "game" and "other" switched off, 0 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
      },
      {
        file: "small-wall/pack.json",
        path: "challenges[1].text.fr",
        rule: 'the same text as crag-day-001 (the stored pack "crag-day", challenges[0].text.fr): "Grimpe en chantant une chanson"; write another challenge'
      }
    ])
    expect((await asBoss("/api/admin/packs/small-wall")).status).toBe(404)
  })

  it("checks without storing on a dry run", async () => {
    const pack = { ...pinned("training"), id: "dry-run", productIds: [] }
    const dry = await body(await importText(JSON.stringify(pack), "?dryRun=true"), 200)
    expect(dry).toEqual({ import: { id: "dry-run", version: "1.0.0", file: "pack.json", outcome: "added" }, dryRun: true })
    expect((await asBoss("/api/admin/packs/dry-run")).status).toBe(404)
  })

  it("takes a file larger than the API's usual 64 KB, up to 1 MB", async () => {
    const big: PackFileJson = { ...pinned("party-night"), version: "1.0.1" }
    big.description = { fr: "é".repeat(1500), en: "e".repeat(1500) }
    // Many challenges, each within the content rules (200 characters at most, no text twice).
    big.challenges = [
      ...big.challenges,
      ...Array.from({ length: 400 }, (_, index) => ({
        id: `party-night-${String(index + 100).padStart(3, "0")}`,
        category: "other",
        tags: [],
        text: {
          fr: `Défi de remplissage numéro ${index + 1} : grimpe ton bloc en chantant le refrain de ta chanson préférée, sans t'arrêter jusqu'au top. Sinon, c'est raté.`,
          en: `Filler challenge number ${index + 1}: climb your problem singing the chorus of your favourite song, without stopping before the top. Otherwise, it's a fail.`
        }
      }))
    ]
    const text = JSON.stringify(big, null, 2)
    expect(Buffer.byteLength(text)).toBeGreaterThan(100 * 1024)
    expect((await body<ImportAnswer>(await importText(text), 200)).import).toMatchObject({ outcome: "replaced" })
    const tooBig = await postOnItsOwnConnection("/api/admin/packs/import", " ".repeat(1024 * 1024 + 1))
    expect(tooBig.status).toBe(413)
    expect(JSON.parse(tooBig.text).error.code).toBe("payload-too-large")
    const plain = await asBoss("/api/admin/packs/import", { method: "POST", body: "{}", headers: { "content-type": "text/plain", origin: server.url } })
    expect((await body<Refusal>(plain, 415)).error.code).toBe("unsupported-media-type")
  })
})

describe("GET /api/admin/packs/:id/export", () => {
  it("answers the stored pack as a pack.json that `packs validate` accepts, with its $schema", async () => {
    const response = await asBoss("/api/admin/packs/kids/export")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8")
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pack.json"')
    const text = await response.text()
    expect(JSON.parse(text).$schema).toBe("../pack.schema.json")
    const parsed = parsePackFile("packs/kids/pack.json", text)
    expect(Either.isRight(parsed)).toBe(true)
    expect(Either.getOrThrow(parsed)).toEqual(
      Object.fromEntries(Object.entries((await body<PackAnswer>(await asBoss("/api/admin/packs/kids"), 200)).pack).filter(([key]) => key !== "published"))
    )
  })

  it("gives an edited pack back unchanged when its export is imported again", async () => {
    await body<ChallengeAnswer>(
      await asBoss("/api/admin/challenges/kids-001", { method: "PATCH", json: { expectedVersion: "2.0.0", text: { en: "Edited in the admin area" } } }),
      200
    )
    const exported = await (await asBoss("/api/admin/packs/kids/export")).text()
    expect((await body<ImportAnswer>(await importText(exported), 200)).import).toEqual({
      id: "kids",
      version: "2.0.1",
      file: "pack.json",
      outcome: "unchanged",
      differs: false
    })
    expect(await (await asBoss("/api/admin/packs/kids/export")).text()).toBe(exported)
  })

  it("answers 404 for a pack that does not exist", async () => {
    expect((await asBoss("/api/admin/packs/nowhere/export")).status).toBe(404)
  })
})

describe("POST /api/admin/packs/:id/challenges", () => {
  const timedText = { fr: "Grimpe en chantant : le top en moins de 45 secondes", en: "Climb while singing: the top in under 45 seconds" }

  it("adds a challenge with the next id of the pack, one patch up", async () => {
    const { challenge } = await body<ChallengeAnswer>(
      await asBoss("/api/admin/packs/base/challenges", {
        method: "POST",
        json: { expectedVersion: "1.0.0", category: "time-linked", text: timedText, timer: { seconds: 45, meaning: "limit" } }
      }),
      201
    )
    expect(challenge).toEqual({
      pack: { id: "base", version: "1.0.1", name: pinned("base").name, published: true },
      challenge: { id: "base-097", category: "time-linked", tags: [], text: timedText, timer: { seconds: 45, meaning: "limit" } },
      translation: "complete"
    })
  })

  it("declares a registered tag the new challenge uses, and refuses unknown tags and taken ids", async () => {
    await body<TagAnswer>(await asBoss("/api/admin/tags", { method: "POST", json: { id: "campus", name: { fr: "Pan", en: "Campus" } } }), 201)
    const { challenge } = await body<ChallengeAnswer>(
      await asBoss("/api/admin/packs/base/challenges", {
        method: "POST",
        json: { expectedVersion: "1.0.1", id: "base-campus", category: "physical-challenges", tags: ["campus"], text: newText("on the campus") }
      }),
      201
    )
    expect(challenge.challenge).toMatchObject({ id: "base-campus", tags: ["campus"] })
    expect((await body<PackAnswer>(await asBoss("/api/admin/packs/base"), 200)).pack.tags).toContainEqual({ id: "campus", name: { fr: "Pan", en: "Campus" } })
    const unknown = await body<Refusal>(
      await asBoss("/api/admin/packs/base/challenges", {
        method: "POST",
        json: { expectedVersion: "1.0.2", category: "game", tags: ["nowhere"], text: newText("nowhere") }
      }),
      422
    )
    expect(unknown.error).toMatchObject({ code: "unknown-tags", fields: { tags: "Unknown tag(s): nowhere. Create them first." } })
    const taken = await body<Refusal>(
      await asBoss("/api/admin/packs/base/challenges", {
        method: "POST",
        json: { expectedVersion: "1.0.2", id: "kids-001", category: "game", text: newText("as kids") }
      }),
      409
    )
    expect(taken.error).toMatchObject({ code: "challenge-id-taken", message: "The id kids-001 is already used by a challenge of the pack kids." })
  })

  it("refuses a challenge breaking a content rule, naming its JSON path and the rule, and stores nothing", async () => {
    const { pack } = await body<PackAnswer>(await asBoss("/api/admin/packs/base"), 200)
    const index = pack.challenges.length
    const untimed = await body<Refusal>(
      await asBoss("/api/admin/packs/base/challenges", {
        method: "POST",
        json: { expectedVersion: pack.version, category: "time-linked", text: newText("against the clock") }
      }),
      422
    )
    expect(untimed.error).toMatchObject({ code: "pack-invalid", message: "The pack has 1 problem(s); nothing was saved." })
    expect(untimed.problems).toEqual([
      {
        file: "base",
        path: `challenges[${index}].timer`,
        rule: 'required: a time-linked challenge has a timer; add "timer": { "seconds": 45, "meaning": "limit" | "minimum" | "hold" }'
      }
    ])
    const offTimer = await body<Refusal>(
      await asBoss("/api/admin/packs/base/challenges", {
        method: "POST",
        json: {
          expectedVersion: pack.version,
          category: "other",
          text: { fr: "Tiens 10 secondes", en: "Hold for 10 seconds" },
          timer: { seconds: 20, meaning: "hold" }
        }
      }),
      422
    )
    expect(offTimer.error.fields).toEqual({ [`challenges[${index}].timer.seconds`]: "20 s is not a duration the text names (10 s in both languages)" })
    const twice = await body<Refusal>(
      await asBoss("/api/admin/packs/base/challenges", { method: "POST", json: { expectedVersion: pack.version, category: "other", text: challengeText } }),
      422
    )
    expect(twice.problems).toEqual([
      {
        file: "base",
        path: `challenges[${index}].text.fr`,
        rule: 'the same text as crag-day-001 (pack "crag-day", challenges[0].text.fr): "Grimpe en chantant une chanson"; write another challenge'
      },
      {
        file: "base",
        path: `challenges[${index}].text.en`,
        rule: 'the same text as crag-day-001 (pack "crag-day", challenges[0].text.en): "Climb while singing a song"; write another challenge'
      }
    ])
    expect((await body<PackAnswer>(await asBoss("/api/admin/packs/base"), 200)).pack.version).toBe(pack.version)
  })
})
