import { useState } from "react"
import { type CategoryKey, categoryKeys, maxCategoriesOff } from "#core/domain/category.ts"
import { isCategoryLocked, toggleCategory, tooManyCategoriesOffMessage } from "#core/validation/categories.ts"
import { categoryImageUrl } from "#web/lib/art.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { updateProfile } from "../api/update-profile.ts"
import { finishProfileChange } from "../apply-profile.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/**
 * Switches challenge categories off and on (at most 2 off, core's rule), saved on confirm. With 2 off,
 * the others stay on and say so: a locked switch still looks on, never like an off one.
 */
export const CategoriesModal = ({ user, onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const [switchedOff, setSwitchedOff] = useState<ReadonlyArray<CategoryKey>>(user.categoryBlacklist)
  const isAtLimit = switchedOff.length >= maxCategoriesOff
  const toggle = (key: CategoryKey) => setSwitchedOff(toggleCategory(switchedOff, key))
  return (
    <SettingsModal
      id="modal-categories"
      title={t("settings.modal.categories.title")}
      action="user_action"
      onConfirm={async (proof) => finishProfileChange(await updateProfile({ categoryBlacklist: switchedOff }, proof), "error.categoriesUpdated")}
      onClose={onClose}
    >
      <p>{t("settings.modal.categories.text", { max: maxCategoriesOff })}</p>
      <ul className="category-switches">
        {categoryKeys.map((key) => {
          const isOn = !switchedOff.includes(key)
          const isLocked = isCategoryLocked(switchedOff, key)
          return (
            <li key={key} className={`category-switch${isOn ? "" : " is-off"}`}>
              <img src={categoryImageUrl(key)} alt="" width={36} height={36} />
              <span className="category-switch-name">
                <label htmlFor={`category-${key}`}>{t(`category.${key}`)}</label>
                {isLocked && (
                  <span id={`category-${key}-locked`} className="category-switch-note">
                    {t("settings.modal.categories.locked")}
                  </span>
                )}
              </span>
              <input
                id={`category-${key}`}
                className="switch"
                type="checkbox"
                // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML says not to add aria-checked to it
                role="switch"
                checked={isOn}
                disabled={isLocked}
                aria-describedby={isLocked ? `category-${key}-locked categories-limit` : undefined}
                onChange={() => toggle(key)}
              />
            </li>
          )
        })}
      </ul>
      <p id="categories-limit" className={`settings-limit${isAtLimit ? "" : " visually-hidden"}`} role="status">
        {isAtLimit ? t(tooManyCategoriesOffMessage.key, tooManyCategoriesOffMessage.params) : ""}
      </p>
    </SettingsModal>
  )
}
