import { Link } from "wouter"
import type { Language } from "#core/domain/language.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { isChoosable } from "../state/pack-choice.ts"
import type { PlayablePack } from "../state/records.ts"

const badgeOf = (pack: PlayablePack, isNightPack: boolean): { readonly key: string; readonly tone: string } => {
  if (isNightPack) return { key: "game.night.badge", tone: "night" }
  if (pack.comingSoon) return { key: "game.pregame.comingSoon", tone: "soon" }
  if (pack.state === "owned") return { key: "game.pregame.owned", tone: "owned" }
  if (pack.state === "free") return { key: "game.pregame.free", tone: "free" }
  return { key: "game.pregame.notOwned", tone: "locked" }
}

/**
 * The packs to play (spec §2 Pre-game): the user's free and owned packs can be ticked; coming-soon
 * packs are shown but cannot be; packs the user does not own link to the store. A gym night's packs
 * (`nightPacks`) say so: the gym brings them.
 */
export const PackChooser = ({
  packs,
  selected,
  onToggle,
  nightPacks = []
}: {
  packs: ReadonlyArray<PlayablePack>
  selected: ReadonlyArray<string>
  onToggle: (pack: PlayablePack) => void
  nightPacks?: ReadonlyArray<string>
}) => {
  const { t, i18n } = useTranslation()
  const language = (i18n.language === "en" ? "en" : "fr") satisfies Language
  return (
    <fieldset className="pack-chooser">
      <legend className="visually-hidden">{t("game.pregame.packsLegend")}</legend>
      <ul className="pack-list">
        {packs.map((pack) => {
          const badge = badgeOf(pack, nightPacks.includes(pack.id))
          const choosable = isChoosable(pack)
          const isSelected = selected.includes(pack.id)
          const inputId = `pack-${pack.id}`
          return (
            <li key={pack.id} className={`pack-card pack-${badge.tone}${isSelected ? " is-selected" : ""}`}>
              <div className="pack-card-top">
                {choosable ? (
                  <input id={inputId} type="checkbox" className="pack-check" checked={isSelected} onChange={() => onToggle(pack)} />
                ) : (
                  <span className="pack-check-placeholder" aria-hidden="true">
                    <Icon name="lock" size={20} />
                  </span>
                )}
                <label htmlFor={choosable ? inputId : undefined} className="pack-name" id={`${inputId}-name`}>
                  {pack.name[language]}
                </label>
                <span className={`pack-badge badge-${badge.tone}`}>{t(badge.key)}</span>
              </div>
              <p className="pack-description">{pack.description[language]}</p>
              <p className="pack-meta">
                {/* A coming-soon pack has no challenges yet: its description says what it will hold. */}
                <span>{pack.comingSoon ? t("game.pregame.soon") : t("game.pregame.challenges", { count: pack.challengeCount })}</span>
                <span aria-hidden="true">·</span>
                <span>{t(pack.combinable ? "game.pregame.combinable" : "game.pregame.playsAlone")}</span>
              </p>
              {pack.state === "not-owned" && !pack.comingSoon && (
                <Link href={pathFor("store")} className="text-link pack-store-link" aria-describedby={`${inputId}-name`}>
                  <Icon name="bag" size={18} /> {t("game.pregame.getInStore")}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
