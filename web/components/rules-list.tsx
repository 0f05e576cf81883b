import { maxCategoriesOff } from "#core/domain/category.ts"
import { formatPointsChange } from "#core/game/points.ts"
import { gameRules } from "#core/game/rules.ts"
import { addFeatureTexts } from "../lib/i18n.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { Icon, type IconName } from "./icons.tsx"
import { rulesListTexts } from "./rules-list-texts.ts"

await addFeatureTexts(rulesListTexts)

/** The nine rules, each with its icon; the numbers come from core's game constants (spec §9). */
const rules: ReadonlyArray<{ readonly key: string; readonly icon: IconName }> = [
  { key: "rules.rule1", icon: "users" },
  { key: "rules.rule2", icon: "refresh" },
  { key: "rules.rule3", icon: "mountain" },
  { key: "rules.rule4", icon: "dice" },
  { key: "rules.rule5", icon: "check" },
  { key: "rules.rule6", icon: "compass" },
  { key: "rules.rule7", icon: "refresh" },
  { key: "rules.rule8", icon: "trophy" },
  { key: "rules.rule9", icon: "settings" }
]

/** The rules of the game as a numbered list: on the rules page and in the in-game rules modal. */
export const RulesList = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation()
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const params = {
    min: gameRules.minPlayers,
    max: gameRules.maxPlayers,
    rounds: gameRules.rounds,
    success: formatPointsChange(gameRules.successPoints),
    fail: formatPointsChange(gameRules.failPoints),
    target: gameRules.teamTargetPerPlayer,
    example: gameRules.teamTargetPerPlayer * gameRules.maxPlayers,
    categories: maxCategoriesOff
  }
  return (
    <ol className="rules-list">
      {rules.map(({ key, icon }, index) => (
        <li key={key} className="rule">
          <span className="rule-number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="rule-body">
            <Heading className="rule-title">
              <Icon name={icon} size={18} className="rule-icon" /> {t(`${key}.title`, params)}
            </Heading>
            <p>{t(`${key}.text`, params)}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
