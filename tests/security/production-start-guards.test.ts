import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it, vi } from "vitest"
import { startServerProcess } from "../api/server-process.ts"
import { checkoutEvent, newWebhookSecret, signed, webhookDelivery } from "../store/store-harness.ts"
import { serverEntry } from "../support/compiled-server.ts"

vi.setConfig({ testTimeout: 60_000 })

const root = fileURLToPath(new URL("../..", import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), "allez-guards-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const unset = {
  STRIPE_SECRET_KEY: "",
  STRIPE_WEBHOOK_SECRET: "",
  DEMO_CHECKOUT: "",
  UNSAFE_TEST_USER_HEADER: "",
  NODE_ENV: "",
  PUBLIC_URL: "",
  ADMIN_EMAILS: "",
  GOOGLE_CLIENT_ID: "",
  GOOGLE_CLIENT_SECRET: "",
  FACEBOOK_CLIENT_ID: "",
  FACEBOOK_CLIENT_SECRET: ""
}

/** Runs api/main.ts until it exits on its own: its exit code and its log lines. */
const startAndExit = (env: Record<string, string>) =>
  new Promise<{ code: number | null; lines: ReadonlyArray<Record<string, unknown>> }>((resolve) => {
    const child = spawn(process.execPath, serverEntry(), {
      cwd: root,
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, ...unset, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    const chunks: Array<string> = []
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk.toString()))
    // A guard against a server that never exits, not a speed check: under load a start took over 30 s.
    const killer = setTimeout(() => child.kill("SIGKILL"), 100_000)
    child.once("exit", (code) => {
      clearTimeout(killer)
      const lines = chunks
        .join("")
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      resolve({ code, lines })
    })
  })

describe("a server facing real people refuses what only a developer should run", () => {
  it("refuses the demo checkout behind an https public address, saying why, with exit code 78", async () => {
    const { code, lines } = await startAndExit({ PUBLIC_URL: "https://allez.example" })
    expect(code).toBe(78)
    const refusal = lines.find((line) => line.msg === "refusing to start")
    expect(refusal).toMatchObject({ level: "error" })
    expect(String(refusal?.reason)).toMatch(/Stripe is not configured and the public address https:\/\/allez\.example is https.*DEMO_CHECKOUT=1/)
    expect(lines.some((line) => line.msg === "pack")).toBe(false)
  })

  it("refuses it under NODE_ENV=production too", async () => {
    const { code, lines } = await startAndExit({ NODE_ENV: "production" })
    expect(code).toBe(78)
    expect(lines.find((line) => line.msg === "refusing to start")?.reason).toMatch(/NODE_ENV is production/)
  })

  it("refuses the test-only user header in production even with the demo checkout chosen", async () => {
    const { code, lines } = await startAndExit({ PUBLIC_URL: "https://allez.example", DEMO_CHECKOUT: "1", UNSAFE_TEST_USER_HEADER: "x-test-user" })
    expect(code).toBe(78)
    const reasons = lines.filter((line) => line.msg === "refusing to start").map((line) => String(line.reason))
    expect(reasons).toEqual([expect.stringMatching(/UNSAFE_TEST_USER_HEADER is set .*x-test-user/)])
  })

  it("starts in production with DEMO_CHECKOUT=1, says the demo checkout is on, that ADMIN_EMAILS grants nothing, and which provider keys are missing", async () => {
    const server = await startServerProcess({
      ...unset,
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://allez.example",
      DEMO_CHECKOUT: "1",
      ADMIN_EMAILS: "boss@allez.test",
      GOOGLE_CLIENT_ID: "google-id",
      GOOGLE_CLIENT_SECRET: "google-secret"
    })
    server.child.kill("SIGTERM")
    await server.exited
    expect(server.output()).toMatch(/DEMO_CHECKOUT=1: the store uses the demo checkout/)
    expect(server.output()).toMatch(/ADMIN_EMAILS is no longer read: grant the admin role with `allez admin grant <email>`/)
    const providerLines = server
      .output()
      .split("\n")
      .filter((line) => line.includes("sign-in with a provider is not offered"))
    expect(providerLines).toHaveLength(1)
    expect(providerLines[0]).toMatch(/keys are set: FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET"/)
  })

  it("starts in production with Stripe's keys, whose webhook then checks each event's signature with them", async () => {
    const webhookSecret = newWebhookSecret()
    const server = await startServerProcess({
      ...unset,
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://allez.example",
      STRIPE_SECRET_KEY: "sk_test_4llez",
      STRIPE_WEBHOOK_SECRET: webhookSecret
    })
    try {
      // An event the store has nothing to do with, so Stripe's API is never called: only its signature is checked.
      const event = checkoutEvent({ id: "evt_start_1", session: "cs_start_1", user: null, type: "checkout.session.expired" })
      const deliver = (delivery: ReturnType<typeof signed>) => fetch(`${server.url}/api/stripe/webhook`, webhookDelivery(delivery))
      const forged = await deliver(signed(event, newWebhookSecret()))
      expect(forged.status).toBe(400)
      expect(await forged.json()).toEqual({ error: { code: "invalid-signature", message: "The payment notification's signature is not valid." } })
      const genuine = await deliver(signed(event, webhookSecret))
      expect(genuine.status).toBe(200)
      expect(await genuine.json()).toEqual({ received: true })
      expect(server.output()).not.toMatch(/Stripe is not configured/)
    } finally {
      server.child.kill("SIGTERM")
      await server.exited
    }
  })
})
