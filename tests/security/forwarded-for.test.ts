import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { eventBudgetPerAddress } from "#core/analytics/analytics.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

/** One analytics event request (an empty event: refused, but counted against the address first). */
const sendEvent = (server: AuthTestServer, forwardedFor: string) =>
  server.browser().request("/api/events", { method: "POST", json: {}, headers: { "x-forwarded-for": forwardedFor } })

const statusesOf = async (server: AuthTestServer, forwardedFor: (index: number) => string, count: number) => {
  const statuses: Array<number> = []
  for (let index = 0; index < count; index += 1) {
    const response = await sendEvent(server, forwardedFor(index))
    await response.body?.cancel()
    statuses.push(response.status)
  }
  return statuses
}

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer({ trustProxy: 1 })
  })
  afterAll(() => server.close())

  it("keys the limit on the address the proxy appended, whatever the client wrote before it", async () => {
    const attempts = eventBudgetPerAddress.limit + 20
    const statuses = await statusesOf(server, (index) => `198.51.100.${index % 250}, 203.0.113.7`, attempts)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })

  it("counts every address of one IPv6 /64 together", async () => {
    const attempts = eventBudgetPerAddress.limit + 20
    const statuses = await statusesOf(server, (index) => `2001:db8:77:1:${index.toString(16)}::1`, attempts)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })

  it("still tells different clients apart", async () => {
    const statuses = await statusesOf(server, (index) => `192.0.2.${index + 1}`, 30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(0)
  })
})

describe("with TRUST_PROXY unset", () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer()
  })
  afterAll(() => server.close())

  it("never believes X-Forwarded-For, and warns once that forwarded requests arrive", async () => {
    const attempts = eventBudgetPerAddress.limit + 5
    const statuses = await statusesOf(server, (index) => `198.51.100.${index % 250}`, attempts)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    const warnings = server.logs.filter((line) => line.level === "warn" && String(line.msg).includes("TRUST_PROXY"))
    expect(warnings).toHaveLength(1)
  })
})
