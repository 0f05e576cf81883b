import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import Provider from "oidc-provider"
import { expect } from "vitest"
import type { ProviderConfig } from "#adapters/oauth/oauth-providers.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "./auth-harness.ts"

/** The people the local OpenID provider knows, by login. */
const people: Readonly<Record<string, { email: string; email_verified: boolean; name: string }>> = {
  alice: { email: "alice@allez.test", email_verified: true, name: "Alice Social" },
  linked: { email: "linked@allez.test", email_verified: true, name: "Linked" },
  unverified: { email: "unverified@allez.test", email_verified: false, name: "Nope" },
  wanderer: { email: "wanderer@allez.test", email_verified: true, name: "Wanderer" },
  traveller: { email: "traveller@allez.test", email_verified: true, name: "Traveller" },
  visitor: { email: "visitor@allez.test", email_verified: true, name: "Visitor" },
  stranger: { email: "stranger@allez.test", email_verified: true, name: "Stranger" },
  "owner-social": { email: "owner-social@allez.test", email_verified: true, name: "Owner" },
  settled: { email: "settled@allez.test", email_verified: true, name: "Settled" }
}

export interface SocialTestServer {
  readonly server: AuthTestServer
  /** The local OpenID provider's address. */
  readonly issuer: string
  /**
   * Plays the person at the provider: follows its redirects with its own cookies, fills the dev login
   * form with `login`, confirms consent, and stops at the redirect back to the app.
   */
  readonly signInAtProvider: (authorizationUrl: string, login: string) => Promise<string>
  /** The whole Google sign-in from `start` (the start path, with its query) to the app's answer to the callback. */
  readonly socialSignIn: (browser: Browser, login: string, start?: string) => Promise<Response>
  readonly close: () => Promise<void>
}

/**
 * The app (auth-harness) with Google sign-in pointed at a real OpenID provider (oidc-provider, its
 * development login and consent pages) on loopback. Its people: alice, linked, unverified, wanderer and the others below.
 */
export const startSocialTestServer = async (): Promise<SocialTestServer> => {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end()
  const oidc = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve) => oidc.listen(0, "127.0.0.1", () => resolve()))
  const issuer = `http://127.0.0.1:${(oidc.address() as AddressInfo).port}`
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
  const server = await startAuthTestServer({ providers: { google } })
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

  const socialSignIn = async (browser: Browser, login: string, start = "/api/auth/oauth/google/start") => {
    const started = await browser.request(start)
    expect(started.status).toBe(302)
    const authorizationUrl = started.headers.get("location") ?? ""
    expect(authorizationUrl.startsWith(`${issuer}/auth?`)).toBe(true)
    expect(new URL(authorizationUrl).searchParams.get("code_challenge_method")).toBe("S256")
    const callback = await signInAtProvider(authorizationUrl, login)
    return browser.request(callback.replace(server.url, ""))
  }

  return {
    server,
    issuer,
    signInAtProvider,
    socialSignIn,
    close: async () => {
      await server.close()
      oidc.closeAllConnections()
      await new Promise<void>((resolve) => oidc.close(() => resolve()))
    }
  }
}
