import { useEffect, useState } from "react"
import { Link, useSearch } from "wouter"
import type { CatalogPack } from "#contract/catalog.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { getCatalog } from "#web/lib/api/get-catalog.ts"
import { avatarUrl } from "#web/lib/art.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { session } from "#web/lib/state/session.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { getOwnedPacks } from "../api/get-owned-packs.ts"
import { getPaymentIds } from "../api/get-payments.ts"
import { type AwaitedPurchase, boughtPacks, checkoutMemoryMs, isAwaiting, isPurchaseConfirmed } from "../purchase-confirmation.ts"
import { forgetCheckout, openCheckoutOf, syncBag } from "../state/bag.ts"
import { storeTexts } from "../store-texts.ts"
import { useLanguage } from "../use-store.ts"
import "./store.css"

await addFeatureTexts(storeTexts, coreTexts)

/** How often the page asks whether the payment landed, and for how long before it says it is slow. */
const pollEveryMs = 1_500
const patienceMs = 30_000

type Confirmation =
  | { readonly status: "confirming" }
  | { readonly status: "confirmed"; readonly packs: ReadonlyArray<CatalogPack> }
  | { readonly status: "slow"; readonly isOffline: boolean }
  | { readonly status: "nothing" }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Purchase success (spec §2, §4): back from the payment page, the page reads the payment records and
 * refreshes the owned packs until the purchase has landed, even when the payment provider's
 * notification is slow, saying "confirming your purchase" meanwhile; after a while it says so and
 * offers to check again.
 */
const PurchaseSuccessPage = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const search = useSearch()
  const current = session.value
  const userId = current.status === "signed-in" ? current.user.id : null
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: "confirming" })
  const [attempt, setAttempt] = useState(0)
  const sessionId = new URLSearchParams(search).get("session_id")

  usePageTitle(confirmation.status === "confirmed" ? t("store.success.title") : t("store.success.confirmingTitle"))

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "check again" trigger: bumping it runs the confirmation again
  useEffect(() => {
    if (userId === null) return
    let isCurrent = true
    void (async () => {
      const remembered = await openCheckoutOf(userId)
      const isRecent = remembered !== null && Date.now() - Date.parse(remembered.startedAt) < checkoutMemoryMs
      const awaited: AwaitedPurchase = { sessionId: sessionId === "" ? null : sessionId, packIds: isRecent ? remembered.packIds : [] }
      if (!isAwaiting(awaited)) {
        setConfirmation({ status: "nothing" })
        return
      }
      setConfirmation({ status: "confirming" })
      const deadline = Date.now() + patienceMs
      let isOffline = false
      while (isCurrent) {
        const [payments, owned] = [await getPaymentIds(), await getOwnedPacks()]
        if (!isCurrent) return
        isOffline = (!payments.ok && payments.failure.status === 0) || (!owned.ok && owned.failure.status === 0)
        if (payments.ok && owned.ok && isPurchaseConfirmed(awaited, payments.value, owned.value)) {
          const bought = boughtPacks(awaited, owned.value)
          await forgetCheckout(userId)
          const catalog = await getCatalog()
          await syncBag(userId, catalog.ok ? catalog.value : null)
          if (!isCurrent) return
          const packs = catalog.ok ? catalog.value.packs.filter((pack) => bought.includes(pack.id)) : []
          setConfirmation({ status: "confirmed", packs })
          return
        }
        if (Date.now() + pollEveryMs > deadline) break
        await wait(pollEveryMs)
      }
      if (isCurrent) setConfirmation({ status: "slow", isOffline })
    })()
    return () => {
      isCurrent = false
    }
  }, [userId, sessionId, attempt])

  if (confirmation.status === "confirming") {
    return (
      <section className="store store-result" aria-labelledby="success-title">
        <div className="store-result-art store-result-pending" aria-hidden="true">
          <span className="store-spinner store-spinner-large" />
        </div>
        <h1 id="success-title">{t("store.success.confirmingTitle")}</h1>
        <p className="store-result-text" role="status">
          {t("store.success.confirmingText")}
        </p>
      </section>
    )
  }

  if (confirmation.status === "slow") {
    return (
      <section className="store store-result" aria-labelledby="success-title">
        <div className="store-result-art store-result-warning" aria-hidden="true">
          <Icon name={confirmation.isOffline ? "wifiOff" : "alert"} size={40} />
        </div>
        <h1 id="success-title">{t("store.success.slowTitle")}</h1>
        <p className="store-result-text" role="alert">
          {confirmation.isOffline ? t("store.success.slowOffline") : t("store.success.slowText")}
        </p>
        <div className="store-result-actions">
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            <Icon name="refresh" size={18} /> {t("store.success.checkAgain")}
          </button>
          <Link href={pathFor("store")} className="button button-ghost">
            {t("store.backToStore")}
          </Link>
        </div>
      </section>
    )
  }

  if (confirmation.status === "nothing") {
    return (
      <section className="store store-result" aria-labelledby="success-title">
        <div className="store-result-art" aria-hidden="true">
          <Icon name="bag" size={40} />
        </div>
        <h1 id="success-title">{t("store.success.nothingTitle")}</h1>
        <p className="store-result-text">{t("store.success.nothingText")}</p>
        <div className="store-result-actions">
          <Link href={pathFor("store")} className="button button-primary">
            {t("store.backToStore")}
          </Link>
        </div>
      </section>
    )
  }

  const hasSpecial = confirmation.packs.some((pack) => pack.special)
  return (
    <section className="store store-result" aria-labelledby="success-title">
      <div className="store-result-art store-result-done" aria-hidden="true">
        <Icon name="check" size={40} />
      </div>
      <h1 id="success-title">{t("store.success.title")}</h1>
      <p className="store-result-text" role="status">
        {confirmation.packs.length > 0 ? t("store.success.doneText") : t("store.success.doneTextElsewhere")}
      </p>
      {confirmation.packs.length > 0 && (
        <ul className="store-result-packs" aria-label={t("store.success.packsLabel")}>
          {confirmation.packs.map((pack) => (
            <li key={pack.id}>
              <Icon name="check" size={18} /> {pack.name[language]}
            </li>
          ))}
        </ul>
      )}
      {hasSpecial && (
        <div className="store-pack-bonus store-result-bonus">
          <span className="store-pack-avatars" aria-hidden="true">
            <img src={avatarUrl("07-dark-blue-yellow")} alt="" width={44} height={44} />
            <img src={avatarUrl("08-green-pink")} alt="" width={44} height={44} />
          </span>
          <p>{t("store.success.coloursUnlocked")}</p>
        </div>
      )}
      <div className="store-result-actions">
        <Link href={pathFor("pregame")} className="button button-primary">
          <Icon name="play" size={18} /> {t("store.success.play")}
        </Link>
        <Link href={pathFor("store")} className="button button-ghost">
          {t("store.backToStore")}
        </Link>
      </div>
    </section>
  )
}

export default PurchaseSuccessPage
