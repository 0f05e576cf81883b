import { Schema } from "effect"
import { maxCategoriesOff } from "../domain/category.ts"
import { CategoryKey } from "../domain/category-schema.ts"
import { tooManyCategoriesOffMessage } from "./categories.ts"
import { ArrayOfAtMost } from "./generic-schema.ts"
import { validationMessage } from "./validation-message.ts"
import { failsWith } from "./validation-message-schema.ts"

/** A profile's switched-off categories: distinct, at most 2. */
export const CategoryBlacklist = ArrayOfAtMost(CategoryKey, maxCategoriesOff, tooManyCategoriesOffMessage).pipe(
  Schema.filter((keys) => new Set(keys).size === keys.length, {
    ...failsWith(validationMessage("validation.invalid")),
    jsonSchema: { uniqueItems: true }
  })
)
export type CategoryBlacklist = typeof CategoryBlacklist.Type
