import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, type Browser, errorOf, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Sign-up, the forgot-password request and a sign-in after a failure need a solved human check, as
 * the settings and the contact form do: without one, with a forged one, or with one already used,
 * they answer the spec's 'Human verification failed. Please try again.' (never a 500) and do nothing.
 */
let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer({ trustProxy: 1 })
})
afterAll(() => server.close())

let clients = 0
/** A script with its own address (behind the trusted proxy), which solves nothing by itself. */
const script = (): Browser & { readonly address: string } => {
  clients += 1
  const address = `198.51.100.${clients}`
  const client = server.browser({ solvesHumanChecks: false })
  return {
    ...client,
    address,
    request: (path, init = {}) => client.request(path, { ...init, headers: { "x-forwarded-for": address, "accept-language": "en", ...init.headers } })
  }
}

const failed = { code: "human-check-failed", message: "Human verification failed. Please try again." }

/** The proof as the server issued and the client solved it, then changed in one place. */
const forgeries = async (client: Browser, action: HumanCheckAction): Promise<ReadonlyArray<readonly [string, string]>> => {
  const genuine = JSON.parse(Buffer.from(await server.solveHumanCheck(client, action), "base64").toString("utf8")) as {
    challenge: { parameters: { data: { action: string }; cost: number; expiresAt: number }; signature: string }
    solution: { counter: number }
  }
  const changed = (change: (copy: typeof genuine) => void) => {
    const copy = structuredClone(genuine)
    change(copy)
    return Buffer.from(JSON.stringify(copy)).toString("base64")
  }
  return [
    ["solved for another action", await server.solveHumanCheck(client, action === "sign_up" ? "send_contact" : "sign_up")],
    [
      "relabelled for this action",
      changed((copy) => {
        copy.challenge.parameters.data.action = action === "sign_up" ? "sign_in" : "sign_up"
      })
    ],
    [
      "made cheaper",
      changed((copy) => {
        copy.challenge.parameters.cost = 1
      })
    ],
    [
      "made to last longer",
      changed((copy) => {
        copy.challenge.parameters.expiresAt += 3_600
      })
    ],
    [
      "a wrong solution",
      changed((copy) => {
        copy.solution.counter += 1
      })
    ],
    ["not JSON", "bm90IGpzb24="],
    ["not base64", "%%%"]
  ]
}

/** Each forgery of a proof for `action` sent with `send`: every one refused as a failed human check. */
const refusesForgeries = async (client: Browser, action: HumanCheckAction, send: (proof: string) => Promise<Response>) => {
  for (const [what, proof] of await forgeries(client, action)) {
    const forged = await send(proof)
    expect(forged.status, what).toBe(403)
    expect(await errorOf(forged), what).toEqual(failed)
  }
}

describe("sign-up", () => {
  const signUp = (client: Browser, email: string, proof?: string) =>
    client.request("/api/auth/sign-up", {
      method: "POST",
      headers: proof === undefined ? {} : { [humanCheckHeader]: proof },
      json: { email, password: strongPassword, confirmation: strongPassword }
    })

  it("refuses a missing, forged or replayed proof, opens no account and sends no mail", async () => {
    const client = script()
    const missing = await signUp(client, "bare@allez.test")
    expect(missing.status).toBe(403)
    expect(await errorOf(missing)).toEqual(failed)
    await refusesForgeries(client, "sign_up", (proof) => signUp(client, "forged@allez.test", proof))

    const proof = await server.solveHumanCheck(client, "sign_up")
    expect((await signUp(client, "first@allez.test", proof)).status).toBe(201)
    const replayed = await signUp(client, "second@allez.test", proof)
    expect(replayed.status).toBe(403)
    expect(await errorOf(replayed)).toEqual(failed)

    await server.linkSentTo("first@allez.test", `${server.url}/auth/verify-email?token=`)
    for (const refused of ["bare@allez.test", "forged@allez.test", "second@allez.test"]) expect(server.mailsTo(refused), refused).toHaveLength(0)
  })

  it("explains a bad form before asking for the proof, so a typo does not spend it", async () => {
    const client = script()
    const proof = await server.solveHumanCheck(client, "sign_up")
    const weak = await client.request("/api/auth/sign-up", {
      method: "POST",
      headers: { [humanCheckHeader]: proof },
      json: { email: "typo@allez.test", password: "short", confirmation: "short" }
    })
    expect(weak.status).toBe(422)
    expect((await signUp(client, "typo@allez.test", proof)).status).toBe(201)
  })
})

