import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { type AuthTestServer, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("answers 100 rapid sign-in attempts with 429 once the budget is spent, even for the right password", async () => {
  await server.signUp("target@allez.test")
  const attacker = server.browser()
  const statuses: Array<number> = []
  await Promise.all(
    Array.from({ length: 100 }, async (_, index) => {
      const response = await attacker.request("/api/auth/sign-in", {
        method: "POST",
        headers: { "accept-language": "en" },
        json: { email: index % 2 === 0 ? "target@allez.test" : `guess${index}@allez.test`, password: `Guess${index}!aA` }
      })
      statuses.push(response.status)
      if (response.status === 429) {
        const body = (await response.json()) as { error: { message: string } }
        expect(body.error.message).toMatch(/Too many attempts/)
      } else await response.body?.cancel()
    })
  )
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60)
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  const right = await attacker.request("/api/auth/sign-in", { method: "POST", json: { email: "target@allez.test", password: strongPassword } })
  expect(right.status).toBe(429)
})
