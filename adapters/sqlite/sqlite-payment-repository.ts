import type Database from "better-sqlite3"
import { type Context, Effect } from "effect"
import { PaymentRecord, type PaymentRepository, type ProcessedEvents } from "#core/ports/payment-repository.ts"
import { type DocRow, jsonCodec } from "./sqlite-codec.ts"

const paymentCodec = jsonCodec(PaymentRecord)

/** Payment records per user, oldest first; a record id already stored for the user is ignored. */
export const makeSqlitePaymentRepository = (db: Database.Database): Context.Tag.Service<typeof PaymentRepository> => {
  const select = db.prepare<[string], DocRow>("SELECT doc FROM payments WHERE user_id = ? ORDER BY created_at, rowid")
  const insert = db.prepare<[string, string, string, string]>(
    "INSERT INTO payments (user_id, record_id, created_at, doc) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
  )
  const detach = db.prepare<[string, string]>("UPDATE payments SET user_id = ? WHERE user_id = ?")
  const addUnder = (key: string, record: PaymentRecord) =>
    Effect.sync(() => {
      insert.run(key, record.id, record.createdAt, paymentCodec.encode(record))
    })
  return {
    detachAllOf: (user, anonymousKey) => Effect.sync(() => void detach.run(anonymousKey, user)),
    list: (user) => Effect.sync(() => select.all(user).map((row) => paymentCodec.decode(row.doc))),
    add: addUnder,
    addDetached: addUnder
  }
}

/** Webhook event ids, each inserted once: the insert's change count says whether it was new. */
export const makeSqliteProcessedEvents = (db: Database.Database): Context.Tag.Service<typeof ProcessedEvents> => {
  const insert = db.prepare<[string, string]>("INSERT INTO processed_events (id, processed_at) VALUES (?, ?) ON CONFLICT DO NOTHING")
  return {
    markProcessed: (eventId) => Effect.sync(() => insert.run(eventId, new Date().toISOString()).changes === 1)
  }
}
