import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, type Browser, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer({ trustProxy: 1 })
})
afterAll(() => server.close())

const signIn = (client: Browser, address: string, email: string, password: string) =>
  client.request("/api/auth/sign-in", { method: "POST", headers: { "x-forwarded-for": address, "accept-language": "en" }, json: { email, password } })

const forgot = (client: Browser, address: string, email: string) =>
  client.request("/api/auth/forgot-password", { method: "POST", headers: { "x-forwarded-for": address, "accept-language": "en" }, json: { email } })

describe("failed sign-ins", () => {
  it("never lock the owner out of their usual address, however many strangers fail", async () => {
    await server.signUp("owner@allez.test")
    const owner = server.browser()
    expect((await signIn(owner, "10.0.0.1", "owner@allez.test", strongPassword)).status).toBe(200)

    // 55 strangers, one wrong guess each: more than the account takes from unknown addresses.
    const statuses = await Promise.all(
      Array.from({ length: 55 }, (_, index) => signIn(server.browser(), `10.1.0.${index + 1}`, "owner@allez.test", `Guess${index}!aA`).then((r) => r.status))
    )
    // Failures are counted before the password is checked: 51 guesses reach it, then the account makes unknown addresses wait.
    expect(statuses.filter((status) => status === 401)).toHaveLength(51)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)

    const stranger = await signIn(server.browser(), "10.1.1.1", "owner@allez.test", strongPassword)
    expect(stranger.status).toBe(429)
    expect(((await stranger.json()) as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    const back = await signIn(owner, "10.0.0.1", "owner@allez.test", strongPassword)
    expect(back.status).toBe(200)
  })

  it("make one address wait on one account after 5 failures, even for the right password; others are not held", async () => {
    await server.signUp("patient@allez.test")
    const guesser = server.browser()
    for (let guess = 0; guess < 6; guess++) expect((await signIn(guesser, "10.2.0.1", "patient@allez.test", `Guess${guess}!aA`)).status).toBe(401)
    const waiting = await signIn(guesser, "10.2.0.1", "patient@allez.test", strongPassword)
    expect(waiting.status).toBe(429)
    // A minute from the last failure: what is left of it when the answer goes, however busy the machine.
    const { retryAfterSeconds } = (await waiting.json()) as { retryAfterSeconds: number }
    expect(retryAfterSeconds).toBeGreaterThan(30)
    expect(retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await signIn(server.browser(), "10.2.0.2", "patient@allez.test", strongPassword)).status).toBe(200)
  })

  it("count failures only: the owner signs in 40 times in a row from one address", async () => {
    await server.signUp("regular@allez.test")
    const regular = server.browser()
    for (let time = 0; time < 40; time++) expect((await signIn(regular, "10.3.0.1", "regular@allez.test", strongPassword)).status).toBe(200)
  })
})

describe("password recovery", () => {
  it("keeps working for the owner after strangers asked for resets, which answer alike and send at most 3 per address", async () => {
    await server.signUp("lost@allez.test")
    expect((await signIn(server.browser(), "10.4.0.1", "lost@allez.test", strongPassword)).status).toBe(200)
    const answers = new Set<string>()
    for (const address of ["10.5.0.1", "10.5.0.2", "10.5.0.3", "10.5.0.4"]) {
      for (let request = 0; request < 4; request++) {
        const response = await forgot(server.browser(), address, "lost@allez.test")
        expect(response.status).toBe(202)
        answers.add(await response.text())
      }
    }
    expect(answers.size).toBe(1)
    // The verification mail, then 3 from the first stranger, 3 from the second, and the account's
    // budget for unknown addresses (10) stops the rest: 10 reset mails.
    await server.linkSentTo("lost@allez.test", `${server.url}/auth/forgot-password?token=`, 11)

    const owner = server.browser()
    expect((await forgot(owner, "10.4.0.1", "lost@allez.test")).status).toBe(202)
    const link = await server.linkSentTo("lost@allez.test", `${server.url}/auth/forgot-password?token=`, 12)
    expect(server.mailsTo("lost@allez.test")).toHaveLength(12)
    const reset = await owner.request("/api/auth/reset-password", {
      method: "POST",
      headers: { "x-forwarded-for": "10.4.0.1" },
      json: { token: new URL(link).searchParams.get("token"), password: "Dalle&Toit2024" }
    })
    expect(reset.status).toBe(200)
  })

  it("gives change-password a budget of its own: a signed-in owner who used up the reset budget still gets the link", async () => {
    const owner = await server.signUp("changer@allez.test")
    for (let request = 0; request < 3; request++) expect((await forgot(owner, "10.6.0.1", "changer@allez.test")).status).toBe(202)
    const change = await owner.request("/api/auth/change-password", {
      method: "POST",
      headers: { "x-forwarded-for": "10.6.0.1", [humanCheckHeader]: await server.solveHumanCheck(owner, "reset_password") }
    })
    expect(change.status).toBe(202)
    await server.linkSentTo("changer@allez.test", `${server.url}/auth/forgot-password?token=`, 5)
  })
})
