import type Database from "better-sqlite3"
import { type Context, Effect } from "effect"
import { type MessageRepository, StoredMessage } from "#core/ports/message-repository.ts"
import { type DocRow, jsonCodec } from "./sqlite-codec.ts"

const messageCodec = jsonCodec(StoredMessage)

/** Contact and feedback messages, newest first (by createdAt, then the later insert). */
export const makeSqliteMessageRepository = (db: Database.Database): Context.Tag.Service<typeof MessageRepository> => {
  const insert = db.prepare<[string, string, string, string]>("INSERT INTO messages (id, category, created_at, doc) VALUES (?, ?, ?, ?)")
  // A page of every message (or of one category: the category is NULL for all); LIMIT -1 is no limit.
  const select = db.prepare<[string | null, string | null, number, number], DocRow>(
    "SELECT doc FROM messages WHERE (? IS NULL OR category = ?) ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?"
  )
  const count = db.prepare<[string | null, string | null], { total: number }>("SELECT count(*) AS total FROM messages WHERE (? IS NULL OR category = ?)")
  return {
    add: (message) =>
      Effect.sync(() => {
        insert.run(message.id, message.category, message.createdAt, messageCodec.encode(message))
      }),
    list: (category, page) =>
      Effect.sync(() => select.all(category ?? null, category ?? null, page?.limit ?? -1, page?.offset ?? 0).map((row) => messageCodec.decode(row.doc))),
    count: (category) => Effect.sync(() => count.get(category ?? null, category ?? null)?.total ?? 0)
  }
}
