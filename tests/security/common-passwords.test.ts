import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

type Refusal = { error: { code: string; message: string; fields: Record<string, string> } }

it("refuses a common password dressed up to pass the spec's rule at sign-up, in both languages", async () => {
  const client = server.browser()
  for (const [language, text] of [
    ["en", "This password is one of the most common ones, tried first by attackers: choose one that is harder to guess."],
    ["fr", "Ce mot de passe fait partie des plus courants, les premiers essayés par les pirates : choisis-en un plus difficile à deviner."]
  ] as const) {
    const response = await client.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "accept-language": language },
      json: { email: `common-${language}@allez.test`, password: "Password1!", confirmation: "Password1!" }
    })
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as Refusal
    expect(error).toMatchObject({ code: "common-password", message: text, fields: { password: text } })
  }
  expect(server.mailsTo("common-en@allez.test")).toHaveLength(0)
})

it("refuses one at reset too, and the link still works for a better password", async () => {
  await server.signUp("reset-common@allez.test")
  const client = server.browser()
  await client.request("/api/auth/forgot-password", { method: "POST", json: { email: "reset-common@allez.test" } })
  const link = await server.linkSentTo("reset-common@allez.test", `${server.url}/auth/forgot-password?token=`, 2)
  const token = new URL(link).searchParams.get("token")
  const common = await client.request("/api/auth/reset-password", { method: "POST", json: { token, password: "Azerty123!" } })
  expect(common.status).toBe(422)
  expect(((await common.json()) as Refusal).error.code).toBe("common-password")
  const better = await client.request("/api/auth/reset-password", { method: "POST", json: { token, password: "Dalle&Toit2024" } })
  expect(better.status).toBe(200)
})
