import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { feedbackPageSize } from "#core/admin/admin-feedback.ts"
import { messageBudgets } from "#core/messages/message-limits.ts"
import { Messages } from "#core/messages/messages.ts"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import { MessageRepository } from "#core/ports/message-repository.ts"
import { contactLimits } from "#core/validation/contact.ts"
import { feedbackLimits } from "#core/validation/feedback.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "../auth/auth-harness.ts"
import { solvedProof } from "../support/human-check.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

type ChallengeParameters = { keyPrefix: string; cost: number }

/** A challenge the server issues for `action` to `address`: what it asks, before anyone works on it. */
const issuedFrom = async (browser: Browser, action: HumanCheckAction, address: string) => {
  const response = await browser.request(`/api/human-check/challenge?action=${action}`, { headers: { "x-forwarded-for": address } })
  return (await response.json()) as { parameters: ChallengeParameters }
}

/** A challenge asked for from `address` (behind the one trusted proxy), and its solution as a token. */
const solvedFrom = async (browser: Browser, action: HumanCheckAction, address: string) => {
  const challenge = await issuedFrom(browser, action, address)
  return { parameters: challenge.parameters, token: await solvedProof(challenge) }
}

const contact = { name: "Spam", email: "spam@spam.test", subject: "Buy", message: "Cheap holds" }

/** Sends the form from `address` with a proof solved elsewhere (so the proof's rising cost stays out of the way). */
const send = async (browser: Browser, form: "contact" | "feedback", body: unknown, address: string, index: number) => {
  const { token } = await solvedFrom(browser, form === "contact" ? "send_contact" : "send_feedback", `198.51.100.${index + 1}`)
  const response = await browser.request(`/api/${form}`, { method: "POST", headers: { [humanCheckHeader]: token, "x-forwarded-for": address }, json: body })
  await response.body?.cancel()
  return response.status
}

describe("contact and feedback spam", () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer({ trustProxy: 1, mailsPerDay: 8 })
  })
  afterAll(() => server.close())

  it("limits contact messages per address", async () => {
    const visitor = server.browser()
    const statuses: Array<number> = []
    for (let index = 0; index < messageBudgets.contactPerAddress.limit + 3; index += 1) {
      statuses.push(await send(visitor, "contact", contact, "203.0.113.7", index))
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(messageBudgets.contactPerAddress.limit)
    expect(statuses.slice(messageBudgets.contactPerAddress.limit)).toEqual([429, 429, 429])
    expect(await send(visitor, "contact", contact, "203.0.113.8", 0)).toBe(201)
  })

  it("limits feedback per account, whatever address it comes from", async () => {
    const player = await server.signUp("chatty@allez.test")
    const statuses: Array<number> = []
    for (let index = 0; index < messageBudgets.feedbackPerAccount.limit + 2; index += 1) {
      statuses.push(await send(player, "feedback", { subject: "Bug", message: "Again" }, `192.0.2.${index + 1}`, index))
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(messageBudgets.feedbackPerAccount.limit)
    expect(statuses.slice(messageBudgets.feedbackPerAccount.limit)).toEqual([429, 429])
  })

  it("mails the team at most the day's budget and keeps the rest for the admin area", async () => {
    const sent = server.mailsTo("team@allez.test").length
    const stored = await server.runtime.runPromise(Effect.flatMap(MessageRepository, (messages) => messages.count()))
    expect(stored).toBe(messageBudgets.contactPerAddress.limit + 1 + messageBudgets.feedbackPerAccount.limit)
    expect(sent).toBe(8)
  })

  it("refuses texts longer than the forms take, and stores nothing of them", async () => {
    const before = await server.runtime.runPromise(Effect.flatMap(MessageRepository, (messages) => messages.count()))
    const visitor = server.browser()
    const long = { ...contact, message: "x".repeat(contactLimits.message + 1) }
    expect(await send(visitor, "contact", long, "203.0.113.50", 0)).toBe(422)
    const feedback = { subject: "s".repeat(feedbackLimits.subject + 1), message: "x".repeat(60_000) }
    expect(await send(visitor, "feedback", feedback, "203.0.113.51", 1)).toBe(422)
    expect(await server.runtime.runPromise(Effect.flatMap(MessageRepository, (messages) => messages.count()))).toBe(before)
  })

  it("asks more work of each further message challenge from one address, up to a cap; settings stay at the base", async () => {
    const visitor = server.browser()
    // What each challenge asks is read from it; solving them (up to 256 times the base's work) would
    // only make a slow machine slower, and the rise comes with each challenge issued.
    const base = (await issuedFrom(visitor, "change_name", "203.0.113.90")).parameters
    expect(base.keyPrefix).toBe("00")
    const works: Array<number> = []
    for (let index = 0; index < 5; index += 1) {
      const { parameters } = await issuedFrom(visitor, "send_contact", "203.0.113.91")
      works.push(16 ** (parameters.keyPrefix.length - 2) * (parameters.cost / base.cost))
    }
    expect(works).toEqual([4, 16, 64, 256, 256])
    const elsewhere = (await issuedFrom(visitor, "send_contact", "203.0.113.92")).parameters
    expect(16 ** (elsewhere.keyPrefix.length - 2) * (elsewhere.cost / base.cost)).toBe(4)
  })
})

describe("the admin inbox", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await server.addUser("boss", { roles: ["admin"] })
    await server.runtime.runPromise(
      Effect.flatMap(Messages, (messages) =>
        Effect.forEach(
          Array.from({ length: 45 }, (_, index) => index),
          (index) => messages.sendFeedback({ subject: `Feedback ${index}`, message: "x".repeat(feedbackLimits.message) })
        )
      )
    )
  })
  afterAll(() => server.close())

  it("comes a page at a time, with the count of all", async () => {
    const first = await server.request("/api/admin/feedback", { as: "boss" })
    const text = await first.text()
    const page = JSON.parse(text) as { messages: ReadonlyArray<{ subject: string }>; total: number; pageSize: number }
    expect(page.messages).toHaveLength(feedbackPageSize)
    expect(page.total).toBe(45)
    expect(page.messages[0]?.subject).toBe("Feedback 44")
    expect(Buffer.byteLength(text)).toBeLessThan(feedbackPageSize * (feedbackLimits.message + 1000))
    const last = (await (await server.request("/api/admin/feedback?page=3", { as: "boss" })).json()) as typeof page
    expect(last.messages.map((message) => message.subject)).toEqual(["Feedback 4", "Feedback 3", "Feedback 2", "Feedback 1", "Feedback 0"])
  })
})
