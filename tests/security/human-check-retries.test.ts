import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { humanCheckFailures, humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

/**
 * Each wrong solution that reaches the key derivation costs the server 20,000 PBKDF2 iterations:
 * eight clients sending wrong solutions took sign-in from 28 to 298 ms. A challenge is spent on its
 * first try, and an address past its budget of failed checks is refused before anything is derived.
 * (Requests here come in process: they all share one address.)
 */
let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

interface Proof {
  readonly challenge: unknown
  readonly solution: { counter: number }
}
const decode = (token: string) => JSON.parse(Buffer.from(token, "base64").toString("utf8")) as Proof
const encode = (proof: Proof) => Buffer.from(JSON.stringify(proof)).toString("base64")
const wrongly = (token: string) => {
  const proof = decode(token)
  return encode({ ...proof, solution: { ...proof.solution, counter: proof.solution.counter + 1 } })
}

const contact = (token: string) =>
  server.browser().request("/api/contact", {
    method: "POST",
    headers: { [humanCheckHeader]: token, "accept-language": "en" },
    json: { name: "Zoé", email: "zoe@grimpe.fr", subject: "Hello", message: "A question" }
  })

it("spends a challenge on its first try: after a wrong solution, the right one is refused too", async () => {
  const token = await server.solveHumanCheck(server.browser(), "send_contact")
  expect((await contact(wrongly(token))).status).toBe(403)
  const right = await contact(token)
  expect(right.status).toBe(403)
  expect(((await right.json()) as { error: { message: string } }).error.message).toBe("Human verification failed. Please try again.")
})

/** A genuine challenge with a made-up key: what a flood sends, each one worth a derivation to check. */
const unsolved = async () => {
  const challenge = (await (await server.browser().request("/api/human-check/challenge?action=send_contact")).json()) as unknown
  return encode({ challenge, solution: { counter: 1, derivedKey: "ab".repeat(32) } } as Proof)
}

it("refuses an address past its budget of failed checks before looking at its proof, a right one included, and says when to come back", async () => {
  // Solved first: solving takes longer as an address asks for more challenges.
  const solved = await server.solveHumanCheck(server.browser(), "send_contact")
  // Two failures already counted by the test above (they share the address): its wrong solution, then its spent challenge.
  for (let failure = 1; failure <= humanCheckFailures.freeFailures - 2; failure++) expect((await contact(await unsolved())).status).toBe(403)
  // The last free failure; from the next one on, the address waits.
  expect((await contact(await unsolved())).status).toBe(403)
  const right = await contact(solved)
  expect(right.status).toBe(429)
  expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0)
  expect(server.mailsTo("team@allez.test")).toEqual([])
})
