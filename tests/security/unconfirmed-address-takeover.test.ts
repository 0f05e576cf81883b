import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type AuthTestServer, type Browser, strongPassword } from "../auth/auth-harness.ts"
import { type SocialTestServer, startSocialTestServer } from "../auth/social-test-server.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Sign-up signs in before the address is confirmed, so anyone may register someone else's address
 * first. The guard: whoever first proves an unconfirmed address (a password reset, a provider's
 * sign-in its owner confirms) takes the account, and the one who registered it loses their password
 * and their sessions.
 */
let social: SocialTestServer
let server: AuthTestServer
beforeAll(async () => {
  social = await startSocialTestServer()
  server = social.server
})
afterAll(() => social.close())

/** Someone signs up with `email` through the API, as the page does; their browser is signed in. */
const squat = async (email: string): Promise<Browser> => {
  const squatter = server.browser()
  const signedUp = await squatter.request("/api/auth/sign-up", {
    method: "POST",
    json: { email, password: strongPassword, confirmation: strongPassword, displayName: "First Comer" }
  })
  expect(signedUp.status).toBe(201)
  expect(squatter.cookies.has(sessionCookieName)).toBe(true)
  return squatter
}

const profileOf = async (browser: Browser) =>
  (await (await browser.request("/api/auth/me")).json()) as { profile: { id: string; email: string; isSocial: boolean } | null; isEmailVerified: boolean }

const signIn = (email: string, password: string) => server.browser().request("/api/auth/sign-in", { method: "POST", json: { email, password } })

describe("an unconfirmed account is a full account", () => {
  it("accepts the disclaimer, reads its packs and its history before its address is confirmed", async () => {
    const player = await squat("eager@allez.test")
    expect((await profileOf(player)).isEmailVerified).toBe(false)
    const accepted = await player.request("/api/me/profile", { method: "PATCH", json: { disclaimerAccepted: true } })
    expect(accepted.status).toBe(200)
    expect((await player.request("/api/me/history")).status).toBe(200)
    expect((await player.request("/api/me/playable-packs")).status).toBe(200)
  })
})

describe("the address's owner proves it first", () => {
  it("by a password reset: the reset's password is the only one, and the first comer's sessions end", async () => {
    const squatter = await squat("owner-reset@allez.test")
    const secondDevice = server.browser()
    expect(
      (await secondDevice.request("/api/auth/sign-in", { method: "POST", json: { email: "owner-reset@allez.test", password: strongPassword } })).status
    ).toBe(200)

    const owner = server.browser()
    expect((await owner.request("/api/auth/forgot-password", { method: "POST", json: { email: "owner-reset@allez.test" } })).status).toBe(202)
    const link = await server.linkSentTo("owner-reset@allez.test", `${server.url}/auth/forgot-password?token=`, 2)
    const reset = await owner.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: new URL(link).searchParams.get("token"), password: "Proprio-à-moi 2024!" }
    })
    expect(reset.status).toBe(200)

    for (const device of [squatter, secondDevice]) expect((await profileOf(device)).profile).toBeNull()
    expect((await signIn("owner-reset@allez.test", strongPassword)).status).toBe(401)
    const ownerIn = server.browser()
    expect(
      (await ownerIn.request("/api/auth/sign-in", { method: "POST", json: { email: "owner-reset@allez.test", password: "Proprio-à-moi 2024!" } })).status
    ).toBe(200)
    expect(await profileOf(ownerIn)).toMatchObject({ isEmailVerified: true, profile: { email: "owner-reset@allez.test" } })
  })

  it("by a provider's sign-in they confirm from the mailbox: no password is left, every session ends, the provider signs them in", async () => {
    const squatter = await squat("owner-social@allez.test")
    const accountId = (await profileOf(squatter)).profile?.id

    const owner = server.browser()
    const callback = await social.socialSignIn(owner, "owner-social")
    expect(callback.headers.get("location")).toBe("/auth/sign-in?link=google")
    expect(owner.cookies.has(sessionCookieName)).toBe(false)
    const link = await server.linkSentTo("owner-social@allez.test", `${server.url}/auth/link-account?token=`, 2)
    const confirmed = await server.browser().request("/api/auth/link-identity", { method: "POST", json: { token: new URL(link).searchParams.get("token") } })
    expect(confirmed.status).toBe(200)

    expect((await profileOf(squatter)).profile).toBeNull()
    expect((await signIn("owner-social@allez.test", strongPassword)).status).toBe(401)
    const viaProvider = server.browser()
    expect((await social.socialSignIn(viaProvider, "owner-social")).headers.get("location")).toBe("/game")
    expect(await profileOf(viaProvider)).toMatchObject({ isEmailVerified: true, profile: { id: accountId, isSocial: false } })
    // Until a reset gives it a password of its owner's choosing.
    expect((await viaProvider.request("/api/auth/forgot-password", { method: "POST", json: { email: "owner-social@allez.test" } })).status).toBe(202)
  })

  it("leaves a confirmed account's password and sessions alone when its owner links a provider", async () => {
    const owner = await squat("settled@allez.test")
    await server.verifyEmail("settled@allez.test", owner)
    await social.socialSignIn(server.browser(), "settled")
    const link = await server.linkSentTo("settled@allez.test", `${server.url}/auth/link-account?token=`, 2)
    expect(
      (await server.browser().request("/api/auth/link-identity", { method: "POST", json: { token: new URL(link).searchParams.get("token") } })).status
    ).toBe(200)
    expect((await profileOf(owner)).profile?.email).toBe("settled@allez.test")
    expect((await signIn("settled@allez.test", strongPassword)).status).toBe(200)
  })
})

describe("the sign-up that signs in", () => {
  it("refuses a sign-up another site's form posts (to sign a visitor in to its own account): no account, no cookie", async () => {
    const victim = server.browser()
    // A form can post JSON-looking text without a preflight: text/plain, from the other site.
    const crossSite = await victim.request("/api/auth/sign-up", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      body: JSON.stringify({ email: "planted@allez.test", password: strongPassword, confirmation: strongPassword })
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.getSetCookie()).toEqual([])
    expect((await signIn("planted@allez.test", strongPassword)).status).toBe(401)
  })

  it("answers a refused sign-up without a cookie, and keeps the session the browser already had", async () => {
    const signedIn = await server.signUp("already@allez.test")
    const weak = await signedIn.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "second@allez.test", password: "weak", confirmation: "weak" }
    })
    expect(weak.status).toBe(422)
    expect(weak.headers.getSetCookie()).toEqual([])
    expect((await profileOf(signedIn)).profile?.email).toBe("already@allez.test")
  })
})
