import { useEffect } from "react"
import { Link, useSearch } from "wouter"
import { queryParamOf } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { session } from "#web/lib/state/session.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { bag, forgetCheckout, syncBag } from "../state/bag.ts"
import { storeTexts } from "../store-texts.ts"
import "./store.css"

await addFeatureTexts(storeTexts, coreTexts)

/**
 * The purchase error page (spec §8): the purchase was abandoned or failed. A payment the buyer
 * cancelled (`?payment=cancelled`, the checkout's way back) says so; otherwise the spec's payment
 * message. The bag is kept, so trying again is one click away; a checkout started with "Buy now"
 * left the bag empty, and the page then says the pack is still in the store rather than in a bag.
 */
const PurchaseFailurePage = () => {
  const { t } = useTranslation()
  const current = session.value
  const userId = current.status === "signed-in" ? current.user.id : null
  const isCancelled = queryParamOf(`?${useSearch()}`, "payment") === "cancelled"
  const title = t(isCancelled ? "store.failure.cancelledTitle" : "error.purchaseFailedTitle")
  usePageTitle(title)

  useEffect(() => {
    if (userId === null) return
    void forgetCheckout(userId)
    void syncBag(userId, null)
  }, [userId])
  const shownBag = bag.value
  const hasBag = !shownBag.isLoaded || shownBag.items.length > 0

  return (
    <section className="store store-result" aria-labelledby="failure-title">
      <div className="store-result-art store-result-warning" aria-hidden="true">
        <Icon name="bag" size={40} />
      </div>
      <h1 id="failure-title">{title}</h1>
      {isCancelled ? (
        <p className="store-result-text" role="status">
          {t(hasBag ? "store.failure.cancelledText" : "store.failure.cancelledNoBag")}
        </p>
      ) : (
        <>
          <p className="store-result-text" role="alert">
            {t("error.paymentFailed")}
          </p>
          <p className="store-result-note">{t("store.failure.text")}</p>
        </>
      )}
      <div className="store-result-actions">
        {hasBag && (
          <Link href={pathFor("bag")} className="button button-primary">
            <Icon name="bag" size={18} /> {t("store.failure.backToBag")}
          </Link>
        )}
        <Link href={pathFor("store")} className={`button ${hasBag ? "button-ghost" : "button-primary"}`}>
          {t("store.backToStore")}
        </Link>
      </div>
    </section>
  )
}

export default PurchaseFailurePage
