import { Context, type Effect } from "effect"
import type { CategoryKey } from "../domain/category.ts"
import type { LocalizedText } from "../domain/language-schema.ts"

/** A category's name as an admin renamed it. */
export interface CategoryLabel {
  readonly key: CategoryKey
  readonly label: LocalizedText
}

/**
 * The names admins gave the eight categories. The categories themselves are fixed (the game, the
 * settings and the images know them by key); only their names in French and English can change.
 */
export class CategoryRepository extends Context.Tag("Ports/CategoryRepository")<
  CategoryRepository,
  {
    /** The renamed categories only, in catalogue order. */
    readonly listLabels: Effect.Effect<ReadonlyArray<CategoryLabel>>
    readonly rename: (key: CategoryKey, label: LocalizedText) => Effect.Effect<void>
  }
>() {}
