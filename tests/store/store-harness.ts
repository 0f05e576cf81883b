import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Either } from "effect"
import Stripe from "stripe"
import { makeDemoCheckoutLayer } from "#adapters/demo-checkout/demo-checkout.ts"
import { readPacks } from "#adapters/packs-fs/read-packs.ts"
import { makeStripeCheckoutLayer } from "#adapters/stripe/stripe-checkout.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { PaymentRepository } from "#core/ports/payment-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import type { ProfileUpdate, UserProfile } from "#core/profile/profile.ts"
import type { LogLine } from "../../api/api-env.ts"
import type { FullApiRuntime } from "../../api/runtime.ts"
import { pinnedPacksDir } from "../support/pack-files.ts"
import { addTestUser, startTestApi } from "../support/test-api.ts"

/** The header a test sets to act as a user (the stand-in for a session cookie, as in tests/api). */
export const testUserHeader = "x-test-user"

/** One request the stand-in for Stripe's API received. */
export interface StripeCall {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  /** The form-encoded body, flat (`line_items[0][price_data][unit_amount]`). */
  readonly form: URLSearchParams
  readonly authorization: string | undefined
}

/** A local HTTP server answering the few Stripe API calls the adapter makes, recording each. */
export interface FakeStripe {
  readonly port: number
  readonly calls: Array<StripeCall>
  /** The line items Stripe lists for a session (`price.product` as Stripe expands it). */
  readonly lineItems: Map<string, ReadonlyArray<{ readonly price: { readonly product: unknown } }>>
  /** Makes the next session creation fail with this status and Stripe error. */
  failNextCreate: { readonly status: number; readonly message: string } | null
  readonly close: () => Promise<void>
}

const readText = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (text += chunk))
    request.on("end", () => resolve(text))
    request.on("error", reject)
  })

