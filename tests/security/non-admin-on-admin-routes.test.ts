import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { adminRoutes } from "../api/admin-routes.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
let admin: Browser
let player: Browser
beforeAll(async () => {
  server = await startAuthTestServer()
  admin = await server.signUp("admin@allez.test")
  await server.verifyEmail("admin@allez.test", admin)
  await server.grantAdmin("admin@allez.test")
  player = await server.signUp("player@allez.test")
  await server.verifyEmail("player@allez.test", player)
})
afterAll(() => server.close())

it("gives the admin claim to the granted admin only", async () => {
  expect(((await (await admin.request("/api/auth/me")).json()) as { isAdmin: boolean }).isAdmin).toBe(true)
  expect(((await (await player.request("/api/auth/me")).json()) as { isAdmin: boolean }).isAdmin).toBe(false)
})

describe("admin routes refuse everyone but admins", () => {
  for (const { method, path, json } of adminRoutes) {
    it(`${method} ${path}: 403 for a signed-in player, 401 for nobody, as JSON with a message`, async () => {
      const init = { method, ...(json !== undefined && { json }) }
      const asPlayer = await player.request(path, init)
      expect(asPlayer.status).toBe(403)
      expect(await asPlayer.json()).toEqual({ error: { code: "not-admin", message: "You are not authorized to access this page." } })
      const asNobody = await server.browser().request(path, init)
      expect(asNobody.status).toBe(401)
      expect(((await asNobody.json()) as { error: { code: string } }).error.code).toBe("unauthenticated")
    })
  }

  it("left everything as it was: no admin granted, no pack or tag created, nothing audited but the first grant", async () => {
    const admins = (await (await admin.request("/api/admin/admins")).json()) as { admins: ReadonlyArray<{ email: string }> }
    expect(admins.admins.map((each) => each.email)).toEqual(["admin@allez.test"])
    expect((await admin.request("/api/admin/packs/sneaky")).status).toBe(404)
    expect((await admin.request("/api/admin/tags/sneaky", { method: "DELETE" })).status).toBe(404)
    const { entries } = (await (await admin.request("/api/admin/audit")).json()) as { entries: ReadonlyArray<{ action: string }> }
    expect(entries.map((entry) => entry.action)).toEqual(["admin.grant"])
    expect(((await (await player.request("/api/auth/me")).json()) as { isAdmin: boolean }).isAdmin).toBe(false)
  })

  it("opens the admin routes to a player once granted, and closes them at once when revoked", async () => {
    const granted = await admin.request("/api/admin/admins", { method: "POST", json: { email: "PLAYER@allez.test" } })
    expect(granted.status).toBe(201)
    const { admin: newAdmin } = (await granted.json()) as { admin: { id: string } }
    expect((await player.request("/api/admin/packs")).status).toBe(200)
    expect((await admin.request(`/api/admin/admins/${newAdmin.id}`, { method: "DELETE" })).status).toBe(200)
    expect((await player.request("/api/admin/packs")).status).toBe(403)
  })
})
