import { randomBytes } from "node:crypto"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { UserId } from "#core/domain/ids.ts"
import type { Language } from "#core/domain/language.ts"
import { Checkout, type CheckoutLine, type CompletedCheckout, InvalidSignature } from "#core/ports/checkout.ts"

/** A demo checkout session: what the demo page shows and what "Pay" records. */
export interface DemoSession {
  readonly id: string
  readonly user: UserId
  readonly language: Language
  readonly lines: ReadonlyArray<CheckoutLine>
  readonly successUrl: string
  readonly cancelUrl: string
  readonly expiresAt: number
}

/** The demo's own side of a checkout: the page reads a session, its buttons pay or cancel it. */
export class DemoCheckoutSessions extends Context.Tag("Adapters/DemoCheckoutSessions")<
  DemoCheckoutSessions,
  {
    /** An open session that has not expired. */
    readonly find: (id: string) => Effect.Effect<Option.Option<DemoSession>>
    /**
     * "Pays" an open session: the completed checkout to record and where to send the buyer. Paying a
     * paid session again gives the same checkout (recording it again changes nothing); an expired,
     * cancelled or unknown session gives nothing.
     */
    readonly pay: (id: string) => Effect.Effect<Option.Option<{ readonly checkout: CompletedCheckout; readonly redirect: string }>>
    /** Gives up an open session; its buyer and where to send them, or nothing for an unknown or expired one. */
    readonly cancel: (id: string) => Effect.Effect<Option.Option<{ readonly redirect: string; readonly user: UserId }>>
  }
>() {}

export interface DemoCheckoutOptions {
  /** The app's public address: the demo page is `<publicUrl>/demo-checkout/<id>` (a path on this server when unset). */
  readonly publicUrl?: string
  /** How long a session can be paid, 30 minutes unless told. */
  readonly ttlMs?: number
}

type Status = "open" | "paid" | "cancelled"

/** The session id in the success URL, as Stripe fills `{CHECKOUT_SESSION_ID}`. */
const withSessionId = (url: string, id: string) => url.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(id))

/**
 * A checkout that takes no money, for when Stripe is not configured: sessions live in this process,
 * the page is ours, and "Pay" hands back the same completed checkout a Stripe webhook would, so the
 * purchase is recorded by the same code. There are no webhooks: every notification is refused.
 */
export const makeDemoCheckoutLayer = (options: DemoCheckoutOptions): Layer.Layer<Checkout | DemoCheckoutSessions> =>
  Layer.effectContext(
    Effect.sync(() => {
      const ttlMs = options.ttlMs ?? 30 * 60_000
      const sessions = new Map<string, { session: DemoSession; status: Status }>()

      const live = (id: string, now: number) => {
        const entry = sessions.get(id)
        return entry === undefined || entry.session.expiresAt <= now ? undefined : entry
      }

      const sweep = (now: number) => {
        for (const [id, entry] of sessions) if (entry.session.expiresAt <= now) sessions.delete(id)
      }

      const completedOf = (session: DemoSession): CompletedCheckout => ({
        eventId: `demo_evt_${session.id}`,
        sessionId: session.id,
        user: session.user,
        items: session.lines.map((line) => ({ price: { product: line.product } }))
      })

      const checkout: Context.Tag.Service<typeof Checkout> = {
        createSession: (request) =>
          Effect.map(Clock.currentTimeMillis, (now) => {
            sweep(now)
            const id = `demo_cs_${randomBytes(24).toString("base64url")}`
            const session: DemoSession = {
              id,
              user: request.user,
              language: request.language,
              lines: request.lines,
              successUrl: withSessionId(request.successUrl, id),
              cancelUrl: request.cancelUrl,
              expiresAt: now + ttlMs
            }
            sessions.set(id, { session, status: "open" })
            return { id, url: `${(options.publicUrl ?? "").replace(/\/+$/, "")}/demo-checkout/${encodeURIComponent(id)}` }
          }),
        // Every session of the buyer lives here: all of them go, named or not.
        cancelSessionsOf: (user) =>
          Effect.sync(() => {
            for (const entry of sessions.values()) if (entry.session.user === user && entry.status === "open") entry.status = "cancelled"
          }),
        parseWebhook: () => Effect.fail(new InvalidSignature())
      }

      const demo: Context.Tag.Service<typeof DemoCheckoutSessions> = {
        find: (id) =>
          Effect.map(Clock.currentTimeMillis, (now) => {
            const entry = live(id, now)
            return entry?.status === "open" ? Option.some(entry.session) : Option.none()
          }),
        pay: (id) =>
          Effect.map(Clock.currentTimeMillis, (now) => {
            const entry = live(id, now)
            if (entry === undefined || entry.status === "cancelled") return Option.none()
            entry.status = "paid"
            return Option.some({ checkout: completedOf(entry.session), redirect: entry.session.successUrl })
          }),
        cancel: (id) =>
          Effect.map(Clock.currentTimeMillis, (now) => {
            const entry = live(id, now)
            if (entry === undefined || entry.status !== "open") return Option.none()
            entry.status = "cancelled"
            return Option.some({ redirect: entry.session.cancelUrl, user: entry.session.user })
          })
      }

      return Context.make(Checkout, checkout).pipe(Context.add(DemoCheckoutSessions, demo))
    })
  )