export const startFakeStripe = async (): Promise<FakeStripe> => {
  const calls: Array<StripeCall> = []
  const lineItems = new Map<string, ReadonlyArray<{ readonly price: { readonly product: unknown } }>>()
  let sessions = 0
  const fake: FakeStripe = {
    port: 0,
    calls,
    lineItems,
    failNextCreate: null,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stripe.test")
    const form = new URLSearchParams(await readText(request))
    calls.push({ method: request.method ?? "", path: url.pathname, query: url.searchParams, form, authorization: request.headers.authorization })
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${calls.length}` })
      response.end(JSON.stringify(body))
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const failure = fake.failNextCreate
      if (failure !== null) {
        fake.failNextCreate = null
        return answer(failure.status, { error: { type: "invalid_request_error", message: failure.message } })
      }
      const id = `cs_test_${++sessions}`
      return answer(200, { id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}`, payment_status: "unpaid" })
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
    if (request.method === "POST" && expire !== null)
      return answer(200, { id: decodeURIComponent(expire[1] ?? ""), object: "checkout.session", status: "expired" })
    const items = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(url.pathname)
    if (request.method === "GET" && items !== null) {
      const id = decodeURIComponent(items[1] ?? "")
      const data = (lineItems.get(id) ?? []).map((item, index) => ({ id: `li_${index}`, object: "item", quantity: 1, ...item }))
      return answer(200, { object: "list", data, has_more: false, url: url.pathname })
    }
    return answer(404, { error: { type: "invalid_request_error", message: `no such route ${url.pathname}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return Object.assign(fake, { port: (server.address() as AddressInfo).port })
}

/** A Stripe webhook signing secret of the real shape. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`

/** An event body and its `stripe-signature` header, signed as Stripe signs them. */
export const signed = (event: unknown, secret: string) => {
  const payload = JSON.stringify(event)
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

/** The request Stripe posts a signed event with (`signed`): the body as signed, its signature header (none when null). */
export const webhookDelivery = ({ payload, signature }: { readonly payload: string; readonly signature: string | null }) => ({
  method: "POST",
  headers: { "content-type": "application/json; charset=utf-8", "accept-language": "en", ...(signature !== null && { "stripe-signature": signature }) },
  body: payload
})

/** A `checkout.session.*` event for a session bought by `user`. */
export const checkoutEvent = (options: {
  readonly id: string
  readonly session: string
  readonly user: string | null
  readonly type?: string
  readonly paymentStatus?: "paid" | "unpaid" | "no_payment_required"
}) => ({
  id: options.id,
  object: "event",
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: options.type ?? "checkout.session.completed",
  data: {
    object: {
      id: options.session,
      object: "checkout.session",
      mode: "payment",
      client_reference_id: options.user,
      metadata: options.user === null ? {} : { userId: options.user },
      payment_status: options.paymentStatus ?? "paid",
      status: "complete"
    }
  }
})

export type CheckoutChoice =
  | { readonly kind: "demo"; readonly ttlMs?: number }
  | { readonly kind: "stripe"; readonly stripePort: number; readonly webhookSecret: string; readonly secretKey?: string }

/** The API with its store on SQLite in a temporary folder and the pinned packs loaded, answered in process. */
export interface StoreServer {
  readonly url: string
  /** The server's folder: its SQLite file lives here. */
  readonly dataDir: string
  readonly runtime: FullApiRuntime
  readonly logs: Array<LogLine>
  readonly addUser: (id: string, changes?: ProfileUpdate) => Promise<UserProfile>
  readonly profile: (id: string) => Promise<UserProfile>
  readonly payments: (id: string) => Promise<ReadonlyArray<unknown>>
  readonly addPack: (pack: Pack) => Promise<void>
  readonly packs: ReadonlyArray<Pack>
  /** A request to the app, acting as `as`; `json` sends JSON, `form` a form post from this origin. */
  readonly request: (
    path: string,
    init?: RequestInit & { readonly as?: string; readonly json?: unknown; readonly form?: Record<string, string> }
  ) => Promise<Response>
  readonly close: () => Promise<void>
}

export const startStoreServer = async (checkout: CheckoutChoice, options: { readonly publicUrl?: string } = {}): Promise<StoreServer> => {
  const checkoutLayer =
    checkout.kind === "demo"
      ? makeDemoCheckoutLayer({
          ...(checkout.ttlMs !== undefined && { ttlMs: checkout.ttlMs }),
          ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl })
        })
      : makeStripeCheckoutLayer({
          secretKey: checkout.secretKey ?? "sk_test_allez",
          webhookSecret: checkout.webhookSecret,
          client: { host: "127.0.0.1", port: checkout.stripePort, protocol: "http", maxNetworkRetries: 0 }
        })
  const api = await startTestApi({
    name: "allez-store",
    userHeader: testUserHeader,
    ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
    config: () => ({ checkout: checkoutLayer })
  })
  const { runtime, url } = api
  // The store tests name the packs' prices, product ids and names: the pinned packs keep them through content releases.
  const loaded = await readPacks([pinnedPacksDir])
  if (Either.isLeft(loaded)) throw new Error(loaded.left.join("\n"))
  const packs = loaded.right.map(({ pack }) => pack)
  const addPack = (pack: Pack) => runtime.runPromise(Effect.asVoid(Effect.orDie(Effect.flatMap(PackRepository, (repository) => repository.upsert(pack)))))
  for (const pack of packs) await addPack(pack)

  return {
    url,
    dataDir: api.dataDir,
    runtime,
    logs: api.logs,
    packs,
    addPack,
    addUser: (id, changes = {}) => addTestUser(runtime, id, changes, { verified: false }),
    profile: (id) => runtime.runPromise(Effect.orDie(Effect.flatMap(UserRepository, (users) => users.get(UserId.make(id))))),
    payments: (id) => runtime.runPromise(Effect.flatMap(PaymentRepository, (payments) => payments.list(UserId.make(id)))),
    request: (path, init = {}) => {
      const { as, json, form, ...rest } = init
      const headers = new Headers(rest.headers)
      if (as !== undefined) headers.set(testUserHeader, as)
      if (json !== undefined) headers.set("content-type", "application/json")
      if (form !== undefined) {
        headers.set("content-type", "application/x-www-form-urlencoded")
        if (!headers.has("origin")) headers.set("origin", url)
      }
      const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form).toString() : rest.body
      return api.fetch(path, { ...rest, headers, ...(body !== undefined && { body }) })
    },
    close: api.close
  }
}
