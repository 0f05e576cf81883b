import { type CategoryKey, maxCategoriesOff } from "../domain/category.ts"
import type { Message } from "../domain/message.ts"
import { validationMessage } from "./validation-message.ts"

/** 'You can remove a maximum of 2 categories from the list.' */
export const tooManyCategoriesOffMessage: Message = validationMessage("validation.tooManyCategoriesOff", { max: maxCategoriesOff })

/** True when `key` is on and cannot be switched off, because the maximum is already off. */
export const isCategoryLocked = (blacklist: ReadonlyArray<CategoryKey>, key: CategoryKey): boolean =>
  !blacklist.includes(key) && blacklist.length >= maxCategoriesOff

/**
 * Switches a category off (adds it to the blacklist) or back on (removes it); a locked category
 * stays on (`isCategoryLocked` says so, and `tooManyCategoriesOffMessage` why).
 * @example toggleCategory(["game", "other"], "time-linked") // ["game", "other"]
 */
export const toggleCategory = (blacklist: ReadonlyArray<CategoryKey>, key: CategoryKey): ReadonlyArray<CategoryKey> => {
  if (blacklist.includes(key)) return blacklist.filter((other) => other !== key)
  return isCategoryLocked(blacklist, key) ? blacklist : [...blacklist, key]
}
