import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { makeOutboxMailer } from "#adapters/mail/mail-layer.ts"
import { Mailer } from "#core/ports/mailer.ts"
import { decodeQuotedPrintable } from "./mime-text.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-outbox-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it("writes each mail as an RFC 822 .eml file in the outbox and logs its path", async () => {
  const logs: Array<Readonly<Record<string, unknown>>> = []
  await Effect.runPromise(
    Effect.flatMap(Mailer, (mailer) =>
      mailer.send({ to: "zoe@allez.test", from: "no-reply@allez.test", subject: "Bienvenue", text: "Salut Zoé https://x.test/?t=1", html: "<p>Salut Zoé</p>" })
    ).pipe(Effect.provide(makeOutboxMailer(join(dir, "outbox"), (line) => void logs.push(line))))
  )
  const files = readdirSync(join(dir, "outbox"))
  expect(files).toHaveLength(1)
  expect(files[0]).toMatch(/\.eml$/)
  const raw = readFileSync(join(dir, "outbox", files[0] ?? ""), "utf8")
  expect(raw).toMatch(/^From: no-reply@allez\.test$/m)
  expect(raw).toMatch(/^To: zoe@allez\.test$/m)
  expect(raw).toMatch(/^Subject: Bienvenue$/m)
  expect(raw).toMatch(/multipart\/alternative/)
  expect(decodeQuotedPrintable(raw)).toContain("Salut Zoé https://x.test/?t=1")
  expect(logs[0]).toMatchObject({ msg: "mail written to the outbox", to: "z***@a***.test", file: join(dir, "outbox", files[0] ?? "") })
})
