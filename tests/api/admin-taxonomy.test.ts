import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defined } from "../support/defined.ts"
import { pinnedPacksDir } from "../support/pack-files.ts"
import type {
  AuditAnswer,
  CatalogAnswer,
  CategoriesAnswer,
  CategoryAnswer,
  ChallengeAnswer,
  PackAnswer,
  PackListAnswer,
  Refusal,
  TagAnswer,
  TagsAnswer
} from "./admin-answers.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ packsDir: pinnedPacksDir })
  await server.addUser("boss", { roles: ["admin"] })
})
afterAll(() => server.close())

/** As the admin, from the app's own origin (a browser sends it on every write). */
const asBoss = (path: string, init: RequestInit & { readonly json?: unknown } = {}) =>
  server.request(path, { ...init, as: "boss", headers: { origin: server.url } })
const body = async <T>(response: Response, status: number): Promise<T> => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

describe("GET /api/admin/categories", () => {
  it("lists the eight categories in catalogue order with their spec names and where they are used", async () => {
    const { categories } = await body<CategoriesAnswer>(await asBoss("/api/admin/categories"), 200)
    expect(categories.map((category: { key: string }) => category.key)).toEqual([
      "game",
      "movement-type",
      "physical-challenges",
      "outside-climbing",
      "physical-constraint",
      "problem-linked",
      "time-linked",
      "other"
    ])
    const game = defined(categories[0], "the first category")
    expect(game).toMatchObject({ key: "game", label: { fr: "Jeu", en: "Game" }, defaultLabel: { fr: "Jeu", en: "Game" }, isRenamed: false })
    expect(game.challenges).toBe(game.packs.reduce((sum: number, usage: { challenges: number }) => sum + usage.challenges, 0))
    expect(game.packs.find((usage: { id: string }) => usage.id === "base")).toEqual({ id: "base", challenges: 12 })
  })
})

describe("PATCH /api/admin/categories/:key", () => {
  it("renames a category in both languages; the catalogue speaks the new name, the key stays", async () => {
    const { category } = await body<CategoryAnswer>(
      await asBoss("/api/admin/categories/other", { method: "PATCH", json: { label: { fr: "Divers", en: "Miscellaneous" } } }),
      200
    )
    expect(category).toMatchObject({ key: "other", label: { fr: "Divers", en: "Miscellaneous" }, defaultLabel: { fr: "Autre", en: "Other" }, isRenamed: true })
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog"), 200)
    expect(catalog.categories.find((each: { key: string }) => each.key === "other")?.label).toEqual({ fr: "Divers", en: "Miscellaneous" })
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)
    expect(entries[0]).toMatchObject({ action: "category.rename", target: "category:other", details: { fr: "Divers", en: "Miscellaneous" } })
  })

  it("leaves a player's switched-off categories as they were: the profile keeps the keys, the catalogue names them anew", async () => {
    await server.addUser("climber")
    const asClimber = (json: unknown) => server.request("/api/me/profile", { method: "PATCH", as: "climber", json })
    expect((await asClimber({ categoryBlacklist: ["time-linked", "outside-climbing"] })).status).toBe(200)
    await body<CategoryAnswer>(
      await asBoss("/api/admin/categories/time-linked", { method: "PATCH", json: { label: { fr: "Contre la montre", en: "Against the clock" } } }),
      200
    )
    const profile = await body<{ categoryBlacklist: string[] }>(await asClimber({ preferredLanguage: "en" }), 200)
    expect(profile.categoryBlacklist).toEqual(["time-linked", "outside-climbing"])
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog"), 200)
    expect(catalog.categories.find((each: { key: string }) => each.key === "time-linked")?.label).toEqual({ fr: "Contre la montre", en: "Against the clock" })
  })

  it("answers 422 for a key that is not one of the eight (categories are never added)", async () => {
    expect(
      (await body<Refusal>(await asBoss("/api/admin/categories/dyno", { method: "PATCH", json: { label: { fr: "Dyno", en: "Dyno" } } }), 422)).error.code
    ).toBe("invalid-input")
  })
})

