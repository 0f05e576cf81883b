import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type AuthTestServer, errorOf, startAuthTestServer, strongPassword } from "./auth-harness.ts"
import { decodeQuotedPrintable } from "./mime-text.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

describe("e-mail sign-up", () => {
  it("opens the account, signs it in with an HttpOnly SameSite=Lax cookie and mails a verification link at once", async () => {
    const client = server.browser()
    const response = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "Zoe@Allez.test", password: strongPassword, confirmation: strongPassword, displayName: "Zoé", language: "fr" }
    })
    expect(response.status).toBe(201)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`)) ?? ""
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
    expect(Number(cookie.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThan(30 * 24 * 3600 - 60)
    const body = (await response.json()) as { profile: { email: string; displayName: string; isSocial: boolean }; isAdmin: boolean; isEmailVerified: boolean }
    expect(body).toMatchObject({ profile: { email: "Zoe@Allez.test", displayName: "Zoé", isSocial: false }, isAdmin: false, isEmailVerified: false })
    // Signed in: the same browser is the account, before any mail is opened.
    expect(((await (await client.request("/api/auth/me")).json()) as { profile: { email: string } }).profile.email).toBe("Zoe@Allez.test")

    const link = await server.linkSentTo("Zoe@Allez.test", `${server.url}/auth/verify-email?token=`)
    const mail = decodeQuotedPrintable(server.mailsTo("Zoe@Allez.test")[0]?.raw ?? "")
    expect(mail).toMatch(/Subject: .*Confirme ton adresse|Subject: =\?UTF-8\?/)
    expect(mail).toContain("Salut Zoé")
    expect(mail).toMatch(/Content-Type: text\/html/)
    expect(mail).toMatch(/Content-Type: text\/plain/)

    // The password works from any other browser too.
    const elsewhere = await server.browser().request("/api/auth/sign-in", { method: "POST", json: { email: "zoe@allez.test", password: strongPassword } })
    expect(elsewhere.status).toBe(200)

    const token = new URL(link).searchParams.get("token")
    const verified = await client.request("/api/auth/verify", { method: "POST", json: { token } })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ status: "verified", isSignedIn: true })
    const again = await client.request("/api/auth/verify", { method: "POST", json: { token } })
    expect(again.status).toBe(400)
    const after = (await (await client.request("/api/auth/me")).json()) as { isEmailVerified: boolean }
    expect(after.isEmailVerified).toBe(true)
  })

  it("still mails the verification link when the server stops right after answering the sign-up (a deploy's stop)", async () => {
    // A mail server that holds the mail: the sign-up answers first, and the stop comes while the mail is on its way.
    const stopping = await startAuthTestServer({ holdMails: true })
    const response = await stopping.browser().request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "late@allez.test", password: strongPassword, confirmation: strongPassword, displayName: "Léo", language: "fr" }
    })
    expect(response.status).toBe(201)
    expect(stopping.mailsTo("late@allez.test")).toHaveLength(0)
    // Stops the app (its runtime closes), then the mail server, which takes the mail only once the runtime is closing.
    await stopping.close(stopping.releaseMails)
    expect(stopping.mailsTo("late@allez.test")).toHaveLength(1)
    expect(decodeQuotedPrintable(stopping.mailsTo("late@allez.test")[0]?.raw ?? "")).toContain("/auth/verify-email?token=")
  })

  it("refuses a weak password, a mismatch and a too-long address", async () => {
    const client = server.browser()

    const weak = await client.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { email: "weak@allez.test", password: "short", confirmation: "nope" }
    })
    expect(weak.status).toBe(422)
    const fields = ((await weak.json()) as { error: { fields: Record<string, string> } }).error.fields
    expect(Object.keys(fields)).toEqual(["password"])
    const mismatch = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: "weak@allez.test", password: strongPassword, confirmation: "Grimpe2025!" }
    })
    expect(mismatch.status).toBe(422)
    expect(Object.keys(((await mismatch.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(["confirmation"])

    const long = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email: `${"a".repeat(45)}@allez.test`, password: strongPassword, confirmation: strongPassword }
    })
    expect(long.status).toBe(422)
  })
})

describe("e-mail sign-in and sign-out", () => {
  it("answers the same for an unknown e-mail and a wrong password, and signs in with the right one", async () => {
    await server.signUp("ana@allez.test")
    const client = server.browser()
    const english = { "accept-language": "en" }
    const unknown = await client.request("/api/auth/sign-in", {
      method: "POST",
      headers: english,
      json: { email: "nobody@allez.test", password: strongPassword }
    })
    const wrong = await client.request("/api/auth/sign-in", { method: "POST", headers: english, json: { email: "ana@allez.test", password: "Wrong2024!" } })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(await errorOf(unknown)).toEqual(await errorOf(wrong))
    const right = await client.request("/api/auth/sign-in", { method: "POST", json: { email: "ANA@allez.test", password: strongPassword } })
    expect(right.status).toBe(200)
    expect((await client.request("/api/auth/me")).status).toBe(200)

    const out = await client.request("/api/auth/sign-out", { method: "POST" })
    expect(out.status).toBe(200)
    expect(client.cookies.has(sessionCookieName)).toBe(false)
    expect(((await (await client.request("/api/auth/me")).json()) as { profile: unknown }).profile).toBeNull()
  })
})

describe("forgotten password", () => {
  it("says the same for a known and an unknown address, and the reset link works once", async () => {
    const old = await server.signUp("reset@allez.test")
    const client = server.browser()
    const known = await client.request("/api/auth/forgot-password", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { email: "reset@allez.test" }
    })
    const unknown = await client.request("/api/auth/forgot-password", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { email: "ghost@allez.test" }
    })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    const knownBody = (await known.json()) as { message: string }
    expect(knownBody).toEqual(await unknown.json())
    expect(knownBody.message).toBe("A password reset email has been sent to you.")
    const invalid = await client.request("/api/auth/forgot-password", { method: "POST", headers: { "accept-language": "en" }, json: { email: "not-an-email" } })
    expect(invalid.status).toBe(422)
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields.email).toBe("Please enter a valid email address.")

    const link = await server.linkSentTo("reset@allez.test", `${server.url}/auth/forgot-password?token=`, 2)
    const token = new URL(link).searchParams.get("token")
    const reset = await client.request("/api/auth/reset-password", { method: "POST", json: { token, password: "Dalle&Toit2024" } })
    expect(reset.status).toBe(200)
    expect(((await (await old.request("/api/auth/me")).json()) as { profile: unknown }).profile).toBeNull()
    const signIn = await client.request("/api/auth/sign-in", { method: "POST", json: { email: "reset@allez.test", password: "Dalle&Toit2024" } })
    expect(signIn.status).toBe(200)
  })
})

describe("e-mail change", () => {
  it("needs a human check, refuses a taken address, mails the new one, then updates the profile", async () => {
    await server.signUp("other@allez.test")
    const client = await server.signUp("mover@allez.test")
    const withoutCheck = await client.request("/api/auth/change-email", { method: "POST", json: { email: "moved@allez.test" } })
    expect(withoutCheck.status).toBe(403)
    expect((await errorOf(withoutCheck)).message).toMatch(/vérification|Human verification failed/)

    const taken = await client.request("/api/auth/change-email", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(client, "change_email"), "accept-language": "en" },
      json: { email: "OTHER@allez.test" }
    })
    expect(taken.status).toBe(409)

    const asked = await client.request("/api/auth/change-email", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(client, "change_email") },
      json: { email: "moved@allez.test" }
    })
    expect(asked.status).toBe(202)
    const link = await server.linkSentTo("moved@allez.test", `${server.url}/auth/confirm-email?token=`)
    const confirmed = await client.request("/api/auth/confirm-email", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { token: new URL(link).searchParams.get("token") }
    })
    expect(confirmed.status).toBe(200)
    const body = (await confirmed.json()) as { message: string; profile: { email: string } }
    expect(body.profile.email).toBe("moved@allez.test")
    const me = (await (await client.request("/api/auth/me")).json()) as { profile: { email: string }; isEmailVerified: boolean }
    expect(me).toMatchObject({ profile: { email: "moved@allez.test" }, isEmailVerified: true })
  })

  it("changes nothing until the new address confirms: the old one stays on the profile and signs in, an opened link changes nothing", async () => {
    const client = await server.signUp("stayer@allez.test")
    const asked = await client.request("/api/auth/change-email", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(client, "change_email") },
      json: { email: "typo@allez.test" }
    })
    expect(asked.status).toBe(202)
    const link = await server.linkSentTo("typo@allez.test", `${server.url}/auth/confirm-email?token=`)
    const token = new URL(link).searchParams.get("token") ?? ""
    const emailOf = async () => ((await (await client.request("/api/auth/me")).json()) as { profile: { email: string } }).profile.email
    expect(await emailOf()).toBe("stayer@allez.test")

    // Opening the link (a mail scanner does) only shows what it would do.
    const preview = await server.browser().request(`/api/auth/confirm-email?token=${token}`, { headers: { accept: "application/json" } })
    expect(preview.status).toBe(200)
    expect(await emailOf()).toBe("stayer@allez.test")

    const signIn = (email: string) => server.browser().request("/api/auth/sign-in", { method: "POST", json: { email, password: strongPassword } })
    expect((await signIn("stayer@allez.test")).status).toBe(200)
    expect((await signIn("typo@allez.test")).status).toBe(401)

    const confirmed = await client.request("/api/auth/confirm-email", { method: "POST", json: { token } })
    expect(confirmed.status).toBe(200)
    expect(await emailOf()).toBe("typo@allez.test")
    expect((await signIn("typo@allez.test")).status).toBe(200)
  })
})
