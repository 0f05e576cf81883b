import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, errorOf, startAuthTestServer } from "./auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer({
    providers: {
      google: {
        provider: "google",
        clientId: "client",
        clientSecret: "secret",
        authorizationUrl: "https://accounts.example/authorize",
        tokenUrl: "https://accounts.example/token",
        userinfoUrl: "https://accounts.example/userinfo",
        scopes: ["openid", "email", "profile"],
        emailVerified: "claim"
      }
    }
  })
})
afterAll(() => server.close())

const contactForm = { name: "Zoé", email: "zoe@grimpe.fr", subject: "Soirée", message: "Bonjour !" }
describe("settings changes and the contact form need a solved human check (spec §4)", () => {
  it("refuses a display-name change without a token, or with a token for another action, and accepts the right one", async () => {
    const browser = await server.signUp("name-change@allez.test")
    const patch = (headers: Record<string, string> = {}) =>
      browser.request("/api/me/profile", { method: "PATCH", json: { displayName: "Zoé B" }, headers: { "accept-language": "en", ...headers } })

    const missing = await patch()
    expect(missing.status).toBe(403)
    expect(await errorOf(missing)).toEqual({ code: "human-check-failed", message: "Human verification failed. Please try again." })
    expect((await patch({ [humanCheckHeader]: await server.solveHumanCheck(browser, "email_subscription") })).status).toBe(403)

    const accepted = await patch({ [humanCheckHeader]: await server.solveHumanCheck(browser, "change_name") })
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ displayName: "Zoé B" })
  })

  it("checks the e-mail list and the categories with their own actions, and lets language and disclaimer through", async () => {
    const browser = await server.signUp("preferences@allez.test")
    const patch = async (json: unknown, action?: HumanCheckAction) =>
      browser.request("/api/me/profile", {
        method: "PATCH",
        json,
        headers: action === undefined ? {} : { [humanCheckHeader]: await server.solveHumanCheck(browser, action) }
      })

    expect((await patch({ emailList: true })).status).toBe(403)
    expect((await patch({ emailList: true }, "email_subscription")).status).toBe(200)
    expect((await patch({ categoryBlacklist: ["game"] })).status).toBe(403)
    const categories = await patch({ categoryBlacklist: ["game", "other"] }, "user_action")
    expect(await categories.json()).toMatchObject({ categoryBlacklist: ["game", "other"], emailList: true })
    expect((await patch({ preferredLanguage: "fr" })).status).toBe(200)
    expect((await patch({ disclaimerAccepted: true })).status).toBe(200)
  })

  it("answers an anonymous profile change as unauthenticated, not as a failed human check", async () => {
    const response = await server.browser().request("/api/me/profile", { method: "PATCH", json: { displayName: "Personne" } })
    expect(response.status).toBe(401)
  })

  it("sends a contact message only with a solved 'send_contact' check, once", async () => {
    const browser = server.browser()
    const send = (headers: Record<string, string> = {}) => browser.request("/api/contact", { method: "POST", json: contactForm, headers })
    expect(await errorOf(await send())).toMatchObject({ code: "human-check-failed" })
    const token = await server.solveHumanCheck(browser, "send_contact")
    expect((await send({ [humanCheckHeader]: token })).status).toBe(201)
    expect((await send({ [humanCheckHeader]: token })).status).toBe(403)
  })
})

describe("the social providers this server offers", () => {
  it("lists only the configured ones", async () => {
    const response = await server.browser().request("/api/auth/providers")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ providers: ["google"] })
  })
})
