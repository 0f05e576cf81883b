import { type CategoryKey, categoryKeys, maxCategoriesOff } from "#core/domain/category.ts"
import { isCategoryLocked, toggleCategory } from "#core/validation/categories.ts"
import { categoryImageUrl } from "#web/lib/art.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/**
 * The categories in play for this game (advanced options): a ticked box is a category in play; at most
 * 2 may be left out, and with 2 out the others cannot be (core's rule), which the spec's message says.
 * They start as the player's Settings have them; what changes here is for this game only, and it says so.
 */
export const CategoryOptions = ({ off, onChange }: { off: ReadonlyArray<CategoryKey>; onChange: (off: ReadonlyArray<CategoryKey>) => void }) => {
  const { t } = useTranslation()
  const isFull = off.length >= maxCategoriesOff
  return (
    <fieldset className="category-options" aria-describedby="categories-help categories-this-game">
      <legend>{t("game.setup.categoriesInPlay")}</legend>
      <p id="categories-help" className="field-hint">
        {t("game.setup.categoriesHelp", { max: maxCategoriesOff })}
      </p>
      <p id="categories-this-game" className="field-hint">
        {t("game.setup.categoriesThisGame")}
      </p>
      <ul className="category-toggles">
        {categoryKeys.map((key) => {
          const isOn = !off.includes(key)
          const isLocked = isCategoryLocked(off, key)
          return (
            <li key={key} className={`category-toggle${isOn ? "" : " is-off"}`}>
              <input id={`category-${key}`} type="checkbox" checked={isOn} disabled={isLocked} onChange={() => onChange(toggleCategory(off, key))} />
              <img src={categoryImageUrl(key)} alt="" width={32} height={32} />
              <label htmlFor={`category-${key}`}>{t(`category.${key}`)}</label>
            </li>
          )
        })}
      </ul>
      {isFull && (
        <p className="field-hint category-limit" role="status">
          {t("validation.tooManyCategoriesOff", { max: maxCategoriesOff })}
        </p>
      )}
    </fieldset>
  )
}
