import { useState } from "react"
import { Link, useLocation } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { formatPrice, formatTotal } from "#core/store/price.ts"
import { Icon } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { session } from "#web/lib/state/session.ts"
import { useSiteFacts } from "#web/lib/state/site.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { startCheckout } from "../start-checkout.ts"
import { bag, removeFromBag } from "../state/bag.ts"
import { storeTexts } from "../store-texts.ts"
import { useLanguage, useStore } from "../use-store.ts"
import { LoadFailure } from "./load-failure.tsx"
import "./store.css"

await addFeatureTexts(storeTexts, coreTexts)

/**
 * The bag (spec §2): what it holds, the total, remove, and checkout. It lives in the device's `cart`
 * store, so it survives reloads and offline; a signed-in user's bag is the server's, merged with the
 * device's on sign-in. Checking out asks a visitor to sign in first, then comes back here.
 */
const BagPage = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const [, navigate] = useLocation()
  const current = session.value
  const userId = current.status === "signed-in" ? current.user.id : null
  const { state, reload } = useStore(userId, current.status !== "unknown")
  const [isPaying, setPaying] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  const { items, isLoaded } = bag.value
  const catalog = state.status === "ready" && state.stale === null ? state.catalog : null
  const total = formatTotal(
    language,
    items.map((item) => item.price)
  )
  // "Secure payment" only where a payment provider takes the money (the server says which).
  const payments = useSiteFacts()?.payments

  const remove = async (packId: string) => {
    setRemoving(packId)
    await removeFromBag(userId, catalog, packId)
    setRemoving(null)
  }

  const checkOut = async () => {
    setPaying(true)
    const hasLeft = await startCheckout(
      items.map((item) => item.id),
      { userId, returnTo: pathFor("bag"), navigate, leaveFor: (url) => window.location.assign(url) }
    )
    if (!hasLeft) setPaying(false)
  }

  return (
    <div className="store store-bag-page">
      <PageHeader eyebrow={t("store.eyebrow")} title={t("store.bag.title")} />

      {!isLoaded && (
        <p className="store-loading" role="status">
          <span className="store-spinner" aria-hidden="true" /> {t("store.loading")}
        </p>
      )}

      {isLoaded && items.length === 0 && (
        <div className="store-empty">
          <span className="store-empty-icon" aria-hidden="true">
            <Icon name="bag" size={36} />
          </span>
          <p>{t("store.error.bagEmpty")}</p>
          <Link href={pathFor("store")} className="button button-primary">
            {t("store.bag.browse")} <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      )}

      {isLoaded && items.length > 0 && (
        <div className="store-bag">
          <section aria-labelledby="bag-items-title">
            <h2 id="bag-items-title" className="visually-hidden">
              {t("store.bag.itemsTitle")}
            </h2>
            <ul className="store-bag-items">
              {items.map((item) => (
                <li key={item.id} className="store-bag-item" data-pack={item.id}>
                  <span className="store-bag-item-icon" aria-hidden="true">
                    <Icon name="dice" size={22} />
                  </span>
                  <span className="store-bag-item-name">{item.name[language]}</span>
                  <span className="store-bag-item-price">{formatPrice(language, item.price.amount, item.price.currency)}</span>
                  <button
                    type="button"
                    className="link-button store-bag-remove"
                    onClick={() => void remove(item.id)}
                    disabled={removing !== null || isPaying}
                    aria-label={t("store.action.removeNamed", { pack: item.name[language] })}
                  >
                    {t("store.action.remove")}
                  </button>
                </li>
              ))}
            </ul>
            <p className="store-bag-more">
              <Link href={pathFor("store")}>{t("store.bag.continue")}</Link>
            </p>
          </section>

          <aside className="store-bag-summary" aria-labelledby="bag-summary-title">
            <h2 id="bag-summary-title">{t("store.bag.summaryTitle")}</h2>
            <p className="store-bag-count-line">{t("store.bag.count", { count: items.length })}</p>
            <p className="store-bag-total">
              <span>{t("store.bag.total")}</span>
              <strong data-testid="bag-total">{total}</strong>
            </p>
            <button type="button" className="button button-primary button-large button-block" onClick={() => void checkOut()} disabled={isPaying}>
              <Icon name="lock" size={18} /> {isPaying ? t("store.bag.paying") : t("store.bag.checkout")}
            </button>
            {userId === null && <p className="store-bag-hint">{t("store.bag.signInHint")}</p>}
            {payments === "stripe" && <p className="store-bag-hint">{t("store.bag.secureHint")}</p>}
            {payments === "demo" && <p className="store-bag-hint">{t("store.bag.demoHint")}</p>}
          </aside>
        </div>
      )}

      {state.status === "failed" && items.length > 0 && <LoadFailure isOffline={state.isOffline} onRetry={reload} />}
    </div>
  )
}

export default BagPage
