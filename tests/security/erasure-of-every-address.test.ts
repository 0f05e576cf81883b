import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { makeDiskFileStore } from "#adapters/files/disk-file-store.ts"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { DataRights, DataRightsConfig } from "#core/account/data-rights.ts"
import { UserId } from "#core/domain/ids.ts"
import { htmlOf } from "#core/messages/messages.ts"
import { AuditRepository } from "#core/ports/audit-repository.ts"
import { CredentialRepository } from "#core/ports/credential-repository.ts"
import { Mailer } from "#core/ports/mailer.ts"
import { MessageRepository, type StoredMessage } from "#core/ports/message-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"

/**
 * Issue #38, item 2: after an e-mail change then deletion, the old address stayed in the person's own
 * contact message, their feedback, someone else's message naming them and two audit entries; and
 * copies of the id, address and name lingered in the SQLite file's -wal. Every address the account
 * ever had is erased, and the erased bytes leave both files.
 */

const dir = mkdtempSync(join(tmpdir(), "allez-every-address-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const leaver = {
  id: UserId.make("u-erasure-c0ffee42"),
  oldEmail: "Old.Zephyrine@leaver-test.fr",
  newEmail: "zephyrine.nouvelle@leaver-test.fr",
  name: "Zéphyrine Quartz"
}
const stayer = { id: UserId.make("u-stays-b0b0b0"), email: "ben.stays@grimpe-test.fr", name: "Ben Stays" }

const contact = (id: string, fields: { author?: UserId; from: string; name: string; text: string; at: string }): StoredMessage => {
  const text = `${fields.text}\n\n— ${fields.name} <${fields.from}>`
  return {
    id,
    createdAt: fields.at,
    to: "contact@allez.example",
    from: fields.from,
    name: fields.name,
    category: "contact",
    message: { subject: "Une question", text, html: htmlOf(text) },
    ...(fields.author !== undefined && { author: fields.author })
  }
}

/** Every row of every table, as one text. */
const everyRow = (file: string): string => {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all()
    return tables.map(({ name }) => `${name}: ${JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())}`).join("\n")
  } finally {
    db.close()
  }
}

/** What of the person a text or the raw bytes still hold: the id, either address (any case), the name. */
const tracesIn = (text: string): ReadonlyArray<string> =>
  [leaver.id, leaver.oldEmail.toLowerCase(), leaver.newEmail.toLowerCase(), leaver.name.toLowerCase()].filter((trace) => text.toLowerCase().includes(trace))

const bytesOf = (file: string) => (existsSync(file) ? readFileSync(file).toString("utf8") : "")

describe("erasing an account that changed its address", () => {
  it("leaves neither address, nor the name or id, in any row, in the SQLite file or in its -wal", async () => {
    const file = join(dir, "store.db")
    const store = Layer.merge(makeSqliteLayer(file), makeSqliteAuthLayer(file))
    const adapters = Layer.mergeAll(
      store,
      makeDiskFileStore(join(dir, "files")),
      Layer.succeed(Mailer, { send: () => Effect.void }),
      Layer.succeed(DataRightsConfig, { mailFrom: "no-reply@allez.example", contactPage: "https://allez.example/contact" })
    )
    const outcome = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const users = yield* UserRepository
          const credentials = yield* CredentialRepository
          const messages = yield* MessageRepository
          const audit = yield* AuditRepository
          const now = new Date("2026-11-01T09:00:00Z")
          for (const person of [
            { id: leaver.id, email: leaver.oldEmail, name: leaver.name },
            { id: stayer.id, email: stayer.email, name: stayer.name }
          ]) {
            yield* users.create({
              ...newProfile({ id: person.id, email: person.email, displayName: person.name, preferredLanguage: "fr", isSocial: false, now }),
              ...(person.id === stayer.id && { roles: ["admin" as const] })
            })
            yield* credentials.put({ userId: person.id, passwordHash: "$argon2id$hash", emailVerified: true })
          }
          // Written under the old address: their contact message, and an admin's grant and revoke naming it.
          yield* messages.add(
            contact("m-own-old", { author: leaver.id, from: leaver.oldEmail, name: leaver.name, text: "Bonjour", at: "2026-11-02T10:00:00.000Z" })
          )
          const admin = { userId: stayer.id, email: stayer.email, via: "admin-area" as const }
          yield* audit.add({
            at: "2026-11-02T11:00:00.000Z",
            actor: admin,
            action: "admin.grant",
            target: `user:${leaver.id}`,
            details: { email: leaver.oldEmail }
          })
          yield* audit.add({
            at: "2026-11-02T12:00:00.000Z",
            actor: admin,
            action: "admin.revoke",
            target: `user:${leaver.id}`,
            details: { email: leaver.oldEmail }
          })

          // The change of address, as confirmEmailChange writes it.
          yield* users.update(leaver.id, { email: leaver.newEmail })

          // Afterwards: feedback typing the old address, a message under the new one, and someone else's naming the old.
          const feedbackText = `Mon ancien compte était ${leaver.oldEmail}\n\n— game: none, challenge: none`
          yield* messages.add({
            id: "m-feedback",
            createdAt: "2026-11-03T10:00:00.000Z",
            to: "contact@allez.example",
            from: "no-reply@allez.example",
            category: "feedback",
            message: { subject: "Retour", text: feedbackText, html: htmlOf(feedbackText) },
            game: null,
            challenge: null,
            author: leaver.id
          })
          yield* messages.add(
            contact("m-own-new", { author: leaver.id, from: leaver.newEmail, name: leaver.name, text: "Re-bonjour", at: "2026-11-03T11:00:00.000Z" })
          )
          yield* messages.add(
            contact("m-other", {
              author: stayer.id,
              from: stayer.email,
              name: stayer.name,
              text: `Mon amie ${leaver.oldEmail.toUpperCase()} ne reçoit rien`,
              at: "2026-11-03T12:00:00.000Z"
            })
          )

          yield* (yield* DataRights).deleteByEmail(leaver.newEmail)

          // Read while the store is still open: closing its last connection would checkpoint the WAL anyway.
          return {
            rows: everyRow(file),
            fileBytes: bytesOf(file),
            walBytes: bytesOf(`${file}-wal`),
            others: (yield* messages.list()).find((message) => message.id === "m-other"),
            kept: yield* messages.count()
          }
        })
      ).pipe(Effect.provide(DataRights.Default.pipe(Layer.provideMerge(adapters))))
    )

    expect(tracesIn(outcome.rows)).toEqual([])
    expect(tracesIn(outcome.walBytes)).toEqual([])
    expect(tracesIn(outcome.fileBytes)).toEqual([])
    // The team keeps every message's words; the one who stays keeps their name and address.
    expect(outcome.kept).toBe(4)
    expect(outcome.others).toMatchObject({ author: stayer.id, name: stayer.name, from: stayer.email })
    expect(outcome.others?.message.text).toContain("Mon amie deleted-account ne reçoit rien")
    expect(outcome.rows).toContain(stayer.email)
  })
})
