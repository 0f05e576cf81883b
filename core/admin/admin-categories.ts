import { Effect } from "effect"
import { type CategoryKey, categoryKeys, categoryLabels } from "../domain/category.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { CategoryRepository } from "../ports/category-repository.ts"
import { PackRepository } from "../ports/pack-repository.ts"
import { AdminAudit } from "./admin-audit.ts"
import { type Usage, usageIn } from "./admin-pack-store.ts"

/** A category: its stable key, its name (and the spec's, when renamed), and where it is used. */
export interface AdminCategory extends Usage {
  readonly key: CategoryKey
  readonly label: LocalizedText
  readonly defaultLabel: LocalizedText
  readonly isRenamed: boolean
}

/**
 * The admin area's categories: the eight of the game with their names and where they are used, and
 * renaming one (its key, and so the game's rules and images, stay). A rename is audited.
 */
export class AdminCategories extends Effect.Service<AdminCategories>()("Admin/AdminCategories", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const categories = yield* CategoryRepository
    const audit = yield* AdminAudit

    const categoryViews = Effect.gen(function* () {
      const stored = yield* packs.list
      const renamed = new Map((yield* categories.listLabels).map((each) => [each.key, each.label]))
      return categoryKeys.map((key): AdminCategory => {
        const usage = usageIn(stored, (challenge) => challenge.category === key)
        const label = renamed.get(key)
        return {
          key,
          label: label ?? categoryLabels[key],
          defaultLabel: categoryLabels[key],
          isRenamed: label !== undefined,
          challenges: usage.challenges,
          packs: usage.packs
        }
      })
    })

    return {
      /** The eight categories in catalogue order, with their names and where they are used. */
      listCategories: categoryViews,

      /** Renames a category in both languages (its key, and so the game's rules and images, stay). */
      renameCategory: (key: CategoryKey, label: LocalizedText, actor: AuditActor) =>
        Effect.gen(function* () {
          yield* categories.rename(key, label)
          yield* audit.record(actor, "category.rename", `category:${key}`, { fr: label.fr, en: label.en })
          const views = yield* categoryViews
          return views.find((view) => view.key === key) as AdminCategory
        })
    }
  }),
  dependencies: [AdminAudit.Default]
}) {}
