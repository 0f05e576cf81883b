import type Database from "better-sqlite3"
import { type Context, Effect, Either, Schema } from "effect"
import { categoryKeys } from "#core/domain/category.ts"
import { CategoryKey } from "#core/domain/category-schema.ts"
import { PackId } from "#core/domain/ids.ts"
import { LocalizedText } from "#core/domain/language-schema.ts"
import { PackTag } from "#core/packs/pack-schema.ts"
import { type AuditRepository, NewAuditEntry } from "#core/ports/audit-repository.ts"
import type { CategoryRepository } from "#core/ports/category-repository.ts"
import type { PackPublication } from "#core/ports/pack-publication.ts"
import { TagExists, type TagRepository } from "#core/ports/tag-repository.ts"
import { type DocRow, jsonCodec, writeTransaction } from "./sqlite-codec.ts"

const labelCodec = jsonCodec(LocalizedText)
const tagCodec = jsonCodec(PackTag)
const auditCodec = jsonCodec(NewAuditEntry)
const decodePackId = Schema.decodeUnknownSync(PackId)
const decodeCategoryKey = Schema.decodeUnknownSync(CategoryKey)

/** The admin area's tables (migration 4): unpublished packs, category names, registered tags and the audit trail. */
export const makeSqliteAdminRepositories = (db: Database.Database) => {
  const selectUnpublished = db.prepare<[], { id: string }>("SELECT id FROM unpublished_packs ORDER BY id")
  const unpublish = db.prepare<[string]>("INSERT INTO unpublished_packs (id) VALUES (?) ON CONFLICT DO NOTHING")
  const publish = db.prepare<[string]>("DELETE FROM unpublished_packs WHERE id = ?")

  const selectLabels = db.prepare<[], { key: string; doc: string }>("SELECT key, doc FROM category_labels")
  const putLabel = db.prepare<[string, string]>("INSERT INTO category_labels (key, doc) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET doc = excluded.doc")

  const selectTags = db.prepare<[], DocRow>("SELECT doc FROM tags ORDER BY id")
  const selectTag = db.prepare<[string], DocRow>("SELECT doc FROM tags WHERE id = ?")
  const insertTag = db.prepare<[string, string]>("INSERT INTO tags (id, doc) VALUES (?, ?)")
  const updateTag = db.prepare<[string, string]>("UPDATE tags SET doc = ? WHERE id = ?")
  const deleteTag = db.prepare<[string]>("DELETE FROM tags WHERE id = ?")

  const insertAudit = db.prepare<[string, string]>("INSERT INTO audit (at, doc) VALUES (?, ?)")
  const selectEveryAudit = db.prepare<[], { seq: number; doc: string }>("SELECT seq, doc FROM audit")
  const replaceAudit = db.prepare<[string, number]>("UPDATE audit SET doc = ? WHERE seq = ?")
  const rewriteAudit = db.transaction((matches: (entry: NewAuditEntry) => boolean, rewrite: (entry: NewAuditEntry) => NewAuditEntry) => {
    for (const row of selectEveryAudit.all()) {
      const entry = auditCodec.decode(row.doc)
      if (matches(entry)) replaceAudit.run(auditCodec.encode(rewrite(entry)), row.seq)
    }
  })
  const selectAudit = db.prepare<[number], { seq: number; doc: string }>("SELECT seq, doc FROM audit ORDER BY at DESC, seq DESC LIMIT ?")

  const publication: Context.Tag.Service<typeof PackPublication> = {
    unpublished: Effect.sync(() => selectUnpublished.all().map((row) => decodePackId(row.id))),
    setPublished: (id, isPublished) => Effect.sync(() => void (isPublished ? publish.run(id) : unpublish.run(id)))
  }

  const categories: Context.Tag.Service<typeof CategoryRepository> = {
    listLabels: Effect.sync(() => {
      const stored = new Map(selectLabels.all().map((row) => [decodeCategoryKey(row.key), labelCodec.decode(row.doc)]))
      return categoryKeys.flatMap((key) => {
        const label = stored.get(key)
        return label === undefined ? [] : [{ key, label }]
      })
    }),
    rename: (key, label) => Effect.sync(() => void putLabel.run(key, labelCodec.encode(label)))
  }

  const tags: Context.Tag.Service<typeof TagRepository> = {
    list: Effect.sync(() => selectTags.all().map((row) => tagCodec.decode(row.doc))),
    add: writeTransaction(db, (tag: PackTag): Either.Either<void, TagExists> => {
      if (selectTag.get(tag.id) !== undefined) return Either.left(new TagExists({ id: tag.id }))
      insertTag.run(tag.id, tagCodec.encode(tag))
      return Either.void
    }),
    rename: (id, name) => Effect.sync(() => void updateTag.run(tagCodec.encode({ id, name }), id)),
    remove: (id) => Effect.sync(() => void deleteTag.run(id))
  }

  const audit: Context.Tag.Service<typeof AuditRepository> = {
    add: (entry) =>
      Effect.sync(() => {
        const seq = insertAudit.run(entry.at, auditCodec.encode(entry)).lastInsertRowid
        return { id: String(seq), ...entry }
      }),
    rewriteWhere: (matches, rewrite) => Effect.sync(() => rewriteAudit.immediate(matches, rewrite)),
    list: (limit) => Effect.sync(() => selectAudit.all(Math.max(0, Math.floor(limit))).map((row) => ({ id: String(row.seq), ...auditCodec.decode(row.doc) })))
  }

  return { publication, categories, tags, audit }
}
