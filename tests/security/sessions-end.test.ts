import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, type Browser, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"
import { decodeQuotedPrintable } from "../auth/mime-text.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const idOf = async (client: Browser) => ((await (await client.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id

/** Another browser signed in to the same account. */
const signInAgain = async (email: string, password = strongPassword) => {
  const client = server.browser()
  const response = await client.request("/api/auth/sign-in", { method: "POST", json: { email, password } })
  expect(response.status).toBe(200)
  return client
}

/** Opens the live stream of a game and reads up to its first state; `ended` settles once the server closes it. */
const openStream = async (client: Browser, gameId: string) => {
  const response = await client.request(`/api/games/${gameId}/events`, { headers: { accept: "text/event-stream" } })
  expect(response.status).toBe(200)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ""
  while (!text.includes("event: game")) {
    const { done, value } = await reader.read()
    if (done) throw new Error("the stream ended before its first state")
    text += decoder.decode(value)
  }
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return "ended"
  })()
  return { ended }
}

describe("live streams end with their session", () => {
  it("at sign-out", async () => {
    const player = await server.signUp("leaver@allez.test")
    const game = await server.addGame(await idOf(player))
    const stream = await openStream(player, game.id)
    expect((await player.request("/api/auth/sign-out", { method: "POST" })).status).toBe(200)
    expect(await stream.ended).toBe("ended")
  })

  it("at a password reset, on every device, and the owner is told by mail", async () => {
    const phone = await server.signUp("resetter@allez.test")
    const laptop = await signInAgain("resetter@allez.test")
    const game = await server.addGame(await idOf(phone))
    const streams = [await openStream(phone, game.id), await openStream(laptop, game.id)]

    await server.browser().request("/api/auth/forgot-password", { method: "POST", json: { email: "resetter@allez.test" } })
    const link = await server.linkSentTo("resetter@allez.test", `${server.url}/auth/forgot-password?token=`, 2)
    const reset = await server
      .browser()
      .request("/api/auth/reset-password", { method: "POST", json: { token: new URL(link).searchParams.get("token"), password: "Dalle&Toit2024" } })
    expect(reset.status).toBe(200)
    expect(await Promise.all(streams.map((stream) => stream.ended))).toEqual(["ended", "ended"])
    expect(((await (await laptop.request("/api/auth/me")).json()) as { profile: unknown }).profile).toBeNull()

    await server.linkSentTo("resetter@allez.test", `${server.url}/auth/forgot-password`, 3)
    const notice = decodeQuotedPrintable(server.mailsTo("resetter@allez.test")[2]?.raw ?? "")
    expect(notice).toContain("Your Allez! password was changed")
  })

  it("at an e-mail change: every other session is signed out and its streams closed, the confirming one stays, the old address is told", async () => {
    const laptop = await server.signUp("mover2@allez.test")
    const phone = await signInAgain("mover2@allez.test")
    const game = await server.addGame(await idOf(laptop))
    const onPhone = await openStream(phone, game.id)
    const onLaptop = await openStream(laptop, game.id)

    const asked = await laptop.request("/api/auth/change-email", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(laptop, "change_email") },
      json: { email: "moved2@allez.test" }
    })
    expect(asked.status).toBe(202)
    const link = await server.linkSentTo("moved2@allez.test", `${server.url}/auth/confirm-email?token=`)
    const confirmed = await laptop.request("/api/auth/confirm-email", { method: "POST", json: { token: new URL(link).searchParams.get("token") } })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ status: "changed", isSignedIn: true })

    expect(await onPhone.ended).toBe("ended")
    expect(((await (await phone.request("/api/auth/me")).json()) as { profile: unknown }).profile).toBeNull()
    expect((await laptop.request("/api/auth/me")).status).toBe(200)

    await server.linkSentTo("mover2@allez.test", `${server.url}/contact`, 2)
    const notice = decodeQuotedPrintable(server.mailsTo("mover2@allez.test")[1]?.raw ?? "")
    expect(notice).toContain("Your Allez! account now uses the address moved2@allez.test")
    expect((await laptop.request("/api/auth/sign-out", { method: "POST" })).status).toBe(200)
    expect(await onLaptop.ended).toBe("ended")
  })
})
