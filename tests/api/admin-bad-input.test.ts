import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pinnedPacksDir } from "../support/pack-files.ts"
import { adminRoutes } from "./admin-routes.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"
import { expectJsonError, itRefusesWhatIsNotItsJson } from "./bad-input-support.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ packsDir: pinnedPacksDir })
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("ana")
})
afterAll(() => server.close())

const large = "é".repeat(20_000)
const text = { fr: "Grimpe en chantant", en: "Climb while singing" }
const validBodies = {
  "POST /api/admin/packs": { id: "fresh", name: text, description: text, comingSoon: true },
  "PATCH /api/admin/packs/base": { expectedVersion: "1.0.0", special: false },
  "PUT /api/admin/packs/base/published": { published: true },
  "POST /api/admin/packs/base/challenges": { expectedVersion: "1.0.0", category: "game", text },
  "PATCH /api/admin/challenges/base-001": { expectedVersion: "1.0.0", category: "game" },
  "PATCH /api/admin/categories/game": { label: text },
  "POST /api/admin/tags": { id: "fresh-tag", name: text },
  "PATCH /api/admin/tags/balance": { name: text },
  "POST /api/admin/admins": { email: "ana@allez.test" },
  "POST /api/admin/hosts": { email: "ana@allez.test", gymName: "Arkose", city: "Lyon" }
} as const
type RouteKey = keyof typeof validBodies

