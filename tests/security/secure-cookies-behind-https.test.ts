import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Behind a TLS-terminating proxy the server itself speaks http, but PUBLIC_URL is https: every
 * cookie it sets (the session, its removal, the OAuth state and verifier) must be Secure, so a
 * browser never sends them over plain http.
 */
let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer({
    publicUrl: "https://allez.example",
    providers: {
      google: {
        provider: "google",
        clientId: "allez-test",
        clientSecret: "allez-test-secret",
        authorizationUrl: "https://accounts.example/authorize",
        tokenUrl: "https://accounts.example/token",
        userinfoUrl: "https://accounts.example/userinfo",
        scopes: ["openid", "email"],
        emailVerified: "claim"
      }
    }
  })
})
afterAll(() => server.close())

const cookieLine = (response: Response, name: string): string => {
  const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`))
  expect(line, `a Set-Cookie for ${name}`).toBeDefined()
  return line ?? ""
}

it("sets the session cookie Secure (and HttpOnly, SameSite=Lax) on sign-in, and clears it Secure on sign-out", async () => {
  const browser = server.browser()
  const password = "Grimpe!2026"
  await server.signUp("secure@allez.test", password)
  const signIn = await browser.request("/api/auth/sign-in", { method: "POST", json: { email: "secure@allez.test", password } })
  expect(signIn.status).toBe(200)
  const session = cookieLine(signIn, sessionCookieName)
  expect(session).toMatch(/;\s*Secure/)
  expect(session).toMatch(/HttpOnly/)
  expect(session).toMatch(/SameSite=Lax/)

  const signOut = await browser.request("/api/auth/sign-out", { method: "POST" })
  expect(signOut.ok).toBe(true)
  expect(cookieLine(signOut, sessionCookieName)).toMatch(/;\s*Secure/)
})

it("sets the OAuth state and PKCE verifier cookies Secure", async () => {
  const start = await server.browser().request("/api/auth/oauth/google/start")
  expect(start.status).toBe(302)
  expect(cookieLine(start, "allez_oauth_state")).toMatch(/;\s*Secure/)
  expect(cookieLine(start, "allez_oauth_verifier")).toMatch(/;\s*Secure/)
  expect(new URL(start.headers.get("location") ?? "").searchParams.get("redirect_uri")).toBe("https://allez.example/api/auth/oauth/google/callback")
})
