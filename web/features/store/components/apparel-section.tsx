import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/** A climbing T-shirt. */
const Shirt = () => (
  <svg className="store-apparel-art" viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
    <path
      d="M42 8 L20 18 L6 40 L22 48 L28 40 L28 94 L92 94 L92 40 L98 48 L114 40 L100 18 L78 8 Q60 22 42 8 Z"
      fill="#fff"
      stroke="#1b2430"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M46 52 L56 40 L62 48 L68 42 L78 56 Z" fill="#c2410c" />
    <circle cx="72" cy="38" r="4" fill="#facc15" />
  </svg>
)

/** A hoodie. */
const Hoodie = () => (
  <svg className="store-apparel-art" viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
    <path
      d="M40 14 L18 24 L8 88 L24 90 L30 46 L30 94 L90 94 L90 46 L96 90 L112 88 L102 24 L80 14 Q60 4 40 14 Z"
      fill="#0f766e"
      stroke="#1b2430"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M42 14 Q60 40 78 14" fill="none" stroke="#1b2430" strokeWidth="3" />
    <path d="M44 68 L76 68 L72 84 L48 84 Z" fill="none" stroke="#1b2430" strokeWidth="3" strokeLinejoin="round" />
    <path d="M54 30 L54 44 M66 30 L66 44" stroke="#facc15" strokeWidth="3" strokeLinecap="round" />
  </svg>
)

/** A chalk bag. */
const ChalkBag = () => (
  <svg className="store-apparel-art" viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
    <path d="M36 26 L84 26 L88 86 Q60 96 32 86 Z" fill="#c2410c" stroke="#1b2430" strokeWidth="3" strokeLinejoin="round" />
    <path d="M32 18 L88 18 L84 30 L36 30 Z" fill="#fff" stroke="#1b2430" strokeWidth="3" strokeLinejoin="round" />
    <path d="M44 14 Q60 4 76 14" fill="none" stroke="#1b2430" strokeWidth="3" strokeLinecap="round" />
    <circle cx="60" cy="58" r="9" fill="#facc15" stroke="#1b2430" strokeWidth="2" />
  </svg>
)

const items = [
  { key: "shirt", Art: Shirt },
  { key: "hoodie", Art: Hoodie },
  { key: "chalkBag", Art: ChalkBag }
] as const

/** Where an apparel card leads: the under-construction page, which offers the way back to the store. */
const underConstructionFromStore = `${pathFor("under-construction")}?from=store`

/** Apparel (spec §2): shown as cards, each leading to the under-construction page. */
export const ApparelSection = () => {
  const { t } = useTranslation()
  return (
    <section className="store-section" aria-labelledby="store-apparel-title">
      <h2 id="store-apparel-title">{t("store.apparel.title")}</h2>
      <div className="store-apparel">
        <p className="store-badge store-badge-soon">
          <Icon name="tools" size={16} /> {t("store.apparel.badge")}
        </p>
        <p className="store-apparel-text">{t("store.apparel.text")}</p>
        <ul className="store-apparel-grid">
          {items.map(({ key, Art }) => (
            <li key={key}>
              <Link href={underConstructionFromStore} className="store-apparel-card">
                <Art />
                <span className="store-apparel-name">{t(`store.apparel.${key}`)}</span>
                <span className="store-apparel-more">
                  {t("store.apparel.see")} <Icon name="arrowRight" size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
