import { useState } from "react"
import { Link, useLocation } from "wouter"
import type { CatalogPack } from "#contract/catalog.ts"
import { pathFor, withReturnTo } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { session } from "#web/lib/state/session.ts"
import { toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { shownState } from "../pack-state.ts"
import { startCheckout } from "../start-checkout.ts"
import { addToBag, bag, bagIds, removeFromBag } from "../state/bag.ts"
import { storeTexts } from "../store-texts.ts"
import { useLanguage, useStore } from "../use-store.ts"
import { ApparelSection } from "./apparel-section.tsx"
import { BagLink } from "./bag-link.tsx"
import { LoadFailure } from "./load-failure.tsx"
import { PackCard } from "./pack-card.tsx"
import { StaleNotice } from "./stale-notice.tsx"
import "./store.css"

await addFeatureTexts(storeTexts, coreTexts)

/**
 * The store (spec §2): the challenge packs, each free, owned, in the bag, on sale or coming soon, with
 * add to bag, buy now and remove; apparel under construction. Visitors browse and fill a bag; buying
 * asks them to sign in first (spec §6), then brings them back.
 */
const StorePage = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const [, navigate] = useLocation()
  const current = session.value
  const userId = current.status === "signed-in" ? current.user.id : null
  const { state, reload } = useStore(userId, current.status !== "unknown")
  const [busyPack, setBusyPack] = useState<string | null>(null)
  const inBag = bagIds.value
  // The catalogue last seen here stands in offline: the bag still works, buying needs a connection.
  const catalog = state.status === "ready" && state.stale === null ? state.catalog : null

  const add = async (pack: CatalogPack) => {
    setBusyPack(pack.id)
    await addToBag(userId, catalog, pack)
    setBusyPack(null)
    toastSuccess("store.added", { pack: pack.name[language] })
  }

  const remove = async (pack: CatalogPack) => {
    setBusyPack(pack.id)
    await removeFromBag(userId, catalog, pack.id)
    setBusyPack(null)
  }

  const buyNow = async (pack: CatalogPack) => {
    setBusyPack(pack.id)
    // A visitor's choice is kept in the bag, which waits for them after signing in.
    if (userId === null && navigator.onLine) await addToBag(null, catalog, pack)
    const hasLeft = await startCheckout([pack.id], {
      userId,
      returnTo: pathFor("bag"),
      navigate,
      leaveFor: (url) => window.location.assign(url)
    })
    if (!hasLeft) setBusyPack(null)
  }

  return (
    <div className="store">
      <div className="store-top">
        <PageHeader eyebrow={t("store.eyebrow")} title={t("store.title")}>
          <p>{t("store.lead")}</p>
        </PageHeader>
        <BagLink count={bag.value.items.length} />
      </div>

      {userId === null && (
        <p className="store-notice">
          <Icon name="lock" size={18} />
          <span>
            {t("store.visitorNote")} <Link href={withReturnTo(pathFor("sign-in"), pathFor("store"))}>{t("store.signInLink")}</Link>.
          </span>
        </p>
      )}

      <section className="store-section" aria-labelledby="store-packs-title" aria-busy={state.status === "loading"}>
        <h2 id="store-packs-title">{t("store.packsTitle")}</h2>
        {state.status === "loading" && (
          <>
            <p className="store-loading" role="status">
              <span className="store-spinner" aria-hidden="true" /> {t("store.loading")}
            </p>
            <div className="store-grid" aria-hidden="true">
              {[0, 1, 2].map((slot) => (
                <div key={slot} className="store-pack store-pack-placeholder" />
              ))}
            </div>
          </>
        )}
        {state.status === "failed" && <LoadFailure isOffline={state.isOffline} onRetry={reload} />}
        {state.status === "ready" && state.stale !== null && <StaleNotice stale={state.stale} onRetry={reload} />}
        {state.status === "ready" && (
          <div className="store-grid">
            {state.catalog.packs.map((pack, index) => (
              <PackCard
                key={pack.id}
                pack={pack}
                index={index}
                state={shownState(pack.state, inBag.includes(pack.id))}
                categories={state.catalog.categories}
                language={language}
                isBusy={busyPack !== null}
                onAdd={() => void add(pack)}
                onRemove={() => void remove(pack)}
                onBuyNow={() => void buyNow(pack)}
              />
            ))}
          </div>
        )}
      </section>

      <ApparelSection />
    </div>
  )
}

export default StorePage
