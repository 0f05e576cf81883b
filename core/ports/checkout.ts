import { Context, Data, type Effect, Schema } from "effect"
import { type PackId, UserId } from "../domain/ids.ts"
import type { Language } from "../domain/language.ts"
import { PaymentRecord } from "./payment-repository.ts"

/** One pack as one line of a checkout: sold as its payment product, at its price. */
export interface CheckoutLine {
  readonly pack: PackId
  /** The payment product the pack is sold as (its first product id); a payment for it buys the pack. */
  readonly product: string
  /** The pack's name and description in the buyer's language. */
  readonly name: string
  readonly description: string
  /** In the currency's minor unit (cents). */
  readonly amount: number
  /** ISO 4217, upper case (`EUR`). */
  readonly currency: string
}

/** What a checkout session is opened for. */
export interface CheckoutRequest {
  readonly user: UserId
  readonly email: string
  readonly language: Language
  readonly lines: ReadonlyArray<CheckoutLine>
  /** Where the buyer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
  readonly successUrl: string
  /** Where the buyer lands after giving up. */
  readonly cancelUrl: string
}

/** An open checkout session: the page the buyer pays on. */
export interface CheckoutSession {
  readonly id: string
  readonly url: string
}

/**
 * A checkout the payment provider reports as paid: who bought, and each item with its price's product
 * (the shape of a payment record's items). `eventId` is unique per delivery source, so a redelivered
 * notification carries the same one.
 */
export const CompletedCheckout = Schema.Struct({
  eventId: Schema.NonEmptyString,
  sessionId: Schema.NonEmptyString,
  user: UserId,
  items: PaymentRecord.fields.items
})
export type CompletedCheckout = typeof CompletedCheckout.Type

/** What a provider's notification means for the store: a paid checkout, or something it ignores. */
export type PaymentEvent = Data.TaggedEnum<{
  CheckoutCompleted: { readonly checkout: CompletedCheckout }
  Ignored: { readonly eventId: string; readonly type: string; readonly reason: string }
}>
export const PaymentEvent = Data.taggedEnum<PaymentEvent>()

/** A notification whose signature does not match the raw body and the shared secret: nothing is read from it. */
export class InvalidSignature extends Data.TaggedError("InvalidSignature") {}

/**
 * The payment provider refused or could not open a checkout. Typed, not a defect: the spec gives the
 * buyer a message for it ('Payment processing failed. Please try again.').
 */
export class PaymentFailed extends Data.TaggedError("PaymentFailed")<{ readonly reason: string }> {}

/** Takes payments: opens hosted checkout sessions and reads the provider's signed notifications. */
export class Checkout extends Context.Tag("Ports/Checkout")<
  Checkout,
  {
    readonly createSession: (request: CheckoutRequest) => Effect.Effect<CheckoutSession, PaymentFailed>
    /**
     * Makes the buyer's open checkout sessions unpayable (the deletion of their account): the ones
     * named, and every other one of theirs the provider can find. Best effort, never failing: a
     * payment that gets through anyway is kept detached from the erased account (Purchases).
     */
    readonly cancelSessionsOf: (user: UserId, sessionIds: ReadonlyArray<string>) => Effect.Effect<void>
    /** Verifies the signature against the raw body, then reads the event. */
    readonly parseWebhook: (rawBody: string, signature: string | undefined) => Effect.Effect<PaymentEvent, InvalidSignature>
  }
>() {}
