import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventBudgetPerAddress } from "#core/analytics/analytics.ts"
import type { AnalyticsSummary } from "#core/analytics/analytics-event.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"
import { expectJsonError } from "./bad-input-support.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("ana")
})
afterAll(() => server.close())

const today = () => new Date().toISOString().slice(0, 10)
const send = (json: unknown, init: RequestInit & { readonly as?: string } = {}) => server.request("/api/events", { method: "POST", json, ...init })
const pageView = (path: string, language = "fr") => ({ type: "page_view", path, language, at: new Date().toISOString() })
const summary = async (query = "") => {
  const response = await server.request(`/api/admin/analytics${query}`, { as: "boss" })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { summary: AnalyticsSummary }).summary
}
const storedRows = () => {
  const db = new Database(join(server.dataDir, "allez.sqlite"), { readonly: true })
  try {
    return db.prepare("SELECT * FROM analytics_counts ORDER BY day, type, path, language").all()
  } finally {
    db.close()
  }
}

describe("POST /api/events", () => {
  it("counts an event with 204 and an empty body, under the page it showed", async () => {
    const response = await send(pageView("/rules"))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe("")
    expect(await send({ type: "install_prompt", path: "/", language: "en" })).toHaveProperty("status", 204)
    expect(await send({ type: "app_installed", path: "/?source=pwa", language: "en" })).toHaveProperty("status", 204)
    expect(storedRows()).toEqual([
      { day: today(), type: "app_installed", path: "/", language: "en", count: 1 },
      { day: today(), type: "install_prompt", path: "/", language: "en", count: 1 },
      { day: today(), type: "page_view", path: "/rules", language: "fr", count: 1 }
    ])
  })

  it("keeps no query, hash or id: a game's page is counted as /game/:id, an unknown page as /404", async () => {
    for (const path of [
      "/game/8f14e45f-ceea?invite=ana@example.test",
      "/game/another-game#turn",
      "/auth/forgot-password?token=s3cr3t",
      "/zoe.martin@example.test"
    ]) {
      expect((await send(pageView(path))).status).toBe(204)
    }
    const rows = storedRows() as ReadonlyArray<{ path: string; count: number }>
    expect(rows.find((row) => row.path === "/game/:id")?.count).toBe(2)
    expect(rows.map((row) => row.path)).toEqual(expect.arrayContaining(["/auth/forgot-password", "/404"]))
    expect(JSON.stringify(rows)).not.toMatch(/8f14e45f|invite|another-game|s3cr3t|zoe|example\.test/)
  })

  it("stores nothing about who sent it: no user, address, user agent or time of day", async () => {
    const probe = { agent: "AllezProbe/9.9 (identifying-agent)", address: "203.0.113.77", language: "de-CH-x-probe" }
    const response = await send(pageView("/store"), {
      as: "ana",
      headers: { "user-agent": probe.agent, "x-forwarded-for": probe.address, "accept-language": probe.language }
    })
    expect(response.status).toBe(204)
    expect(Object.keys((storedRows()[0] ?? {}) as object).sort()).toEqual(["count", "day", "language", "path", "type"])
    const files = readdirSync(server.dataDir).filter((name) => name.startsWith("allez.sqlite"))
    const bytes = files.map((name) => readFileSync(join(server.dataDir, name)).toString("latin1")).join("")
    for (const trace of [probe.agent, probe.address, probe.language]) expect(bytes).not.toContain(trace)
    expect(JSON.stringify(server.logs)).not.toMatch(/AllezProbe|203\.0\.113\.77|x-probe/)
  })

  it("refuses bad input with a 4xx JSON error, and counts nothing", async () => {
    const before = storedRows()
    const good = pageView("/rules")
    for (const [json, status] of [
      [{ ...good, type: "click" }, 422],
      [{ ...good, path: "https://evil.example/rules" }, 422],
      [{ ...good, path: "//evil.example/rules" }, 422],
      [{ ...good, path: "rules" }, 422],
      [{ ...good, path: `/${"a".repeat(3000)}` }, 422],
      [{ ...good, language: "de" }, 422],
      [{ ...good, at: "last tuesday" }, 422],
      [{ ...good, userId: "ana" }, 422],
      [{ type: "page_view" }, 422],
      [[good], 422]
    ] as const) {
      const body = await expectJsonError(await send(json), [status])
      expect(body.error.code, JSON.stringify(json).slice(0, 80)).toBe("invalid-input")
    }
    const malformed = await server.request("/api/events", { method: "POST", body: "{", headers: { "content-type": "application/json" } })
    expect((await expectJsonError(malformed, [400])).error.code).toBe("invalid-json")
    const text = await server.request("/api/events", { method: "POST", body: "type=page_view", headers: { "content-type": "text/plain", origin: server.url } })
    await expectJsonError(text, [415])
    const field = await expectJsonError(await send({ ...good, path: "https://evil.example/" }), [422])
    expect(field.error.fields).toHaveProperty("path")
    expect(storedRows()).toEqual(before)
    expect(server.logs.filter((line) => line.level === "error")).toEqual([])
  })
})

