import { afterEach, describe, expect, it, vi } from "vitest"
import { call, routeUrl, send } from "./answer.ts"

afterEach(() => vi.unstubAllGlobals())

describe("a call by route (contract/routes.ts)", () => {
  it("puts the route's parameters, encoded, into its path, and the query's set fields after it", () => {
    expect(routeUrl("GET /api/games/:id", { id: "offline-1/2" })).toBe("/api/games/offline-1%2F2")
    expect(routeUrl("DELETE /api/admin/challenges/:id", { id: "base-001" }, { expectedVersion: "1.0.3" })).toBe(
      "/api/admin/challenges/base-001?expectedVersion=1.0.3"
    )
    expect(routeUrl("GET /api/me/history", {}, { limit: "10", after: undefined })).toBe("/api/me/history?limit=10")
    expect(routeUrl("GET /api/auth/oauth/:provider/start", { provider: "google" }, { lang: "fr", returnTo: "/game/pregame" })).toBe(
      "/api/auth/oauth/google/start?lang=fr&returnTo=%2Fgame%2Fpregame"
    )
  })

  it("sends the route's method and JSON body, and reads the answer with the route's reader", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ packIds: ["base"] }), { status: 200 }))
    vi.stubGlobal("fetch", fetch)
    const answer = await call("PUT /api/me/bag", { body: { packIds: ["base"] } }, (body) => (body as { packIds: ReadonlyArray<string> }).packIds)
    expect(answer).toEqual({ ok: true, value: ["base"] })
    expect(fetch).toHaveBeenCalledWith("/api/me/bag", expect.objectContaining({ method: "PUT", body: JSON.stringify({ packIds: ["base"] }) }))
  })

  it("passes a refusal on with its code, and an answer its reader cannot read as a 502", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ error: { code: "not-game-owner", message: "…" } }), { status: 403 }))
    const refused = await send("GET /api/games/:id", { params: { id: "g1" } })
    expect(refused.ok ? undefined : refused.failure.code).toBe("not-game-owner")
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 200 }))
    expect(await call("GET /api/me/bag", {}, () => undefined)).toEqual({ ok: false, failure: { status: 502, code: "unreadable-answer" } })
  })
})
