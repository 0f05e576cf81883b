import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { makeOutboxMailer } from "#adapters/mail/mail-layer.ts"
import { Mailer } from "#core/ports/mailer.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"
import { decodeQuotedPrintable } from "../auth/mime-text.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("sends a visitor's contact message from the app's address, with Reply-To the visitor", async () => {
  const visitor = server.browser()
  const response = await visitor.request("/api/contact", {
    method: "POST",
    headers: { [humanCheckHeader]: await server.solveHumanCheck(visitor, "send_contact") },
    json: { name: "Zoé", email: "zoe@grimpe.fr", subject: "Hello", message: "A question" }
  })
  expect(response.status).toBe(201)
  const [mail] = server.mailsTo("team@allez.test")
  expect(mail?.from).toBe("no-reply@allez.test")
  const headers = decodeQuotedPrintable(mail?.raw.split(/\r?\n\r?\n/)[0] ?? "")
  expect(headers).toMatch(/^From: no-reply@allez\.test$/im)
  expect(headers).toMatch(/^Reply-To: zoe@grimpe\.fr$/im)
})

it("writes no recipient's address in clear to the log", async () => {
  const dir = mkdtempSync(join(tmpdir(), "allez-outbox-"))
  const lines: Array<Readonly<Record<string, unknown>>> = []
  try {
    await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(Mailer, (mailer) =>
          mailer.send({ to: "ana.martin@grimpe.fr", from: "no-reply@allez.test", subject: "Link", text: "t", html: "<p>t</p>" })
        ),
        makeOutboxMailer(dir, (line) => void lines.push(line))
      )
    )
    expect(lines).toHaveLength(1)
    expect(JSON.stringify(lines)).not.toContain("ana.martin")
    expect(JSON.stringify(lines)).not.toContain("grimpe.fr")
    expect(lines[0]?.file).toEqual(expect.stringContaining(dir))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
