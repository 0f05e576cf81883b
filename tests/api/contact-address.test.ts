import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it, onTestFinished } from "vitest"
import { startServerProcess } from "./server-process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "allez-contact-address-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const siteOf = async (env: Readonly<Record<string, string>>) => {
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env })
  onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))
  const response = await fetch(`${server.url}/api/site`)
  server.child.kill("SIGTERM")
  await server.exited
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json(), output: server.output() }
}

describe("the team's contact address: one setting, CONTACT_EMAIL", () => {
  it("is served to the web app at run time with the kind of payments, never cached by HTTP", async () => {
    const site = await siteOf({ CONTACT_EMAIL: "hello@gym.example", INFO_EMAIL: "" })
    expect(site).toMatchObject({ status: 200, cache: "no-cache", body: { contactEmail: "hello@gym.example", payments: "demo" } })
  })

  it("reads INFO_EMAIL, its former name, when CONTACT_EMAIL is unset, and says to rename it", async () => {
    const site = await siteOf({ CONTACT_EMAIL: "", INFO_EMAIL: "old@gym.example" })
    expect(site.body).toEqual({ contactEmail: "old@gym.example", payments: "demo" })
    expect(site.output).toContain("INFO_EMAIL is now called CONTACT_EMAIL")
  })
})
