import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, startAuthTestServer } from "./auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const feedback = {
  subject: "Défi impossible",
  message: "Yeux fermés en dévers : trop dur.",
  gameId: "0b6c0f5e-5d1b-4c5b-9a43-3f1f0ef1d6e2",
  challengeId: "base-049"
}

describe("in-game feedback needs a solved human check (spec §7)", () => {
  it("is sent only with a solved 'send_feedback' check, once, and not with another action's", async () => {
    const browser = await server.signUp("feedback@allez.test")
    const send = (headers: Record<string, string> = {}) =>
      browser.request("/api/feedback", { method: "POST", json: feedback, headers: { "accept-language": "en", ...headers } })

    const missing = await send()
    expect(missing.status).toBe(403)
    expect(((await missing.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "human-check-failed",
      message: "Human verification failed. Please try again."
    })
    expect((await send({ [humanCheckHeader]: await server.solveHumanCheck(browser, "send_contact") })).status).toBe(403)
    const token = await server.solveHumanCheck(browser, "send_feedback")
    expect((await send({ [humanCheckHeader]: token })).status).toBe(201)
    expect((await send({ [humanCheckHeader]: token })).status).toBe(403)
  })
})
