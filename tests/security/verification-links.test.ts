import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { type AuthTestServer, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const me = async (client: ReturnType<AuthTestServer["browser"]>) =>
  (await (await client.request("/api/auth/me")).json()) as { isAdmin: boolean; isEmailVerified: boolean; profile: { roles: ReadonlyArray<string> } }

it("a verification link changes nothing when opened: its page names the account and only the page's POST confirms", async () => {
  // An attacker registers the address of someone who is about to be made admin.
  const attacker = server.browser()
  const signedUp = await attacker.request("/api/auth/sign-up", {
    method: "POST",
    headers: { "accept-language": "en" },
    json: { email: "boss@allez.test", password: strongPassword, confirmation: strongPassword, displayName: "Evil Twin" }
  })
  expect(signedUp.status).toBe(201)
  const link = await server.linkSentTo("boss@allez.test", `${server.url}/auth/verify-email?token=`)
  const token = new URL(link).searchParams.get("token") ?? ""
  // The real owner's mail scanner opens the link, and the older API form of it: nothing is confirmed.
  const scanner = server.browser()
  const page = await scanner.request(link.replace(server.url, ""))
  expect(page.status).not.toBe(303)
  const older = await scanner.request(`/api/auth/verify?token=${token}`)
  expect(older.status).toBe(303)
  expect(older.headers.get("location")).toBe(`/auth/verify-email?token=${token}`)
  const preview = await scanner.request(`/api/auth/verify?token=${token}`, { headers: { accept: "application/json" } })
  expect(await preview.json()).toEqual({ purpose: "verify-email", email: "boss@allez.test", displayName: "Evil Twin" })
  expect((await me(attacker)).isEmailVerified).toBe(false)

  // The page names the account ("Evil Twin"): an owner who confirms anyway gives it a verified address, never the admin role.
  const confirmed = await scanner.request("/api/auth/verify", { method: "POST", json: { token } })
  expect(confirmed.status).toBe(200)
  expect(await confirmed.json()).toMatchObject({ status: "verified", isSignedIn: false })
  const after = await me(attacker)
  expect(after).toMatchObject({ isEmailVerified: true, isAdmin: false, profile: { roles: [] } })
  expect((await scanner.request("/api/auth/verify", { method: "POST", json: { token } })).status).toBe(400)
})

it("grants the admin role to verified e-mails only, and a revoked admin stays revoked through sign-in and verification", async () => {
  const boss = await server.signUp("chief@allez.test")
  await server.verifyEmail("chief@allez.test", boss)
  await server.grantAdmin("chief@allez.test")
  const newcomer = await server.signUp("newcomer@allez.test")

  const refused = await boss.request("/api/admin/admins", { method: "POST", headers: { "accept-language": "en" }, json: { email: "newcomer@allez.test" } })
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("email-not-verified")
  expect((await me(newcomer)).isAdmin).toBe(false)

  await server.verifyEmail("newcomer@allez.test", newcomer)
  const granted = await boss.request("/api/admin/admins", { method: "POST", json: { email: "newcomer@allez.test" } })
  expect(granted.status).toBe(201)
  const { admin } = (await granted.json()) as { admin: { id: string } }
  expect((await boss.request(`/api/admin/admins/${admin.id}`, { method: "DELETE" })).status).toBe(200)

  const again = server.browser()
  expect((await again.request("/api/auth/sign-in", { method: "POST", json: { email: "newcomer@allez.test", password: strongPassword } })).status).toBe(200)
  expect((await again.request("/api/auth/verification", { method: "POST" })).status).toBe(202)
  const resent = new URL(await server.linkSentTo("newcomer@allez.test", `${server.url}/auth/verify-email?token=`, 2)).searchParams.get("token")
  expect((await again.request("/api/auth/verify", { method: "POST", json: { token: resent } })).status).toBe(200)
  expect(await me(again)).toMatchObject({ isAdmin: false, profile: { roles: [] } })
})

it("carries the page a newcomer was going to in the verification link, and never a path that leaves the app", async () => {
  const cases = [
    ["wayfarer@allez.test", "/game/pregame", "&returnTo=%2Fgame%2Fpregame"],
    ["bagger@allez.test", "/store/bag", "&returnTo=%2Fstore%2Fbag"],
    ["lured1@allez.test", "//evil.example", ""],
    ["lured2@allez.test", "https://evil.example/auth", ""],
    ["lured3@allez.test", "/\\evil.example", ""],
    ["lured4@allez.test", "/%2F%2Fevil.example", ""],
    ["lured5@allez.test", "javascript:alert(1)", ""]
  ] as const
  for (const [email, returnTo, expected] of cases) {
    const signedUp = await server
      .browser()
      .request("/api/auth/sign-up", { method: "POST", json: { email, password: strongPassword, confirmation: strongPassword, returnTo } })
    expect(signedUp.status, returnTo).toBe(201)
    const link = await server.linkSentTo(email, `${server.url}/auth/verify-email?token=`)
    const token = new URL(link).searchParams.get("token") ?? ""
    expect(link, returnTo).toBe(`${server.url}/auth/verify-email?token=${token}${expected}`)
  }
})
