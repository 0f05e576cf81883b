import { Effect, Option } from "effect"
import { Hono } from "hono"
import { html } from "hono/html"
import { DemoCheckoutSessions, type DemoSession } from "#adapters/demo-checkout/demo-checkout.ts"
import { RouteNotFound } from "#contract/edge-errors.ts"
import type { Language } from "#core/domain/language.ts"
import { message } from "#core/domain/message.ts"
import { translate } from "#core/i18n/catalog.ts"
import { formatPrice, formatTotal } from "#core/store/price.ts"
import { Purchases } from "#core/store/purchase.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeRun, refuse } from "../handle.ts"
import { requestLanguage } from "../middleware/language.ts"
import { publicUrlOf } from "./checkout.ts"
import { logPurchase } from "./stripe-webhook.ts"

const stylesheet = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f0; color: #1d1d1b; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .75rem; }
.brand { display: flex; align-items: center; gap: .6rem; margin: 0 0 1rem; font-size: 1.25rem; font-weight: 800; }
.brand img { border-radius: .6rem; }
.badge { display: inline-block; margin: 0; padding: .2rem .6rem; border-radius: 1rem; background: #ffd54a; font-weight: 700; letter-spacing: .1em; }
.notice { padding: .75rem; border-left: .3rem solid #ffd54a; background: #fffbe6; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #ddd; }
td:last-child, th:last-child { text-align: right; }
.actions { display: flex; gap: .75rem; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: .5rem; border: 1px solid #1d1d1b; background: #fff; cursor: pointer; }
button.pay { background: #1d1d1b; color: #fff; }
`

const page = (language: Language, title: string, body: unknown) => html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/demo-checkout/assets/demo.css" />
  </head>
  <body>
    <main>
      <p class="brand"><img src="/icons/icon-192.png" alt="" width="40" height="40" /> Allez!</p>
      ${body}
    </main>
  </body>
</html>`

/** The demo page: says plainly it is a demo, lists the items and the total, and offers Pay and Cancel. */
const checkoutPage = (language: Language, session: DemoSession) => {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, message(key, params))
  const total = formatTotal(language, session.lines)
  const action = (verb: "pay" | "cancel") => `/api/demo-checkout/${encodeURIComponent(session.id)}/${verb}`
  return page(
    language,
    t("checkout.demo.title"),
    html`<p class="badge">DEMO</p>
      <h1>${t("checkout.demo.title")}</h1>
      <p class="notice" role="note">${t("checkout.demo.notice")}</p>
      <table>
        <thead>
          <tr><th scope="col">${t("checkout.demo.item")}</th><th scope="col">${t("checkout.demo.price")}</th></tr>
        </thead>
        <tbody>
          ${session.lines.map((line) => html`<tr><td>${line.name}</td><td>${formatPrice(language, line.amount, line.currency)}</td></tr>`)}
        </tbody>
        <tfoot>
          <tr><th scope="row">${t("checkout.demo.total")}</th><td>${total}</td></tr>
        </tfoot>
      </table>
      <div class="actions">
        <form method="post" action="${action("pay")}"><button class="pay" type="submit">${t("checkout.demo.pay", { total })}</button></form>
        <form method="post" action="${action("cancel")}"><button type="submit">${t("checkout.demo.cancel")}</button></form>
      </div>`
  )
}

const expiredPage = (language: Language) => {
  const t = (key: string) => translate(language, message(key))
  return page(
    language,
    t("checkout.demo.title"),
    html`<p class="badge">DEMO</p>
      <h1>${t("checkout.demo.title")}</h1>
      <p>${t("checkout.demo.expired")}</p>
      <p><a href="/store">${t("checkout.demo.backToStore")}</a></p>`
  )
}

/** The demo checkout's sessions, when the demo checkout is the one configured. */
const demoSessions = Effect.serviceOption(DemoCheckoutSessions)

/**
 * The demo checkout (no Stripe keys): its page, and the Pay and Cancel forms it posts (same-origin
 * form posts, checked by the CSRF middleware on /api). Pay records the purchase through the same
 * `recordPurchase` as a Stripe webhook, then sends the buyer to the success page; Cancel grants nothing.
 * With Stripe configured, none of this exists (404).
 */
export const demoCheckoutRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  const demoOr404 = async (path: string) => {
    const demo = await run(demoSessions)
    return Option.isSome(demo) ? demo.value : refuse(new RouteNotFound({ path }))
  }

  return new Hono<ApiEnv>()
    .get("/demo-checkout/assets/demo.css", async (c) => {
      await demoOr404(c.req.path)
      c.header("content-type", "text/css; charset=utf-8")
      return c.body(stylesheet)
    })

    .get("/demo-checkout/:id", async (c) => {
      const demo = await demoOr404(c.req.path)
      const session = await run(demo.find(c.req.param("id")))
      c.header("cache-control", "no-store")
      // In the buyer's language, as the checkout was opened; a page without a session in the browser's.
      return Option.isSome(session) ? c.html(checkoutPage(session.value.language, session.value)) : c.html(expiredPage(requestLanguage(c)), 404)
    })

    .post("/api/demo-checkout/:id/pay", async (c) => {
      const demo = await demoOr404(c.req.path)
      const paid = await run(demo.pay(c.req.param("id")))
      if (Option.isNone(paid)) return c.redirect(`${publicUrlOf(deps)}/store/error`, 303)
      const { checkout, redirect } = paid.value
      const outcome = await run(Effect.flatMap(Purchases, (store) => store.recordPurchase(checkout)))
      logPurchase(deps, checkout, outcome, c.get("requestId"))
      return c.redirect(redirect, 303)
    })

    .post("/api/demo-checkout/:id/cancel", async (c) => {
      const demo = await demoOr404(c.req.path)
      const cancelled = await run(demo.cancel(c.req.param("id")))
      // A cancelled demo session cannot be paid: the next checkout of the same bag opens a new one.
      if (Option.isSome(cancelled)) await run(Effect.flatMap(Purchases, (store) => store.forgetCheckout(cancelled.value.user, c.req.param("id"))))
      return c.redirect(Option.isSome(cancelled) ? cancelled.value.redirect : `${publicUrlOf(deps)}/store/error`, 303)
    })
}
