import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { waitUntil } from "#tests/support/patience.ts"
import { type ServerProcess, startServerProcess } from "../api/server-process.ts"
import { decodeQuotedPrintable } from "../auth/mime-text.ts"
import { solvedProof } from "../support/human-check.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

/** A port nobody listens on right now (the server's own, so its default public address is known). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer()
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** A raw HTTP request, so the Host header is the one an attacker chose (fetch would set its own). */
const send = (url: string, method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const target = new URL(url)
    const request = httpRequest({ host: target.hostname, port: target.port, method, path, headers }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }))
    })
    request.on("error", reject)
    request.end(body)
  })

const dataDir = mkdtempSync(join(tmpdir(), "allez-host-"))
let server: ServerProcess
let port: number
beforeAll(async () => {
  port = await freePort()
  // No PUBLIC_URL: the public address is http://localhost:PORT, as the README says.
  server = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: "",
    NODE_ENV: "development",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    ALTCHA_COST: "10"
  })
})
afterAll(async () => {
  server.child.kill("SIGTERM")
  await server.exited
  rmSync(dataDir, { recursive: true, force: true })
})

/** A solved human check for `action`, as the web app sends it (`x-human-check`). */
const humanCheck = async (action: string) => {
  const challenge = JSON.parse((await send(server.url, "GET", `/api/human-check/challenge?action=${action}`, {})).body)
  return { "x-human-check": await solvedProof(challenge) }
}

const outbox = () => join(dataDir, "outbox")

/** The .eml files in the outbox that mention `address`, once at least `count` of them are there. */
const mailsTo = async (address: string, count = 1) => {
  const read = () =>
    existsSync(outbox())
      ? readdirSync(outbox())
          // A mail is written as .eml.part, then renamed: only a whole one is read (the .part may be gone by then).
          .filter((file) => file.endsWith(".eml"))
          .map((file) => readFileSync(join(outbox(), file), "utf8"))
          .filter((mail) => mail.includes(address))
      : []
  await waitUntil(() => read().length >= count)
  return read()
}

/** Opens an account and signs it in; the session cookie. */
const signedInCookie = async () => {
  const json = { "content-type": "application/json", origin: server.url }
  const account = { email: "buyer@allez.test", password: "Grimpe2024!" }
  // Sign-up signs the account in.
  const signedIn = await send(
    server.url,
    "POST",
    "/api/auth/sign-up",
    { ...json, ...(await humanCheck("sign_up")) },
    JSON.stringify({ ...account, confirmation: account.password })
  )
  expect(signedIn.status, signedIn.body).toBe(201)
  const cookie = ([] as Array<string>).concat(signedIn.headers["set-cookie"] ?? []).find((line) => line.startsWith("allez_session="))
  return (cookie ?? "").split(";")[0] ?? ""
}

it("builds checkout returns on the configured address whatever Host and X-Forwarded-Host say", async () => {
  const cookie = await signedInCookie()
  const hostile = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", cookie }
  const opened = await send(
    server.url,
    "POST",
    "/api/checkout",
    { ...hostile, origin: "http://evil.example", "content-type": "application/json" },
    JSON.stringify({ packIds: ["party-night"] })
  )
  expect(opened.status, opened.body).toBe(201)
  const checkoutUrl = (JSON.parse(opened.body) as { url: string }).url
  expect(checkoutUrl.startsWith(`http://localhost:${port}/demo-checkout/`)).toBe(true)

  const path = new URL(checkoutUrl).pathname
  const cancelled = await send(server.url, "POST", `/api${path}/cancel`, { ...hostile, origin: "http://evil.example" })
  expect(cancelled.status).toBe(303)
  // The cancel page may say why in its query (a cancelled payment); its origin and path are the configured ones.
  const cancelledAt = new URL(String(cancelled.headers.location))
  expect(`${cancelledAt.origin}${cancelledAt.pathname}`).toBe(`http://localhost:${port}/store/error`)
  const unknown = await send(server.url, "POST", "/api/demo-checkout/demo_cs_unknown/pay", { ...hostile, origin: "http://evil.example" })
  expect(unknown.headers.location).toBe(`http://localhost:${port}/store/error`)
})

it("writes the links of account mails on the configured address whatever Host and X-Forwarded-Host say", async () => {
  const hostile = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "content-type": "application/json" }
  const email = "newcomer@allez.test"
  const signedUp = await send(
    server.url,
    "POST",
    "/api/auth/sign-up",
    { ...hostile, origin: server.url, ...(await humanCheck("sign_up")) },
    JSON.stringify({ email, password: "Grimpe2024!", confirmation: "Grimpe2024!" })
  )
  expect(signedUp.status, signedUp.body).toBe(201)
  // The verification mail leaves off the request path: ask for the reset once it has.
  await mailsTo(email, 1)
  const reset = await send(
    server.url,
    "POST",
    "/api/auth/forgot-password",
    { ...hostile, origin: server.url, ...(await humanCheck("reset_password")) },
    JSON.stringify({ email })
  )
  expect(reset.status, reset.body).toBe(202)
  const mails = (await mailsTo(email, 2)).map(decodeQuotedPrintable)
  expect(mails).toHaveLength(2)
  const links = mails.flatMap((mail) => mail.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
  expect(links.some((link) => link.startsWith(`http://localhost:${port}/auth/verify-email?token=`))).toBe(true)
  expect(links.some((link) => link.startsWith(`http://localhost:${port}/auth/forgot-password?token=`))).toBe(true)
  expect(mails.join("\n")).not.toContain("evil.example")
})
