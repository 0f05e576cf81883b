import { type Context, Effect } from "effect"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import type { PackId } from "#core/domain/ids.ts"
import type { LocalizedText } from "#core/domain/language-schema.ts"
import type { PackTag, TagId } from "#core/packs/pack-schema.ts"
import type { AuditEntry, AuditRepository } from "#core/ports/audit-repository.ts"
import type { CategoryRepository } from "#core/ports/category-repository.ts"
import type { PackPublication } from "#core/ports/pack-publication.ts"
import { TagExists, type TagRepository } from "#core/ports/tag-repository.ts"

const byId = <T extends { readonly id: string }>(items: Iterable<T>): Array<T> => [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

/** The admin area's repositories in Maps (publication, category names, registered tags, audit trail); fresh per call. */
export const makeMemoryAdminRepositories = () => {
  const unpublished = new Set<PackId>()
  const labels = new Map<CategoryKey, LocalizedText>()
  const tags = new Map<TagId, PackTag>()
  const audit: Array<AuditEntry> = []

  const publication: Context.Tag.Service<typeof PackPublication> = {
    unpublished: Effect.sync(() => [...unpublished].sort()),
    setPublished: (id, isPublished) => Effect.sync(() => void (isPublished ? unpublished.delete(id) : unpublished.add(id)))
  }

  const categories: Context.Tag.Service<typeof CategoryRepository> = {
    listLabels: Effect.sync(() =>
      categoryKeys.flatMap((key) => {
        const label = labels.get(key)
        return label === undefined ? [] : [{ key, label: { ...label } }]
      })
    ),
    rename: (key, label) => Effect.sync(() => void labels.set(key, { fr: label.fr, en: label.en }))
  }

  const tagRepository: Context.Tag.Service<typeof TagRepository> = {
    list: Effect.sync(() => byId(tags.values()).map((tag) => structuredClone(tag))),
    add: (tag) =>
      Effect.suspend(() => {
        if (tags.has(tag.id)) return Effect.fail(new TagExists({ id: tag.id }))
        tags.set(tag.id, structuredClone(tag))
        return Effect.void
      }),
    rename: (id, name) =>
      Effect.sync(() => {
        if (tags.has(id)) tags.set(id, { id, name: { fr: name.fr, en: name.en } })
      }),
    remove: (id) => Effect.sync(() => void tags.delete(id))
  }

  const auditRepository: Context.Tag.Service<typeof AuditRepository> = {
    add: (entry) =>
      Effect.sync(() => {
        const stored: AuditEntry = { id: String(audit.length + 1), ...structuredClone(entry) }
        audit.push(stored)
        return structuredClone(stored)
      }),
    list: (limit) =>
      Effect.sync(() =>
        audit
          .map((entry, order) => ({ entry, order }))
          .sort((a, b) => (a.entry.at < b.entry.at ? 1 : a.entry.at > b.entry.at ? -1 : b.order - a.order))
          .slice(0, Math.max(0, limit))
          .map(({ entry }) => structuredClone(entry))
      ),
    rewriteWhere: (matches, rewrite) =>
      Effect.sync(() => {
        audit.forEach((entry, index) => {
          const { id, ...fields } = structuredClone(entry)
          if (matches(fields)) audit[index] = { id, ...structuredClone(rewrite(fields)) }
        })
      })
  }

  return { publication, categories, tags: tagRepository, audit: auditRepository }
}
