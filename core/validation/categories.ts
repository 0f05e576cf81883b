import { Either, Schema } from "effect"
import { CategoryKey, maxCategoriesOff } from "../domain/category.ts"
import type { Message } from "../domain/message.ts"
import { failsWith, validationMessage } from "./validation-message.ts"

/** 'You can remove a maximum of 2 categories from the list.' */
export const tooManyCategoriesOffMessage: Message = validationMessage("validation.tooManyCategoriesOff", { max: maxCategoriesOff })

/** True when `key` is on and cannot be switched off, because the maximum is already off. */
export const isCategoryLocked = (blacklist: ReadonlyArray<CategoryKey>, key: CategoryKey): boolean =>
  !blacklist.includes(key) && blacklist.length >= maxCategoriesOff

/**
 * Switches a category off (adds it to the blacklist) or back on (removes it).
 * @example toggleCategory(["game", "other"], "time-linked") // Left(tooManyCategoriesOffMessage)
 */
export const toggleCategory = (
  blacklist: ReadonlyArray<CategoryKey>,
  key: CategoryKey
): Either.Either<ReadonlyArray<CategoryKey>, Message> => {
  if (blacklist.includes(key)) return Either.right(blacklist.filter((other) => other !== key))
  if (isCategoryLocked(blacklist, key)) return Either.left(tooManyCategoriesOffMessage)
  return Either.right([...blacklist, key])
}

/** A profile's switched-off categories: distinct, at most 2. */
export const CategoryBlacklist = Schema.Array(CategoryKey).pipe(
  Schema.maxItems(maxCategoriesOff, failsWith(tooManyCategoriesOffMessage)),
  Schema.filter((keys) => new Set(keys).size === keys.length, {
    ...failsWith(validationMessage("validation.invalid")),
    jsonSchema: { uniqueItems: true }
  })
)
export type CategoryBlacklist = typeof CategoryBlacklist.Type
