import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import type { AuthTestServer, Browser } from "./auth-harness.ts"
import { strongPassword } from "./auth-harness.ts"
import { decodeQuotedPrintable } from "./mime-text.ts"
import { type SocialTestServer, startSocialTestServer } from "./social-test-server.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let social: SocialTestServer
let server: AuthTestServer

beforeAll(async () => {
  social = await startSocialTestServer()
  server = social.server
})

afterAll(() => social.close())

const signInAtProvider = (authorizationUrl: string, login: string) => social.signInAtProvider(authorizationUrl, login)
const socialSignIn = (browser: Browser, login: string, start?: string) => social.socialSignIn(browser, login, start)

describe("social sign-in against a real OpenID provider", () => {
  it("creates a social profile on first sign-in, signs in and lands on the game menu", async () => {
    const browser = server.browser()
    const callback = await socialSignIn(browser, "alice")
    expect(callback.status).toBe(303)
    expect(callback.headers.get("location")).toBe("/game")
    expect(browser.cookies.has(sessionCookieName)).toBe(true)
    const me = (await (await browser.request("/api/auth/me")).json()) as { profile: { email: string; isSocial: boolean; displayName: string } }
    expect(me.profile).toMatchObject({ email: "alice@allez.test", isSocial: true, displayName: "Alice Social" })

    const again = server.browser()
    await socialSignIn(again, "alice")
    const second = (await (await again.request("/api/auth/me")).json()) as { profile: { id: string } }
    expect(second.profile.id).toBe((me as unknown as { profile: { id: string } }).profile.id)
  })

  it("makes a new account in the language of the page it started from, else the browser's, never a language it does not speak", async () => {
    const languageOf = async (login: string, start: string, acceptLanguage?: string) => {
      const browser = server.browser()
      const headers = acceptLanguage === undefined ? undefined : { "accept-language": acceptLanguage }
      const started = await browser.request(start, { ...(headers !== undefined && { headers }) })
      const callback = await social.signInAtProvider(started.headers.get("location") ?? "", login)
      expect((await browser.request(callback.replace(server.url, ""), { ...(headers !== undefined && { headers }) })).status).toBe(303)
      return ((await (await browser.request("/api/auth/me")).json()) as { profile: { preferredLanguage: string } }).profile.preferredLanguage
    }
    expect(await languageOf("traveller", "/api/auth/oauth/google/start?lang=en", "fr-FR,fr;q=0.9")).toBe("en")
    expect(await languageOf("visitor", "/api/auth/oauth/google/start", "en-GB,en;q=0.9")).toBe("en")
    expect(await languageOf("stranger", "/api/auth/oauth/google/start?lang=de", "de-DE")).toBe("fr")
  })

  it("refuses e-mail and password changes for a social account", async () => {
    const browser = server.browser()
    await socialSignIn(browser, "alice")
    const change = await browser.request("/api/auth/change-email", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "change_email") },
      json: { email: "elsewhere@allez.test" }
    })
    expect(change.status).toBe(403)
    expect(((await change.json()) as { error: { code: string } }).error.code).toBe("managed-by-social-provider")
    const password = await browser.request("/api/auth/change-password", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "reset_password") }
    })
    expect(password.status).toBe(403)
  })

  it("never links into the e-mail account with the same address on the provider's word: its owner confirms by mail, then is told", async () => {
    const owner = await server.signUp("linked@allez.test")
    await server.verifyEmail("linked@allez.test", owner)
    const ownerId = ((await (await owner.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id

    const browser = server.browser()
    const callback = await socialSignIn(browser, "linked")
    expect(callback.status).toBe(303)
    expect(callback.headers.get("location")).toBe("/auth/sign-in?link=google")
    expect(browser.cookies.has(sessionCookieName)).toBe(false)

    const link = await server.linkSentTo("linked@allez.test", `${server.url}/auth/link-account?token=`, 2)
    const token = new URL(link).searchParams.get("token") ?? ""
    const mail = decodeQuotedPrintable(server.mailsTo("linked@allez.test")[1]?.raw ?? "")
    expect(mail).toContain("Someone just signed in with Google using this e-mail address")
    const preview = await server.browser().request(`/api/auth/link-identity?token=${token}`, { headers: { accept: "application/json" } })
    expect(await preview.json()).toEqual({ purpose: "link-identity", email: "linked@allez.test", displayName: "linked", provider: "google" })
    // Opening the link (a mail scanner does) links nothing: only the page's POST does.
    expect((await server.browser().request(`/api/auth/link-identity?token=${token}`)).headers.get("location")).toBe(`/auth/link-account?token=${token}`)
    const stillRefused = await socialSignIn(server.browser(), "linked")
    expect(stillRefused.headers.get("location")).toBe("/auth/sign-in?link=google")

    const newest = new URL(await server.linkSentTo("linked@allez.test", `${server.url}/auth/link-account?token=`, 3)).searchParams.get("token")
    const confirmed = await server
      .browser()
      .request("/api/auth/link-identity", { method: "POST", headers: { "accept-language": "en" }, json: { token: newest } })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ status: "linked", provider: "google", message: "Google is now linked to your account: sign in with it." })
    const told = decodeQuotedPrintable(server.mailsTo("linked@allez.test")[3]?.raw ?? "")
    expect(told).toContain("From now on you can sign in to your Allez! account with Google.")

    const social = server.browser()
    expect((await socialSignIn(social, "linked")).headers.get("location")).toBe("/game")
    const me = (await (await social.request("/api/auth/me")).json()) as { profile: { id: string; isSocial: boolean } }
    expect(me.profile).toMatchObject({ id: ownerId, isSocial: false })
    expect((await owner.request("/api/auth/me")).status).toBe(200)
    expect((await owner.request("/api/auth/sign-in", { method: "POST", json: { email: "linked@allez.test", password: strongPassword } })).status).toBe(200)
  })

  it("refuses an unverified provider e-mail, a forged state, and an unconfigured provider", async () => {
    const unverified = server.browser()
    const refused = await socialSignIn(unverified, "unverified")
    expect(refused.headers.get("location")).toBe("/auth/sign-in?error=social")
    expect(unverified.cookies.has(sessionCookieName)).toBe(false)

    const forger = server.browser()
    const start = await forger.request("/api/auth/oauth/google/start")
    const callback = await signInAtProvider(start.headers.get("location") ?? "", "alice")
    const forged = new URL(callback)
    forged.searchParams.set("state", "forged-state")
    const answer = await forger.request(`${forged.pathname}${forged.search}`)
    expect(answer.headers.get("location")).toBe("/auth/sign-in?error=social")
    expect(forger.cookies.has(sessionCookieName)).toBe(false)

    const facebook = await server.browser().request("/api/auth/oauth/facebook/start")
    expect(facebook.status).toBe(404)
    expect(((await facebook.json()) as { error: { code: string } }).error.code).toBe("provider-not-configured")
  })
})

describe("social sign-in returns to the page that asked for it", () => {
  it("lands on the bag or the game it was started from, as an e-mail sign-in does", async () => {
    for (const returnTo of ["/store/bag", "/game/pregame", "/store/bag?pack=party-night"]) {
      const browser = server.browser()
      const callback = await socialSignIn(browser, "wanderer", `/api/auth/oauth/google/start?returnTo=${encodeURIComponent(returnTo)}`)
      expect(callback.status).toBe(303)
      expect(callback.headers.get("location")).toBe(returnTo)
      expect(browser.cookies.has(sessionCookieName)).toBe(true)
    }
  })

  it("forgets an earlier start's page when a new one starts without, and keeps the page on the way back to sign-in", async () => {
    const browser = server.browser()
    await browser.request("/api/auth/oauth/google/start?returnTo=%2Fstore%2Fbag")
    expect((await socialSignIn(browser, "wanderer")).headers.get("location")).toBe("/game")

    const refused = await socialSignIn(server.browser(), "unverified", "/api/auth/oauth/google/start?returnTo=%2Fstore%2Fbag")
    expect(refused.headers.get("location")).toBe("/auth/sign-in?error=social&returnTo=%2Fstore%2Fbag")
  })
})
