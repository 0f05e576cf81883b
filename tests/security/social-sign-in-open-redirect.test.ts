import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type SocialTestServer, startSocialTestServer } from "../auth/social-test-server.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

let social: SocialTestServer
beforeAll(async () => {
  social = await startSocialTestServer()
})
afterAll(() => social.close())

/** What an attacker puts in the start link's `returnTo` to send a fresh session elsewhere. */
const hostile = [
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "javascript:alert(document.cookie)",
  "%2F%2Fevil.example",
  "/%2Fevil.example",
  "/%252F%252Fevil.example",
  "/%5Cevil.example",
  "/\tevil.example",
  "/%09/evil.example",
  "https:evil.example",
  "/auth/sign-in",
  ""
]

it("sends a social sign-in with a return path outside the app to the default page instead", async () => {
  for (const returnTo of hostile) {
    const browser = social.server.browser()
    const start = `/api/auth/oauth/google/start?returnTo=${encodeURIComponent(returnTo)}`
    const started = await browser.request(start)
    expect(
      started.headers.getSetCookie().some((line) => line.startsWith("allez_oauth_return=") && !/max-age=0/i.test(line)),
      returnTo
    ).toBe(false)
    const callback = await social.socialSignIn(browser, "alice", start)
    expect(callback.status, returnTo).toBe(303)
    expect(callback.headers.get("location"), returnTo).toBe("/game")
    expect(browser.cookies.has(sessionCookieName)).toBe(true)
  }
})

it("checks the return cookie again at the callback: one planted by another site or a sibling domain is ignored", async () => {
  for (const planted of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "%2F%2Fevil.example"]) {
    const browser = social.server.browser()
    const started = await browser.request("/api/auth/oauth/google/start")
    browser.cookies.set("allez_oauth_return", encodeURIComponent(planted))
    const callback = await browser.request((await social.signInAtProvider(started.headers.get("location") ?? "", "alice")).replace(social.server.url, ""))
    expect(callback.headers.get("location"), planted).toBe("/game")
  }
})

it("keeps a hostile return path out of the sign-in page it sends a failure back to", async () => {
  const callback = await social.socialSignIn(social.server.browser(), "unverified", "/api/auth/oauth/google/start?returnTo=%2F%2Fevil.example")
  expect(callback.headers.get("location")).toBe("/auth/sign-in?error=social")
})
