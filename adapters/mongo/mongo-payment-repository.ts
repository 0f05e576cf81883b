import { type Context, Effect, Schema } from "effect"
import { PaymentRecord, type PaymentRepository, type ProcessedEvents } from "#core/ports/payment-repository.ts"
import { call, callOr, isDuplicateKey, type MongoCollections } from "./mongo-database.ts"

const encodePayment = Schema.encodeSync(PaymentRecord)
const decodePayment = Schema.decodeUnknownSync(PaymentRecord)

/** Payment records per user, oldest first; (userId, recordId) is unique, so a record is stored once. */
export const makeMongoPaymentRepository = ({ payments }: MongoCollections): Context.Tag.Service<typeof PaymentRepository> => {
  /** Stores the record under `key` (a user id, or the key of a detached record) once. */
  const addUnder = (key: string, record: PaymentRecord) =>
    Effect.suspend(() => {
      const fields = { createdAt: record.createdAt, record: encodePayment(record) }
      return callOr(
        () => payments.updateOne({ userId: key, recordId: record.id }, { $setOnInsert: fields }, { upsert: true }),
        // Two concurrent upserts of one record: the loser hits the unique index, and the record is stored.
        (error) => (isDuplicateKey(error) ? "stored" : undefined)
      )
    }).pipe(
      Effect.catchAll(() => Effect.void),
      Effect.asVoid
    )
  return {
    list: (user) =>
      call(() => payments.find({ userId: user }).sort({ createdAt: 1, _id: 1 }).toArray()).pipe(
        Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodePayment(doc.record))))
      ),
    detachAllOf: (user, anonymousKey) => Effect.asVoid(call(() => payments.updateMany({ userId: user }, { $set: { userId: anonymousKey } }))),
    add: (user, record) => addUnder(user, record),
    addDetached: (anonymousKey, record) => addUnder(anonymousKey, record)
  }
}

/** Webhook event ids as `_id`s: the insert that succeeds is the first delivery. */
export const makeMongoProcessedEvents = ({ processedEvents }: MongoCollections): Context.Tag.Service<typeof ProcessedEvents> => ({
  markProcessed: (eventId) =>
    callOr(
      () => processedEvents.insertOne({ _id: eventId, processedAt: new Date() }),
      (error) => (isDuplicateKey(error) ? "seen" : undefined)
    ).pipe(
      Effect.as(true),
      Effect.catchAll(() => Effect.succeed(false))
    )
})
