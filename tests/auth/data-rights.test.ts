import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { exportBudget, exportNotes } from "#core/account/data-rights.ts"
import { SecretTokens } from "#core/ports/secret-tokens.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { type AuthTestServer, type Browser, errorOf, startAuthTestServer, strongPassword } from "./auth-harness.ts"
import { decodeQuotedPrintable } from "./mime-text.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const checked = async (browser: Browser) => ({ [humanCheckHeader]: await server.solveHumanCheck(browser, "user_action"), "accept-language": "en" })

const exportData = async (browser: Browser, headers: Record<string, string> = {}) => browser.request("/api/me/export", { method: "POST", headers })
const deleteAccount = async (browser: Browser, headers: Record<string, string> = {}) => browser.request("/api/me/delete-account", { method: "POST", headers })

describe("export my data (settings)", () => {
  it("gives the signed-in person one JSON file of what we hold about them, behind the human check", async () => {
    const browser = await server.signUp("export-me@allez.test")
    await server.addGame((await browser.request("/api/me/profile").then((r) => r.json() as Promise<{ id: string }>)).id)
    const contact = { name: "Zoé", email: "export-me@allez.test", subject: "Une idée", message: "Un pack pour enfants ?" }
    await browser.request("/api/contact", {
      method: "POST",
      json: contact,
      headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "send_contact") }
    })

    expect(await errorOf(await exportData(browser, { "accept-language": "en" }))).toMatchObject({ code: "human-check-failed" })
    const response = await exportData(browser, await checked(browser))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="allez-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const file = (await response.json()) as Record<string, unknown> & {
      profile: { email: string }
      games: Array<unknown>
      messages: Array<{ subject: string }>
    }
    expect(Object.keys(file)).toEqual(
      expect.arrayContaining(["format", "version", "exportedAt", "profile", "consent", "games", "payments", "messages", "signIn", "cardData"])
    )
    expect(file.profile.email).toBe("export-me@allez.test")
    expect(file.games).toHaveLength(1)
    expect(file.messages.map((sent) => sent.subject)).toEqual(["Une idée"])
    expect(JSON.stringify(file)).not.toMatch(/argon2|passwordHash|tokenHash/)
  })

  it("writes its notes in the account's language: a French account's export holds no English sentence", async () => {
    const browser = await server.signUp("export-fr@allez.test")
    const notesOf = async () => {
      const file = (await (await exportData(browser, await checked(browser))).json()) as { consent: { cookies: string }; cardData: string; adminAudit: string }
      return [file.consent.cookies, file.cardData, file.adminAudit]
    }
    expect(await notesOf()).toEqual([exportNotes.en.cookies, exportNotes.en.cardData, exportNotes.en.adminAudit])
    const switched = await browser.request("/api/me/profile", { method: "PATCH", json: { preferredLanguage: "fr" } })
    expect(switched.status).toBe(200)
    const french = await notesOf()
    expect(french).toEqual([exportNotes.fr.cookies, exportNotes.fr.cardData, exportNotes.fr.adminAudit])
    expect(french.join(" ")).toMatch(/appareils.*Stripe.*admins/)
  })

  it(`allows ${exportBudget.limit} exports an hour per account, then says to wait`, async () => {
    const browser = await server.signUp("export-often@allez.test")
    for (let i = 0; i < exportBudget.limit; i++) expect((await exportData(browser, await checked(browser))).status).toBe(200)
    const refused = await exportData(browser, await checked(browser))
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toMatchObject({ code: "too-many-attempts" })
    // Another account is not held by it.
    expect((await exportData(await server.signUp("export-other@allez.test"), await checked(server.browser()))).status).toBe(200)
  })

  it("answers an anonymous export as unauthenticated", async () => {
    expect((await exportData(server.browser())).status).toBe(401)
  })
})

describe("delete my account (settings)", () => {
  it("deletes the account after the human check, signs the person out, mails them, and refuses the old password", async () => {
    const email = "leaving@allez.test"
    const browser = await server.signUp(email)
    expect(await errorOf(await deleteAccount(browser, { "accept-language": "en" }))).toMatchObject({ code: "human-check-failed" })

    const response = await deleteAccount(browser, await checked(browser))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: "deleted", message: "Your account has been deleted. A confirmation e-mail is on its way." })
    expect(browser.cookies.has(sessionCookieName)).toBe(false)

    const mail = server.mailsTo(email).at(-1)
    expect(decodeQuotedPrintable(mail?.raw ?? "")).toContain("Your Allez! account has been deleted")
    const signIn = await server.browser().request("/api/auth/sign-in", { method: "POST", json: { email, password: strongPassword } })
    expect(signIn.status).toBe(401)
    expect((await browser.request("/api/me/profile")).status).toBe(401)
  })

  it("needs a sign-in of less than ten minutes, as the e-mail change does", async () => {
    const email = "stale-session@allez.test"
    await server.signUp(email)
    // A session opened eleven minutes ago, in the browser's cookie.
    const token = await server.runtime.runPromise(
      Effect.gen(function* () {
        const profile = yield* Effect.orDie((yield* UserRepository).findByEmail(email))
        const minted = yield* (yield* SecretTokens).mint
        const now = Date.now()
        yield* (yield* SessionRepository).create({ tokenHash: minted.hash, userId: profile.id, createdAt: now - 11 * 60_000, expiresAt: now + 60_000 })
        return minted.token
      })
    )
    const stale = server.browser()
    stale.cookies.set(sessionCookieName, token)
    const refused = await deleteAccount(stale, await checked(stale))
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toEqual({ code: "deletion-needs-recent-login", message: "Please log out and log back in to delete your account." })
    expect((await stale.request("/api/me/profile")).status).toBe(200)
  })

  it("refuses the last admin, in words, and keeps the account", async () => {
    const email = "only-admin@allez.test"
    const browser = await server.signUp(email)
    await server.verifyEmail(email)
    await server.grantAdmin(email)
    const refused = await deleteAccount(browser, await checked(browser))
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toEqual({
      code: "last-admin",
      message: "You are the last admin: give the admin role to someone else before deleting your account."
    })
    expect((await browser.request("/api/me/profile")).status).toBe(200)
  })

  it("cannot be sent from another site", async () => {
    const browser = await server.signUp("cross-site@allez.test")
    const response = await deleteAccount(browser, { ...(await checked(browser)), origin: "https://evil.example" })
    expect(response.status).toBe(403)
    expect((await browser.request("/api/me/profile")).status).toBe(200)
  })
})
