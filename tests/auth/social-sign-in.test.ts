import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import Provider from "oidc-provider"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { ProviderConfig } from "#adapters/oauth/oauth-providers.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type AuthTestServer, type Browser, startAuthTestServer, strongPassword } from "./auth-harness.ts"
import { decodeQuotedPrintable } from "./mime-text.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/** The people the local OpenID provider knows, by login. */
const people: Readonly<Record<string, { email: string; email_verified: boolean; name: string }>> = {
  alice: { email: "alice@allez.test", email_verified: true, name: "Alice Social" },
  linked: { email: "linked@allez.test", email_verified: true, name: "Linked" },
  unverified: { email: "unverified@allez.test", email_verified: false, name: "Nope" }
}

let server: AuthTestServer
let issuer: string
let oidc: ReturnType<typeof createServer>

beforeAll(async () => {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end()
  oidc = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve) => oidc.listen(0, "127.0.0.1", () => resolve()))
  issuer = `http://127.0.0.1:${(oidc.address() as AddressInfo).port}`
  const google: ProviderConfig = {
    provider: "google",
    clientId: "allez-test",
    clientSecret: "allez-test-secret",
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userinfoUrl: `${issuer}/me`,
    scopes: ["openid", "email", "profile"],
    emailVerified: "claim"
  }
  server = await startAuthTestServer({ providers: { google } })
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "allez-test",
        client_secret: "allez-test-secret",
        redirect_uris: [`${server.url}/api/auth/oauth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"]
      }
    ],
    findAccount: async (_, id) => ({ accountId: id, claims: async () => ({ sub: `sub-${id}`, ...people[id] }) }),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["oidc-test-key"] }
  })
  handle = provider.callback()
})

afterAll(async () => {
  await server.close()
  oidc.closeAllConnections()
  await new Promise<void>((resolve) => oidc.close(() => resolve()))
})

/**
 * Plays the person at the provider: follows its redirects with its own cookies, fills the dev login
 * form with `login`, confirms consent, and stops at the redirect back to the app.
 */
const signInAtProvider = async (authorizationUrl: string, login: string): Promise<string> => {
  const jar = new Map<string, string>()
  const call = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "))
    const response = await fetch(url, { ...init, headers, redirect: "manual" })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";")
      const index = pair.indexOf("=")
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }
  let next = authorizationUrl
  for (let step = 0; step < 12; step++) {
    if (next.startsWith(server.url)) return next
    const response = await call(next)
    const location = response.headers.get("location")
    if (location !== null) {
      next = new URL(location, next).toString()
      continue
    }
    const page = await response.text()
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1]
    if (prompt === undefined) throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`)
    const form = new URLSearchParams({ prompt, ...(prompt === "login" && { login, password: "any" }) })
    const submitted = await call(next, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form })
    next = new URL(submitted.headers.get("location") ?? next, next).toString()
  }
  throw new Error("the provider never sent the browser back")
}

const socialSignIn = async (browser: Browser, login: string) => {
  const start = await browser.request("/api/auth/oauth/google/start")
  expect(start.status).toBe(302)
  const authorizationUrl = start.headers.get("location") ?? ""
  expect(authorizationUrl.startsWith(`${issuer}/auth?`)).toBe(true)
  expect(new URL(authorizationUrl).searchParams.get("code_challenge_method")).toBe("S256")
  const callback = await signInAtProvider(authorizationUrl, login)
  return browser.request(callback.replace(server.url, ""))
}

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