/** Per route: bodies that are each wrong in one way. */
const badBodies: Record<RouteKey, ReadonlyArray<readonly [string, unknown]>> = {
  "POST /api/admin/packs": [
    ["missing name", { id: "fresh", description: text, comingSoon: true }],
    ["extra field", { ...validBodies["POST /api/admin/packs"], owner: "ana" }],
    ["id not kebab-case", { ...validBodies["POST /api/admin/packs"], id: "Fresh Pack" }],
    ["negative price", { ...validBodies["POST /api/admin/packs"], price: { amount: -1, currency: "EUR" } }],
    ["fractional price", { ...validBodies["POST /api/admin/packs"], price: { amount: 9.5, currency: "EUR" } }],
    ["currency in lower case", { ...validBodies["POST /api/admin/packs"], price: { amount: 100, currency: "eur" } }],
    ["product id with spaces", { ...validBodies["POST /api/admin/packs"], productIds: ["prod party"] }],
    ["blank name", { ...validBodies["POST /api/admin/packs"], name: { fr: "   ", en: "Fresh" } }],
    ["huge name", { ...validBodies["POST /api/admin/packs"], name: { fr: large, en: "Fresh" } }],
    ["flag as text", { ...validBodies["POST /api/admin/packs"], comingSoon: "yes" }],
    ["challenges not a list", { ...validBodies["POST /api/admin/packs"], challenges: "many" }],
    ["not an object", [1, 2, 3]]
  ],
  "PATCH /api/admin/packs/base": [
    ["missing expectedVersion", { special: true }],
    ["expectedVersion not semver", { expectedVersion: "one", special: true }],
    ["version not semver", { expectedVersion: "1.0.0", version: "v2" }],
    ["challenges smuggled in", { expectedVersion: "1.0.0", challenges: [] }],
    ["published smuggled in", { expectedVersion: "1.0.0", published: false }],
    ["price amount as text", { expectedVersion: "1.0.0", price: { amount: "100", currency: "EUR" } }],
    ["huge description", { expectedVersion: "1.0.0", description: { fr: large, en: "x" } }]
  ],
  "PUT /api/admin/packs/base/published": [
    ["published as text", { published: "yes" }],
    ["missing published", {}],
    ["extra field", { published: true, version: "9.9.9" }]
  ],
  "POST /api/admin/packs/base/challenges": [
    ["unknown category", { ...validBodies["POST /api/admin/packs/base/challenges"], category: "dyno" }],
    ["blank English text", { ...validBodies["POST /api/admin/packs/base/challenges"], text: { fr: "Grimpe", en: " " } }],
    ["missing French text", { ...validBodies["POST /api/admin/packs/base/challenges"], text: { en: "Climb" } }],
    ["tag not kebab-case", { ...validBodies["POST /api/admin/packs/base/challenges"], tags: ["Slab Tag"] }],
    ["timer of zero seconds", { ...validBodies["POST /api/admin/packs/base/challenges"], timer: { seconds: 0, meaning: "limit" } }],
    ["fractional timer", { ...validBodies["POST /api/admin/packs/base/challenges"], timer: { seconds: 1.5, meaning: "limit" } }],
    ["timer without meaning", { ...validBodies["POST /api/admin/packs/base/challenges"], timer: { seconds: 30 } }],
    ["unknown timer meaning", { ...validBodies["POST /api/admin/packs/base/challenges"], timer: { seconds: 30, meaning: "deadline" } }],
    ["old time limit field", { ...validBodies["POST /api/admin/packs/base/challenges"], timeLimitSeconds: 30 }],
    ["id with spaces", { ...validBodies["POST /api/admin/packs/base/challenges"], id: "base 1" }],
    ["huge text", { ...validBodies["POST /api/admin/packs/base/challenges"], text: { fr: large, en: "Climb" } }],
    ["style not in the game", { ...validBodies["POST /api/admin/packs/base/challenges"], styles: ["boulder"] }],
    ["no style", { ...validBodies["POST /api/admin/packs/base/challenges"], styles: [] }],
    ["a thousand styles", { ...validBodies["POST /api/admin/packs/base/challenges"], styles: Array.from({ length: 1000 }, () => "slab") }],
    ["one player", { ...validBodies["POST /api/admin/packs/base/challenges"], minPlayers: 1 }],
    ["nine players", { ...validBodies["POST /api/admin/packs/base/challenges"], minPlayers: 9 }]
  ],
  "PATCH /api/admin/challenges/base-001": [
    ["id smuggled in", { expectedVersion: "1.0.0", id: "base-999" }],
    ["unknown category", { expectedVersion: "1.0.0", category: "dyno" }],
    ["empty French text", { expectedVersion: "1.0.0", text: { fr: "" } }],
    ["negative timer", { expectedVersion: "1.0.0", timer: { seconds: -1, meaning: "hold" } }],
    ["tags as text", { expectedVersion: "1.0.0", tags: "slab" }],
    ["style not in the game", { expectedVersion: "1.0.0", styles: ["slab", "boulder"] }],
    ["a style twice", { expectedVersion: "1.0.0", styles: ["slab", "slab"] }],
    ["a thousand styles", { expectedVersion: "1.0.0", styles: Array.from({ length: 1000 }, () => "overhang") }],
    ["styles as text", { expectedVersion: "1.0.0", styles: "slab" }],
    ["one player", { expectedVersion: "1.0.0", minPlayers: 1 }],
    ["nine players", { expectedVersion: "1.0.0", minPlayers: 9 }],
    ["fractional players", { expectedVersion: "1.0.0", minPlayers: 2.5 }],
    ["missing expectedVersion", { category: "game" }]
  ],
  "PATCH /api/admin/categories/game": [
    ["missing label", {}],
    ["blank English label", { label: { fr: "Jeu", en: "" } }],
    ["key smuggled in", { label: text, key: "dyno" }]
  ],
  "POST /api/admin/tags": [
    ["id not kebab-case", { id: "Bad Tag", name: text }],
    ["missing name", { id: "fresh-tag" }],
    ["huge name", { id: "fresh-tag", name: { fr: large, en: "x" } }]
  ],
  "PATCH /api/admin/tags/balance": [
    ["blank French name", { name: { fr: " ", en: "Balance" } }],
    ["extra field", { name: text, id: "other" }]
  ],
  "POST /api/admin/admins": [
    ["invalid e-mail", { email: "ana@" }],
    ["missing e-mail", {}],
    ["roles smuggled in", { email: "ana@allez.test", roles: ["admin"] }]
  ],
  "POST /api/admin/hosts": [
    ["invalid e-mail", { email: "ana@", gymName: "Arkose", city: "Lyon" }],
    ["missing gym name", { email: "ana@allez.test", city: "Lyon" }],
    ["blank city", { email: "ana@allez.test", gymName: "Arkose", city: "   " }],
    ["huge gym name", { email: "ana@allez.test", gymName: large, city: "Lyon" }],
    ["user id smuggled in", { email: "ana@allez.test", gymName: "Arkose", city: "Lyon", userId: "boss" }]
  ]
}

