import type Database from "better-sqlite3"
import { type Context, Effect } from "effect"
import { type MessageRepository, StoredMessage } from "#core/ports/message-repository.ts"
import { type DocRow, jsonCodec } from "./sqlite-codec.ts"

const messageCodec = jsonCodec(StoredMessage)

/** Contact and feedback messages, newest first (by createdAt, then the later insert). */
export const makeSqliteMessageRepository = (db: Database.Database): Context.Tag.Service<typeof MessageRepository> => {
  const insert = db.prepare<[string, string, string, string]>("INSERT INTO messages (id, category, created_at, doc) VALUES (?, ?, ?, ?)")
  // The author is inside the document: deleting or exporting an account is rare, a scan of the rows is fine.
  const selectAuthor = db.prepare<[string], { seq: number; doc: string }>("SELECT seq, doc FROM messages WHERE json_extract(doc, '$.author') = ?")
  const selectNaming = db.prepare<[string, string, string], { seq: number; doc: string }>(
    `SELECT seq, doc FROM messages WHERE lower(json_extract(doc, '$.from')) = ?
       OR instr(lower(json_extract(doc, '$.message.subject')), ?) > 0 OR instr(lower(json_extract(doc, '$.message.text')), ?) > 0`
  )
  const selectAuthored = db.prepare<[string], DocRow>("SELECT doc FROM messages WHERE json_extract(doc, '$.author') = ? ORDER BY created_at DESC, seq DESC")
  const replace = db.prepare<[string, number]>("UPDATE messages SET doc = ? WHERE seq = ?")
  const rewrite = db.transaction((author: string, emails: ReadonlyArray<string>, anonymise: (message: StoredMessage) => StoredMessage) => {
    // Each message once, however many of the addresses it names.
    const found = new Map(selectAuthor.all(author).map((row) => [row.seq, row.doc]))
    for (const email of emails.map((address) => address.toLowerCase()).filter((address) => address !== "")) {
      for (const row of selectNaming.all(email, email, email)) found.set(row.seq, row.doc)
    }
    for (const [seq, doc] of found) replace.run(messageCodec.encode(anonymise(messageCodec.decode(doc))), seq)
  })
  // A page of every message (or of one category: the category is NULL for all); LIMIT -1 is no limit.
  const select = db.prepare<[string | null, string | null, number, number], DocRow>(
    "SELECT doc FROM messages WHERE (? IS NULL OR category = ?) ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?"
  )
  const count = db.prepare<[string | null, string | null], { total: number }>("SELECT count(*) AS total FROM messages WHERE (? IS NULL OR category = ?)")
  return {
    listBy: (author) => Effect.sync(() => selectAuthored.all(author).map((row) => messageCodec.decode(row.doc))),
    rewriteBy: (author, emails, anonymise) => Effect.sync(() => rewrite.immediate(author, emails, anonymise)),
    add: (message) =>
      Effect.sync(() => {
        insert.run(message.id, message.category, message.createdAt, messageCodec.encode(message))
      }),
    list: (category, page) =>
      Effect.sync(() => select.all(category ?? null, category ?? null, page?.limit ?? -1, page?.offset ?? 0).map((row) => messageCodec.decode(row.doc))),
    count: (category) => Effect.sync(() => count.get(category ?? null, category ?? null)?.total ?? 0)
  }
}
