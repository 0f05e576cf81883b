import { Context, type Effect, Schema } from "effect"
import type { UserId } from "../domain/ids.ts"

/** A payment record under a user (spec §3): items, each with a price whose product is the bought product. */
export const PaymentRecord = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.String,
  items: Schema.Array(Schema.Struct({ price: Schema.Struct({ product: Schema.String }) }))
})
export type PaymentRecord = typeof PaymentRecord.Type

/** Payment records per user, and the webhook events already processed (idempotency). */
export class PaymentRepository extends Context.Tag("Ports/PaymentRepository")<
  PaymentRepository,
  {
    readonly list: (user: UserId) => Effect.Effect<ReadonlyArray<PaymentRecord>>
    /** Adds a record; the same record id twice is stored once. */
    readonly add: (user: UserId, record: PaymentRecord) => Effect.Effect<void>
    /**
     * Adds a record that belongs to no account (a payment for an account erased before it arrived),
     * under `anonymousKey`, a key that names nobody; the same record id twice under one key is stored once.
     */
    readonly addDetached: (anonymousKey: string, record: PaymentRecord) => Effect.Effect<void>
    /**
     * Detaches the user's records from them (the erasure of an account): accounting law keeps the
     * records, under `anonymousKey`, a key that names nobody; `list(user)` is then empty.
     */
    readonly detachAllOf: (user: UserId, anonymousKey: string) => Effect.Effect<void>
  }
>() {}

/** Webhook event ids already handled, so a redelivered event changes nothing. */
export class ProcessedEvents extends Context.Tag("Ports/ProcessedEvents")<
  ProcessedEvents,
  {
    /** Records the id; true when it was new, false when it had been processed before. */
    readonly markProcessed: (eventId: string) => Effect.Effect<boolean>
  }
>() {}