const send = (route: RouteKey, init: RequestInit) => {
  const [method, path] = route.split(" ") as [string, string]
  return server.request(path, { method, as: "boss", ...init })
}

describe.each(Object.keys(validBodies) as Array<RouteKey>)("bad input: %s", (route) => {
  itRefusesWhatIsNotItsJson(
    (init) => send(route, init),
    validBodies[route],
    () => server.url
  )

  it.each(badBodies[route])("refuses %s with a 4xx JSON error naming the field", async (_, json) => {
    const body = await expectJsonError(await send(route, { body: JSON.stringify(json), headers: { "content-type": "application/json" } }), [422])
    expect(body.error.code).toBe("invalid-input")
    expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0)
  })
})

describe("bad input: paths and queries", () => {
  it.each([
    ["GET", "/api/admin/packs/Not%20Kebab"],
    ["GET", `/api/admin/packs/${"p".repeat(65)}/export`],
    ["GET", "/api/admin/challenges?category=dyno"],
    ["GET", "/api/admin/challenges?missingTranslation=maybe"],
    ["GET", "/api/admin/challenges?page=2"],
    ["GET", `/api/admin/challenges?q=${"q".repeat(201)}`],
    ["GET", "/api/admin/challenges/Base%20001"],
    ["DELETE", "/api/admin/challenges/base-001"],
    ["DELETE", "/api/admin/challenges/base-001?expectedVersion=abc"],
    ["DELETE", "/api/admin/tags/Not%20Kebab"],
    ["DELETE", `/api/admin/admins/${"u".repeat(65)}`],
    ["DELETE", `/api/admin/hosts/${"u".repeat(65)}`],
    ["GET", "/api/admin/feedback?category=spam"],
    ["GET", "/api/admin/audit?limit=abc"],
    ["GET", "/api/admin/audit?limit=9999"],
    ["POST", "/api/admin/packs/import?dryRun=maybe"],
    ["POST", "/api/admin/packs/import?name="]
  ])("%s %s answers 422", async (method, path) => {
    const response = await server.request(path, {
      method,
      as: "boss",
      headers: { origin: server.url, "content-type": "application/json" },
      ...(method === "POST" && { body: "{}" })
    })
    const body = await expectJsonError(response, [422])
    expect(body.error.code).toBe("invalid-input")
  })

  it("left every stored thing as it was", async () => {
    const packs = (await (await server.request("/api/admin/packs", { as: "boss" })).json()) as {
      packs: ReadonlyArray<{ id: string; version: string; published: boolean }>
    }
    expect(packs.packs.map((pack) => `${pack.id}@${pack.version}:${pack.published}`)).toEqual([
      "base@1.0.0:true",
      "kids@1.0.0:true",
      "party-night@1.0.0:true",
      "special@1.0.0:true",
      "training@1.0.0:true"
    ])
    expect(((await (await server.request("/api/admin/audit", { as: "boss" })).json()) as { entries: ReadonlyArray<unknown> }).entries).toEqual([])
    expect(
      ((await (await server.request("/api/admin/admins", { as: "boss" })).json()) as { admins: ReadonlyArray<{ id: string }> }).admins.map((each) => each.id)
    ).toEqual(["boss"])
    expect(server.logs.filter((line) => line.level === "error")).toEqual([])
  })
})

describe("who may call the admin routes", () => {
  it.each(adminRoutes.map((route) => [route.method, route.path, route.json] as const))(
    "%s %s: 403 for a signed-in non-admin, 401 for nobody",
    async (method, path, json) => {
      const init = { method, headers: { origin: server.url }, ...(json !== undefined && { json }) }
      const asAna = await server.request(path, { ...init, as: "ana" })
      expect(asAna.status).toBe(403)
      expect(((await asAna.json()) as { error: { code: string } }).error.code).toBe("not-admin")
      const asNobody = await server.request(path, init)
      expect(asNobody.status).toBe(401)
      expect(((await asNobody.json()) as { error: { code: string } }).error.code).toBe("unauthenticated")
    }
  )

  it("answers an admin on each of them without a server error", async () => {
    for (const { method, path, json } of adminRoutes) {
      const response = await server.request(path, { method, as: "boss", headers: { origin: server.url }, ...(json !== undefined && { json }) })
      expect(response.status, `${method} ${path}`).toBeLessThan(500)
    }
  })
})
