import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("accepts a reset link once; the replay, an older link and a made-up token are refused", async () => {
  await server.signUp("replay@allez.test")
  const client = server.browser()
  await client.request("/api/auth/forgot-password", { method: "POST", json: { email: "replay@allez.test" } })
  const older = new URL(await server.linkSentTo("replay@allez.test", `${server.url}/auth/forgot-password?token=`, 2)).searchParams.get("token")
  await client.request("/api/auth/forgot-password", { method: "POST", json: { email: "replay@allez.test" } })
  const newer = new URL(await server.linkSentTo("replay@allez.test", `${server.url}/auth/forgot-password?token=`, 3)).searchParams.get("token")

  const withOlder = await client.request("/api/auth/reset-password", { method: "POST", json: { token: older, password: "Ancien2024!" } })
  expect(withOlder.status).toBe(400)
  const first = await client.request("/api/auth/reset-password", { method: "POST", json: { token: newer, password: "Prise&Bac2024" } })
  expect(first.status).toBe(200)
  const replay = await client.request("/api/auth/reset-password", {
    method: "POST",
    headers: { "accept-language": "en" },
    json: { token: newer, password: "Reglette&2024" }
  })
  expect(replay.status).toBe(400)
  expect(((await replay.json()) as { error: { code: string } }).error.code).toBe("invalid-link")
  const madeUp = await client.request("/api/auth/reset-password", { method: "POST", json: { token: "a".repeat(32), password: "Reglette&2024" } })
  expect(madeUp.status).toBe(400)

  const signIn = await client.request("/api/auth/sign-in", { method: "POST", json: { email: "replay@allez.test", password: "Prise&Bac2024" } })
  expect(signIn.status).toBe(200)
})
