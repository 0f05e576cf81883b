import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icons.tsx"

/** A climbing T-shirt, drawn for the apparel teaser. */
const Shirt = () => (
  <svg className="store-apparel-art" viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
    <path d="M42 8 L20 18 L6 40 L22 48 L28 40 L28 94 L92 94 L92 40 L98 48 L114 40 L100 18 L78 8 Q60 22 42 8 Z" fill="#fff" stroke="#1b2430" strokeWidth="3" strokeLinejoin="round" />
    <path d="M46 52 L56 40 L62 48 L68 42 L78 56 Z" fill="#c2410c" />
    <circle cx="72" cy="38" r="4" fill="#facc15" />
  </svg>
)

/** Apparel (spec §2): shown, and said to be under construction. */
export const ApparelSection = () => {
  const { t } = useTranslation()
  return (
    <section className="store-section" aria-labelledby="store-apparel-title">
      <h2 id="store-apparel-title">{t("store.apparel.title")}</h2>
      <div className="store-apparel">
        <Shirt />
        <div>
          <p className="store-badge store-badge-soon">
            <Icon name="tools" size={16} /> {t("store.apparel.badge")}
          </p>
          <p className="store-apparel-text">{t("store.apparel.text")}</p>
        </div>
      </div>
    </section>
  )
}
