import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

type Profile = { displayName: string; emailList: boolean; categoryBlacklist: ReadonlyArray<string>; preferredLanguage: string }

it("refuses a change_name proof that also carries the e-mail list and the categories, and changes nothing", async () => {
  const browser = await server.signUp("bundle@allez.test")
  const before = (await (await browser.request("/api/me/profile")).json()) as Profile
  const proof = await server.solveHumanCheck(browser, "change_name")
  const bundled = await browser.request("/api/me/profile", {
    method: "PATCH",
    headers: { [humanCheckHeader]: proof, "accept-language": "en" },
    json: { displayName: "Bundler", emailList: true, categoryBlacklist: ["game", "other"] }
  })
  expect(bundled.status).toBe(422)
  expect(((await bundled.json()) as { error: { code: string } }).error.code).toBe("several-actions-at-once")
  expect(await (await browser.request("/api/me/profile")).json()).toEqual(before)

  // The proof was not spent on the refused request: it still buys the one change it was solved for.
  const single = await browser.request("/api/me/profile", {
    method: "PATCH",
    headers: { [humanCheckHeader]: proof },
    json: { displayName: "Bundler", preferredLanguage: "fr" }
  })
  expect(single.status).toBe(200)
  const after = (await single.json()) as Profile
  expect(after).toMatchObject({ displayName: "Bundler", preferredLanguage: "fr", emailList: before.emailList, categoryBlacklist: before.categoryBlacklist })
})

it("refuses any two checked actions together, whichever proof comes with them", async () => {
  const browser = await server.signUp("pairs@allez.test")
  for (const [action, body] of [
    ["email_subscription", { emailList: true, categoryBlacklist: ["game"] }],
    ["user_action", { categoryBlacklist: ["game"], displayName: "Pair" }]
  ] as const) {
    const response = await browser.request("/api/me/profile", {
      method: "PATCH",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, action) },
      json: body
    })
    expect(response.status, action).toBe(422)
  }
})
