import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defined } from "../support/defined.ts"
import type { AdminsAnswer, AuditAnswer, ChallengeAnswer, FeedbackAnswer, Refusal } from "./admin-answers.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("chef", { roles: ["admin"], preferredLanguage: "fr" })
  await server.addUser("ana")
  await server.addUser("ben")
})
afterAll(() => server.close())

/** As the admin, from the app's own origin (a browser sends it on every write). */
const asBoss = (path: string, init: RequestInit & { readonly json?: unknown } = {}) =>
  server.request(path, { ...init, as: "boss", headers: { origin: server.url } })
const body = async <T>(response: Response, status: number): Promise<T> => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

describe("GET /api/admin/feedback", () => {
  it("lists contact and feedback messages newest first, the feedback's challenge resolved to its pack and text", async () => {
    const feedback = { subject: "Trop dur", message: "Ce défi est impossible", gameId: "g-42", challengeId: "base-001" }
    expect(
      (await server.request("/api/contact", { method: "POST", json: { name: "Zoé", email: "zoe@grimpe.fr", subject: "Salut", message: "Bravo" } })).status
    ).toBe(201)
    expect((await server.request("/api/feedback", { method: "POST", json: feedback })).status).toBe(201)
    expect((await server.request("/api/feedback", { method: "POST", json: { subject: "Bug", message: "Gone", challengeId: "gone-001" } })).status).toBe(201)
    const { messages } = await body<FeedbackAnswer>(await asBoss("/api/admin/feedback"), 200)
    expect(messages.map((each: { subject: string }) => each.subject)).toEqual(["Bug", "Trop dur", "Salut"])
    const base = (await body<ChallengeAnswer>(await asBoss("/api/admin/challenges/base-001"), 200)).challenge.challenge
    expect(messages[1]).toMatchObject({
      category: "feedback",
      subject: "Trop dur",
      text: expect.stringContaining("Ce défi est impossible"),
      game: "g-42",
      name: null,
      challenge: { id: "base-001", pack: "base", text: base.text }
    })
    expect(messages[0]?.challenge).toEqual({ id: "gone-001", pack: null, text: null })
    expect(messages[2]).toMatchObject({ category: "contact", from: "zoe@grimpe.fr", name: "Zoé", game: null, challenge: null })
  })

  it("filters by category", async () => {
    const contact = await body<FeedbackAnswer>(await asBoss("/api/admin/feedback?category=contact"), 200)
    expect(contact.messages.map((each: { category: string }) => each.category)).toEqual(["contact"])
    const feedback = await body<FeedbackAnswer>(await asBoss("/api/admin/feedback?category=feedback"), 200)
    expect(feedback.messages).toHaveLength(2)
    expect((await body<Refusal>(await asBoss("/api/admin/feedback?category=spam"), 422)).error.code).toBe("invalid-input")
  })
})

describe("admins", () => {
  it("GET lists the current admins", async () => {
    expect((await body<AdminsAnswer>(await asBoss("/api/admin/admins"), 200)).admins).toEqual([
      { id: "boss", email: "boss@allez.test", displayName: "boss" },
      { id: "chef", email: "chef@allez.test", displayName: "chef" }
    ])
  })

  it("POST grants the role to an existing account by e-mail (any case), once", async () => {
    const granted = await body(await asBoss("/api/admin/admins", { method: "POST", json: { email: "ANA@allez.test" } }), 201)
    expect(granted).toEqual({ admin: { id: "ana", email: "ana@allez.test", displayName: "ana" }, isNew: true })
    expect((await server.request("/api/admin/packs", { as: "ana" })).status).toBe(200)
    expect(await body(await asBoss("/api/admin/admins", { method: "POST", json: { email: "ana@allez.test" } }), 200)).toMatchObject({ isNew: false })
    expect((await body<AdminsAnswer>(await asBoss("/api/admin/admins"), 200)).admins.map((each: { id: string }) => each.id)).toEqual(["ana", "boss", "chef"])
  })

  it("POST says clearly when no account has that e-mail, in the admin's language", async () => {
    const unknown = await body<Refusal>(await asBoss("/api/admin/admins", { method: "POST", json: { email: "nobody@allez.test" } }), 404)
    expect(unknown.error).toEqual({
      code: "no-user-with-email",
      message: "No account uses the e-mail nobody@allez.test. They must sign up first.",
      fields: { email: "No account uses the e-mail nobody@allez.test. They must sign up first." }
    })
    const french = await body<Refusal>(await server.request("/api/admin/admins", { method: "POST", as: "chef", json: { email: "nobody@allez.test" } }), 404)
    expect(french.error.message).toBe("Aucun compte n'utilise l'adresse nobody@allez.test. La personne doit d'abord s'inscrire.")
  })

  it("DELETE revokes another admin at once, never oneself, and 404 for someone who is not an admin", async () => {
    const self = await body<Refusal>(await asBoss("/api/admin/admins/boss", { method: "DELETE" }), 409)
    expect(self.error).toEqual({ code: "cannot-revoke-self", message: "You cannot remove your own admin role." })
    expect(await body(await asBoss("/api/admin/admins/ana", { method: "DELETE" }), 200)).toEqual({
      admin: { id: "ana", email: "ana@allez.test", displayName: "ana" }
    })
    expect((await server.request("/api/admin/packs", { as: "ana" })).status).toBe(403)
    expect((await body<Refusal>(await asBoss("/api/admin/admins/ben", { method: "DELETE" }), 404)).error.code).toBe("admin-not-found")
    expect((await body<Refusal>(await asBoss("/api/admin/admins/ghost", { method: "DELETE" }), 404)).error.code).toBe("admin-not-found")
  })
})

describe("GET /api/admin/audit", () => {
  it("lists the admin writes newest first: who, what, when", async () => {
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit"), 200)
    expect(entries.map((entry: { action: string; target: string }) => `${entry.action} ${entry.target}`)).toEqual([
      "admin.revoke user:ana",
      "admin.grant user:ana"
    ])
    expect(entries[0]).toMatchObject({ actor: { userId: "boss", email: "boss@allez.test", via: "admin-area" }, details: { email: "ana@allez.test" } })
    expect(Date.parse(defined(entries[0], "the latest entry").at)).toBeGreaterThanOrEqual(Date.parse(defined(entries[1], "the entry before").at))
    expect((await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)).entries).toHaveLength(1)
    expect((await body<Refusal>(await asBoss("/api/admin/audit?limit=0"), 422)).error.code).toBe("invalid-input")
  })
})
