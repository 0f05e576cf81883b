import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const requestPasswordChange = (browser: Awaited<ReturnType<AuthTestServer["signUp"]>>, token: string) =>
  browser.request("/api/auth/change-password", { method: "POST", headers: { [humanCheckHeader]: token, "accept-language": "en" } })

it("accepts a solved human check once, for its own action only", async () => {
  const browser = await server.signUp("human@allez.test")
  const token = await server.solveHumanCheck(browser, "reset_password")
  expect((await requestPasswordChange(browser, token)).status).toBe(202)
  const reused = await requestPasswordChange(browser, token)
  expect(reused.status).toBe(403)
  expect(((await reused.json()) as { error: { message: string } }).error.message).toBe("Human verification failed. Please try again.")

  const otherAction = await server.solveHumanCheck(browser, "change_name")
  expect((await requestPasswordChange(browser, otherAction)).status).toBe(403)
})

it("refuses a tampered challenge, a wrong solution and garbage", async () => {
  const browser = await server.signUp("tamper@allez.test")
  const genuine = JSON.parse(Buffer.from(await server.solveHumanCheck(browser, "change_name"), "base64").toString("utf8")) as {
    challenge: { parameters: { data: { action: string }; cost: number } }
    solution: { counter: number }
  }
  const relabelled = structuredClone(genuine)
  relabelled.challenge.parameters.data.action = "reset_password"
  const cheaper = structuredClone(genuine)
  cheaper.challenge.parameters.cost = 1
  const wrong = structuredClone(genuine)
  wrong.solution.counter += 1
  for (const forged of [relabelled, cheaper, wrong]) {
    const token = Buffer.from(JSON.stringify(forged)).toString("base64")
    expect((await requestPasswordChange(browser, token)).status).toBe(403)
  }
  expect((await requestPasswordChange(browser, "bm90IGpzb24=")).status).toBe(403)
})