describe("tags", () => {
  it("GET lists the packs' tags with how many challenges use them and where", async () => {
    const { tags } = await body<TagsAnswer>(await asBoss("/api/admin/tags"), 200)
    const balance = defined(
      tags.find((tag: { id: string }) => tag.id === "balance"),
      "the balance tag"
    )
    expect(balance).toMatchObject({ id: "balance", isRegistered: false })
    expect(balance.packs.map((usage: { id: string }) => usage.id)).toEqual(["base", "kids", "party-night", "special"])
    expect(balance.challenges).toBe(balance.packs.reduce((sum: number, usage: { challenges: number }) => sum + usage.challenges, 0))
    expect(balance.challenges).toBeGreaterThan(0)
  })

  it("POST creates a tag; an id a pack or the registry already has is refused", async () => {
    const { tag } = await body<TagAnswer>(await asBoss("/api/admin/tags", { method: "POST", json: { id: "slab", name: { fr: "Dalle", en: "Slab" } } }), 201)
    expect(tag).toEqual({ id: "slab", name: { fr: "Dalle", en: "Slab" }, isRegistered: true, challenges: 0, packs: [] })
    expect(
      (await body<Refusal>(await asBoss("/api/admin/tags", { method: "POST", json: { id: "slab", name: { fr: "Autre", en: "Other" } } }), 409)).error
    ).toMatchObject({
      code: "tag-exists",
      fields: { id: "There is already a tag slab." }
    })
    expect(
      (await body<Refusal>(await asBoss("/api/admin/tags", { method: "POST", json: { id: "balance", name: { fr: "Autre", en: "Other" } } }), 409)).error.code
    ).toBe("tag-exists")
  })

  it("PATCH renames a tag in every pack declaring it, each one patch up, and in the catalogue", async () => {
    const { tag } = await body<TagAnswer>(
      await asBoss("/api/admin/tags/balance", { method: "PATCH", json: { name: { fr: "Équilibre parfait", en: "Perfect balance" } } }),
      200
    )
    expect(tag.name).toEqual({ fr: "Équilibre parfait", en: "Perfect balance" })
    const { packs } = await body<PackListAnswer>(await asBoss("/api/admin/packs"), 200)
    expect(Object.fromEntries(packs.map((pack: { id: string; version: string }) => [pack.id, pack.version]))).toEqual({
      base: "1.0.1",
      kids: "1.0.1",
      "party-night": "1.0.1",
      special: "1.0.1",
      training: "1.0.0"
    })
    const kids = (await body<PackAnswer>(await asBoss("/api/admin/packs/kids"), 200)).pack
    expect(kids.tags.find((each: { id: string }) => each.id === "balance")?.name).toEqual({ fr: "Équilibre parfait", en: "Perfect balance" })
    const catalog = await body<CatalogAnswer>(await server.request("/api/catalog"), 200)
    expect(catalog.tags.find((each: { id: string }) => each.id === "balance")?.name.en).toBe("Perfect balance")
    expect(
      (await body<Refusal>(await asBoss("/api/admin/tags/nowhere", { method: "PATCH", json: { name: { fr: "Nulle part", en: "Nowhere" } } }), 404)).error.code
    ).toBe("tag-not-found")
  })

  it("DELETE refuses a tag in use, saying how many challenges and which packs", async () => {
    const refused = await body<Refusal>(await asBoss("/api/admin/tags/silly", { method: "DELETE" }), 409)
    const { tags } = await body<TagsAnswer>(await asBoss("/api/admin/tags"), 200)
    const silly = defined(
      tags.find((tag: { id: string }) => tag.id === "silly"),
      "the silly tag"
    )
    const packs = silly.packs.filter((usage: { challenges: number }) => usage.challenges > 0).map((usage: { id: string }) => usage.id)
    expect(refused).toEqual({
      error: { code: "tag-in-use", message: `The tag silly is used by ${silly.challenges} challenge(s) in ${packs.join(", ")}: remove it from them first.` },
      challenges: silly.challenges,
      packs
    })
  })

  it("DELETE removes an unused tag, from the registry and from the packs that declared it", async () => {
    expect((await asBoss("/api/admin/tags/slab", { method: "DELETE" })).status).toBe(204)
    const text = { fr: "Le pack des réglettes", en: "The crimp pack" }
    await body<TagAnswer>(await asBoss("/api/admin/tags", { method: "POST", json: { id: "crimps", name: { fr: "Réglettes", en: "Crimps" } } }), 201)
    await body(
      await asBoss("/api/admin/packs", {
        method: "POST",
        json: { id: "crimpy", name: text, description: text, challenges: [{ category: "other", tags: ["crimps"], text }] }
      }),
      201
    )
    await body<ChallengeAnswer>(await asBoss("/api/admin/challenges/crimpy-001", { method: "PATCH", json: { expectedVersion: "1.0.0", tags: [] } }), 200)
    expect((await asBoss("/api/admin/tags/crimps", { method: "DELETE" })).status).toBe(204)
    const crimpy = (await body<PackAnswer>(await asBoss("/api/admin/packs/crimpy"), 200)).pack
    expect(crimpy).toMatchObject({ version: "1.0.2", tags: [] })
    const { tags } = await body<TagsAnswer>(await asBoss("/api/admin/tags"), 200)
    expect(tags.map((tag: { id: string }) => tag.id)).not.toContain("crimps")
    expect((await body<Refusal>(await asBoss("/api/admin/tags/crimps", { method: "DELETE" }), 404)).error.code).toBe("tag-not-found")
  })
})
