import { type Context, Effect, Layer, Schema } from "effect"
import Stripe from "stripe"
import { UserId } from "#core/domain/ids.ts"
import { Checkout, InvalidSignature, PaymentEvent, PaymentFailed } from "#core/ports/checkout.ts"
import type { PaymentRecord } from "#core/ports/payment-repository.ts"

/** How the Stripe adapter reaches Stripe. */
export interface StripeCheckoutOptions {
  /** `sk_live_…` or `sk_test_…`. */
  readonly secretKey: string
  /** The webhook endpoint's signing secret, `whsec_…`. */
  readonly webhookSecret: string
  /** Client settings (tests point host, port and protocol at a local stand-in for Stripe's API). */
  readonly client?: Stripe.StripeConfig
}

/*
 * What we send and read back, so that a payment says which pack it bought:
 * - each pack is one line item priced inline (`price_data`: the pack's amount and currency, quantity 1)
 *   with an inline product (`product_data`: the pack's name and description in the buyer's language) whose
 *   metadata carries `productId` (the pack's first product id) and `packId`. No catalogue has to be kept in
 *   step on Stripe's side.
 * - the session carries the buyer as `client_reference_id` and in metadata (`userId`, `packIds`).
 * - on `checkout.session.completed` (paid) or `checkout.session.async_payment_succeeded`, the line items
 *   are fetched with `price.product` expanded: each item's product is its metadata's `productId`, else the
 *   Stripe product's own id — so products created in Stripe with our ids (prod_special_edition, …, e.g.
 *   for payment links) map too. Line items, not our metadata, say what was paid for.
 */

const isUserId = Schema.is(UserId)

type ExpandedProduct = string | Stripe.Product | Stripe.DeletedProduct | null | undefined

/** The product a line item was sold as: our product id from its metadata, else Stripe's product id. */
export const productIdOf = (product: ExpandedProduct): string | undefined => {
  if (product === null || product === undefined) return undefined
  if (typeof product === "string") return product
  const ours = "metadata" in product ? product.metadata.productId : undefined
  return ours !== undefined && ours !== "" ? ours : product.id
}

/** The Checkout port on Stripe Checkout Sessions and signed Stripe webhooks. */
export const makeStripeCheckout = (options: StripeCheckoutOptions): Context.Tag.Service<typeof Checkout> => {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, ...options.client })

  /** Every line item of a session, with its product; a Stripe outage here is a defect (Stripe redelivers). */
  const lineItemsOf = (sessionId: string) =>
    Effect.promise(async () => {
      const items: Array<PaymentRecord["items"][number]> = []
      for await (const item of stripe.checkout.sessions.listLineItems(sessionId, { limit: 100, expand: ["data.price.product"] })) {
        const product = productIdOf(item.price?.product)
        if (product !== undefined) items.push({ price: { product } })
      }
      return items
    })

  const completed = (eventId: string, type: string, session: Stripe.Checkout.Session) =>
    Effect.gen(function* () {
      if (session.payment_status === "unpaid") return PaymentEvent.Ignored({ eventId, type, reason: "the payment is not confirmed yet" })
      const user = session.client_reference_id ?? session.metadata?.userId
      if (!isUserId(user)) return PaymentEvent.Ignored({ eventId, type, reason: "the session names no buyer" })
      const items = yield* lineItemsOf(session.id)
      return PaymentEvent.CheckoutCompleted({ checkout: { eventId, sessionId: session.id, user, items } })
    })

  return {
    createSession: (request) =>
      Effect.tryPromise({
        try: () =>
          stripe.checkout.sessions.create({
            mode: "payment",
            client_reference_id: request.user,
            customer_email: request.email,
            locale: request.language,
            line_items: request.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: line.currency.toLowerCase(),
                unit_amount: line.amount,
                product_data: {
                  name: line.name,
                  description: line.description,
                  metadata: { productId: line.product, packId: line.pack }
                }
              }
            })),
            metadata: { userId: request.user, packIds: request.lines.map((line) => line.pack).join(",") },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl
          }),
        catch: (error) => new PaymentFailed({ reason: error instanceof Error ? error.message : String(error) })
      }).pipe(
        Effect.flatMap((session) =>
          session.url === null
            ? Effect.fail(new PaymentFailed({ reason: `Stripe returned session ${session.id} without a URL` }))
            : Effect.succeed({ id: session.id, url: session.url })
        )
      ),

    // Stripe cannot list sessions by our buyer id: the named ones are expired. One that is already
    // complete or expired refuses, which is what we want; an outage is logged, and a payment that
    // still arrives is kept detached by the store.
    cancelSessionsOf: (_user, sessionIds) =>
      Effect.forEach(
        sessionIds,
        (id) =>
          Effect.tryPromise(() => stripe.checkout.sessions.expire(id)).pipe(
            Effect.catchAll((error) => Effect.logWarning("a checkout session could not be expired", id, error.cause))
          ),
        { discard: true }
      ),

    parseWebhook: (rawBody, signature) =>
      Effect.gen(function* () {
        if (signature === undefined || signature === "") return yield* new InvalidSignature()
        const event = yield* Effect.try({
          try: () => stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret),
          catch: () => new InvalidSignature()
        })
        switch (event.type) {
          case "checkout.session.completed":
          case "checkout.session.async_payment_succeeded":
            return yield* completed(event.id, event.type, event.data.object)
          default:
            return PaymentEvent.Ignored({ eventId: event.id, type: event.type, reason: "not a purchase" })
        }
      })
  }
}

/** The Stripe checkout as a layer, for the composition root. */
export const makeStripeCheckoutLayer = (options: StripeCheckoutOptions): Layer.Layer<Checkout> => Layer.sync(Checkout, () => makeStripeCheckout(options))
