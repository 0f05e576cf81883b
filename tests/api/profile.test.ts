import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana")
})
afterAll(() => server.close())

const patch = (json: unknown, as = "ana") => server.request("/api/me/profile", { method: "PATCH", as, json })

describe("the signed-in user's profile", () => {
  it("reads the acting user's profile; 401 for nobody", async () => {
    const response = await server.request("/api/me/profile", { as: "ana" })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: "ana", email: "ana@allez.test", displayName: "ana", packs: [] })
    expect((await server.request("/api/me/profile")).status).toBe(401)
    expect((await patch({ emailList: true }, "nobody-here")).status).toBe(401)
  })

  it("updates only the named fields, trims the display name, and stamps the disclaimer with the server's clock", async () => {
    const before = Date.now()
    const response = await patch({ displayName: "  Ana B  ", disclaimerAccepted: true })
    expect(response.status).toBe(200)
    expect((await patch({ categoryBlacklist: ["game", "other"] })).status).toBe(200)
    const profile = await (await patch({})).json()
    expect(profile).toMatchObject({ displayName: "Ana B", disclaimerAccepted: true, categoryBlacklist: ["game", "other"], emailList: false })
    expect(Date.parse(profile.disclaimerAcceptedDate)).toBeGreaterThanOrEqual(before - 1000)
    const again = await (await patch({ emailList: true, preferredLanguage: "fr" })).json()
    expect(again).toMatchObject({ displayName: "Ana B", emailList: true, preferredLanguage: "fr", disclaimerAcceptedDate: profile.disclaimerAcceptedDate })
  })

  it("checks each field with the core rules, in the profile's language", async () => {
    await patch({ preferredLanguage: "en" })
    const short = await patch({ displayName: "A" })
    expect(short.status).toBe(422)
    expect(await short.json()).toEqual({
      error: {
        code: "invalid-input",
        message: "Some fields are not valid.",
        fields: { displayName: "Your display name must contain between 2 and 25 characters." }
      }
    })
    const three = await (await patch({ categoryBlacklist: ["game", "other", "time-linked"] })).json()
    expect(three.error.fields).toEqual({ categoryBlacklist: "You can remove a maximum of 2 categories from the list." })
  })

  it("refuses e-mail, photo and packs here with a clear message", async () => {
    for (const [field, text] of [
      ["email", "The e-mail address is changed from the account settings, not here."],
      ["photoURL", "The profile photo is changed by uploading an image, not here."],
      ["packs", "Packs are added to your profile by purchases only."]
    ] as const) {
      const response = await patch({ [field]: field === "packs" ? ["special"] : "x" })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ error: { code: "field-not-editable", message: text, fields: { [field]: text } } })
    }
    expect(await (await server.request("/api/me/profile", { as: "ana" })).json()).toMatchObject({ email: "ana@allez.test", photoURL: null, packs: [] })
  })
})

describe("contact and feedback", () => {
  it("stores a contact message and hands it to the mailer", async () => {
    const response = await server.request("/api/contact", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { name: "Zoé", email: "zoe@grimpe.fr", subject: "Hello", message: "Great <game>!" }
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ status: "sent", message: "Your message has been sent successfully." })
    expect(server.mails.at(-1)).toMatchObject({ to: "team@allez.test", from: "no-reply@allez.test", replyTo: "zoe@grimpe.fr", subject: "Hello" })
    expect(server.mails.at(-1)?.html).toContain("Great &#60;game&#62;!")
  })

  it("sends feedback with the game and challenge, and no identity of the sender", async () => {
    const response = await server.request("/api/feedback", {
      method: "POST",
      as: "ana",
      json: { subject: "Too hard", message: "Base-012 is impossible", gameId: "g-9", challengeId: "base-012" }
    })
    expect(response.status).toBe(201)
    const mail = server.mails.at(-1)
    expect(mail).toMatchObject({ to: "team@allez.test", from: "no-reply@allez.test", subject: "Too hard" })
    expect(mail?.text).toContain("base-012")
    expect(JSON.stringify(mail)).not.toContain("ana")
  })

  it("refuses an invalid e-mail and blank fields with the spec's messages", async () => {
    const response = await server.request("/api/contact", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { name: " ", email: "not-an-email", subject: "Hi", message: "" }
    })
    expect(response.status).toBe(422)
    expect((await response.json()).error.fields).toEqual({
      name: "This field is required",
      email: "Please enter a valid email address.",
      message: "This field is required"
    })
  })
})