describe("the forgot-password request", () => {
  const askReset = (client: Browser, email: string, proof?: string) =>
    client.request("/api/auth/forgot-password", { method: "POST", headers: proof === undefined ? {} : { [humanCheckHeader]: proof }, json: { email } })

  it("refuses a missing, forged or replayed proof and mails nothing", async () => {
    await server.signUp("forgetful@allez.test")
    await server.linkSentTo("forgetful@allez.test", `${server.url}/auth/verify-email?token=`)
    const client = script()
    const missing = await askReset(client, "forgetful@allez.test")
    expect(missing.status).toBe(403)
    expect(await errorOf(missing)).toEqual(failed)
    await refusesForgeries(client, "reset_password", (proof) => askReset(client, "forgetful@allez.test", proof))
    expect(server.mailsTo("forgetful@allez.test")).toHaveLength(1)

    const proof = await server.solveHumanCheck(client, "reset_password")
    expect((await askReset(client, "forgetful@allez.test", proof)).status).toBe(202)
    await server.linkSentTo("forgetful@allez.test", `${server.url}/auth/forgot-password?token=`, 2)
    const replayed = await askReset(client, "forgetful@allez.test", proof)
    expect(replayed.status).toBe(403)
    expect(await errorOf(replayed)).toEqual(failed)
    expect(server.mailsTo("forgetful@allez.test")).toHaveLength(2)
  })
})

describe("sign-in", () => {
  const signIn = (client: Browser, email: string, password: string, proof?: string) =>
    client.request("/api/auth/sign-in", { method: "POST", headers: proof === undefined ? {} : { [humanCheckHeader]: proof }, json: { email, password } })

  it("needs no proof until the account or the address has failed, then says one is required and refuses bad ones", async () => {
    await server.signUp("climber@allez.test")
    const client = script()
    expect((await signIn(client, "climber@allez.test", strongPassword)).status).toBe(200)

    const wrong = await signIn(client, "climber@allez.test", "Wrong2024!")
    expect(wrong.status).toBe(401)
    expect((await errorOf(wrong)).code).toBe("invalid-credentials")

    // Now the page is told a proof is needed (a typed refusal), with the spec's words.
    const missing = await signIn(client, "climber@allez.test", strongPassword)
    expect(missing.status).toBe(403)
    expect(await errorOf(missing)).toEqual({ code: "human-check-required", message: failed.message })
    expect(missing.headers.getSetCookie()).toEqual([])
    await refusesForgeries(client, "sign_in", (proof) => signIn(client, "climber@allez.test", strongPassword, proof))

    const proof = await server.solveHumanCheck(client, "sign_in")
    const right = await signIn(client, "climber@allez.test", strongPassword, proof)
    expect(right.status).toBe(200)
    expect(right.headers.getSetCookie().some((cookie) => cookie.startsWith("allez_session="))).toBe(true)
    // The same proof a second time: refused, the failure of this address is still on record.
    const replayed = await signIn(client, "climber@allez.test", strongPassword, proof)
    expect(replayed.status).toBe(403)
    expect(await errorOf(replayed)).toEqual(failed)
  })

  it("asks another address for a proof once strangers failed on the account, and any account once the address failed", async () => {
    await server.signUp("target@allez.test")
    await server.signUp("bystander@allez.test")
    const stranger = script()
    expect((await signIn(stranger, "target@allez.test", "Guess2024!")).status).toBe(401)

    const newcomer = script()
    expect(await errorOf(await signIn(newcomer, "target@allez.test", strongPassword))).toMatchObject({ code: "human-check-required" })
    expect((await signIn(newcomer, "bystander@allez.test", strongPassword)).status).toBe(200)

    // The stranger's address, whatever the account.
    expect(await errorOf(await signIn(stranger, "bystander@allez.test", strongPassword))).toMatchObject({ code: "human-check-required" })
    expect((await signIn(stranger, "bystander@allez.test", strongPassword, await server.solveHumanCheck(stranger, "sign_in"))).status).toBe(200)
  })

  it("does not count a refused proof as a wrong password", async () => {
    await server.signUp("patient@allez.test")
    const client = script()
    expect((await signIn(client, "patient@allez.test", "Wrong2024!")).status).toBe(401)
    // Far more bare tries than the five free failures: none of them tries the password, none makes the owner wait.
    for (let attempt = 0; attempt < 12; attempt++) expect((await signIn(client, "patient@allez.test", "Wrong2024!")).status).toBe(403)
    expect((await signIn(client, "patient@allez.test", strongPassword, await server.solveHumanCheck(client, "sign_in"))).status).toBe(200)
  })
})