describe("GET /api/admin/analytics", () => {
  it("sums the last 30 days up per type, language, page and day", async () => {
    const { from, to, total, byType, byLanguage, byPath, byDay } = await summary()
    expect(to).toBe(today())
    expect(byDay).toHaveLength(30)
    expect(byDay[0]?.day).toBe(from)
    expect(byDay.at(-1)).toEqual({ day: today(), total, byType })
    expect(byType).toEqual({ page_view: total - 2, install_prompt: 1, app_installed: 1 })
    expect(byLanguage).toEqual({ fr: total - 2, en: 2 })
    expect(byPath.slice(0, 2)).toEqual([
      { path: "/", total: 2, byType: { page_view: 0, install_prompt: 1, app_installed: 1 } },
      { path: "/game/:id", total: 2, byType: { page_view: 2, install_prompt: 0, app_installed: 0 } }
    ])
    expect(byPath.map((each: { path: string }) => each.path).sort()).toEqual(["/", "/404", "/auth/forgot-password", "/game/:id", "/rules", "/store"])
  })

  it("takes the number of days (1 to 366), and refuses anything else with 422", async () => {
    const one = await summary("?days=1")
    expect([one.from, one.to, one.byDay.length]).toEqual([today(), today(), 1])
    expect((await summary("?days=366")).byDay).toHaveLength(366)
    for (const days of ["0", "367", "1.5", "week", ""]) {
      const response = await server.request(`/api/admin/analytics?days=${days}`, { as: "boss" })
      expect(response.status, days).toBe(422)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid-input")
    }
  })

  it("is for admins: 401 for nobody, 403 for a player", async () => {
    const nobody = await server.request("/api/admin/analytics")
    expect([nobody.status, ((await nobody.json()) as { error: { code: string } }).error.code]).toEqual([401, "unauthenticated"])
    const player = await server.request("/api/admin/analytics", { as: "ana" })
    expect([player.status, ((await player.json()) as { error: { code: string } }).error.code]).toEqual([403, "not-admin"])
  })
})

describe("POST /api/events: flood", () => {
  let flooded: TestServer
  beforeAll(async () => {
    flooded = await startTestServer()
  })
  afterAll(() => flooded.close())

  it(`takes ${eventBudgetPerAddress.limit} events a minute from one address, then answers 429 and counts no more`, async () => {
    const post = () => flooded.request("/api/events", { method: "POST", json: pageView("/") })
    const statuses: Array<number> = []
    for (let i = 0; i < eventBudgetPerAddress.limit; i++) statuses.push((await post()).status)
    expect(new Set(statuses)).toEqual(new Set([204]))
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too-many-attempts")
    const db = new Database(join(flooded.dataDir, "allez.sqlite"), { readonly: true })
    expect(db.prepare("SELECT sum(count) AS n FROM analytics_counts").get()).toEqual({ n: eventBudgetPerAddress.limit })
    db.close()
  })
})
