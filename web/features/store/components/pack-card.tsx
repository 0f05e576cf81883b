import { Link } from "wouter"
import type { CatalogCategory, CatalogPack, CatalogPackState } from "#contract/catalog.ts"
import type { Language } from "#core/domain/language.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { formatPrice } from "#core/store/price.ts"
import { Icon } from "#web/components/icons.tsx"
import { avatarUrl, categoryColours, categoryImageUrl } from "#web/lib/art.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { CategoryCounts, useCategoryLabel } from "./category-counts.tsx"
import { StateBadge } from "./state-badge.tsx"

/** The two colour sets the special pack brings (spec §3). */
const specialColourSets = ["07-dark-blue-yellow", "08-green-pink"] as const

/** The colours packs take in turn, from the categories' palette, so neighbouring cards look apart. */
const accents = (["movement-type", "game", "problem-linked", "time-linked", "physical-challenges", "other"] as const).map((key) => categoryColours[key])

/** The pack's colours: gold for the special pack, grey while it is coming soon, else its turn in the palette. */
const accentOf = (pack: CatalogPack, index: number): { readonly main: string; readonly soft: string } => {
  if (pack.special) return { main: "#b45309", soft: "#fef3c7" }
  if (pack.comingSoon) return categoryColours["physical-constraint"]
  return accents[index % accents.length] ?? categoryColours.game
}

/** One pack of the store: name, state, price, contents, a taste of its challenges, and what the user can do with it. */
export const PackCard = ({
  pack,
  index,
  state,
  categories,
  language,
  isBusy,
  onAdd,
  onRemove,
  onBuyNow
}: {
  pack: CatalogPack
  /** Its place in the catalogue, for its colours. */
  index: number
  state: CatalogPackState
  categories: ReadonlyArray<CatalogCategory>
  language: Language
  isBusy: boolean
  onAdd: () => void
  onRemove: () => void
  onBuyNow: () => void
}) => {
  const { t } = useTranslation()
  const labelOf = useCategoryLabel(categories, language)
  const titleId = `pack-${pack.id}-title`
  const accent = accentOf(pack, index)
  const name = pack.name[language]
  return (
    <article className={`store-pack store-pack-${state}${pack.special ? " store-pack-special" : ""}`} aria-labelledby={titleId} data-pack={pack.id}>
      <div className="store-pack-band" style={{ background: accent.soft, borderColor: accent.main }}>
        <div className="store-pack-heading">
          <h3 id={titleId}>{name}</h3>
          <StateBadge state={state} />
        </div>
        <p className="store-pack-price">
          {state === "free" ? (
            <span className="store-price">{t("store.pack.freePrice")}</span>
          ) : state === "owned" ? null : (
            <span className={state === "coming-soon" ? "store-price store-price-muted" : "store-price"}>
              {formatPrice(language, pack.price.amount, pack.price.currency)}
            </span>
          )}
          {pack.challenges > 0 && <span className="store-pack-count">{t("store.pack.challengeCount", { count: pack.challenges })}</span>}
        </p>
      </div>

      <div className="store-pack-body">
        <p className="store-pack-description">{pack.description[language]}</p>

        {pack.special && (
          <div className="store-pack-bonus">
            <span className="store-pack-avatars" aria-hidden="true">
              {specialColourSets.map((set) => (
                <img key={set} src={avatarUrl(set)} alt="" width={36} height={36} loading="lazy" decoding="async" />
              ))}
            </span>
            <p>{t("store.pack.specialBonus")}</p>
          </div>
        )}

        <CategoryCounts counts={pack.challengesPerCategory} categories={categories} language={language} />

        {pack.sampleChallenges.length > 0 && (
          <div className="store-samples">
            <h4>{t("store.pack.samples")}</h4>
            <ul>
              {pack.sampleChallenges.map((sample) => (
                <li key={sample.id}>
                  <img src={categoryImageUrl(sample.category)} alt="" width={22} height={22} loading="lazy" decoding="async" />
                  <span>
                    <span className="visually-hidden">{t("store.pack.sampleCategory", { category: labelOf(sample.category) })}</span> {sample.text[language]}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {pack.comingSoon && pack.challenges === 0 && <p className="store-pack-note">{t("store.pack.comingSoonNote")}</p>}
      </div>

      <div className="store-pack-actions">
        {state === "not-owned" && (
          <>
            <button type="button" className="button button-ghost" onClick={onAdd} disabled={isBusy} aria-label={t("store.action.addNamed", { pack: name })}>
              <Icon name="bag" size={18} /> {t("store.action.add")}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={onBuyNow}
              disabled={isBusy}
              aria-label={t("store.action.buyNowNamed", { pack: name })}
            >
              {t("store.action.buyNow")}
            </button>
          </>
        )}
        {state === "in-bag" && (
          <>
            <button
              type="button"
              className="button button-ghost"
              onClick={onRemove}
              disabled={isBusy}
              aria-label={t("store.action.removeNamed", { pack: name })}
            >
              {t("store.action.remove")}
            </button>
            <Link href={pathFor("bag")} className="button button-primary">
              {t("store.action.seeBag")} <Icon name="arrowRight" size={18} />
            </Link>
          </>
        )}
        {(state === "owned" || state === "free") && (
          <>
            <p className="store-pack-note">{state === "owned" ? t("store.pack.ownedNote") : t("store.pack.freeNote")}</p>
            <Link href={pathFor("pregame")} className="button button-ghost">
              <Icon name="play" size={18} /> {t("store.action.play")}
            </Link>
          </>
        )}
        {state === "coming-soon" && (
          <button type="button" className="button button-ghost" disabled>
            {t("store.action.comingSoon")}
          </button>
        )}
      </div>
    </article>
  )
}
