import { type Context, Effect, Schema } from "effect"
import { type Db, type Document, ObjectId } from "mongodb"
import { categoryKeys } from "#core/domain/category.ts"
import { CategoryKey } from "#core/domain/category-schema.ts"
import { PackId } from "#core/domain/ids.ts"
import { LocalizedText } from "#core/domain/language-schema.ts"
import { PackTag } from "#core/packs/pack-schema.ts"
import { type AuditRepository, NewAuditEntry } from "#core/ports/audit-repository.ts"
import type { CategoryRepository } from "#core/ports/category-repository.ts"
import type { PackPublication } from "#core/ports/pack-publication.ts"
import { TagExists, type TagRepository } from "#core/ports/tag-repository.ts"
import { call, callOr, isDuplicateKey, type KeyedDoc } from "./mongo-database.ts"

const decodePackId = Schema.decodeUnknownSync(PackId)
const decodeCategoryKey = Schema.decodeUnknownSync(CategoryKey)
const decodeLabel = Schema.decodeUnknownSync(LocalizedText)
const encodeTag = Schema.encodeSync(PackTag)
const decodeTag = Schema.decodeUnknownSync(PackTag)
const encodeAudit = Schema.encodeSync(NewAuditEntry)
const decodeAudit = Schema.decodeUnknownSync(NewAuditEntry)

/** Creates the admin collections' indexes; idempotent, run at every start-up. */
export const ensureAdminIndexes = async (db: Db): Promise<void> => {
  await db.collection("audit").createIndexes([{ key: { at: -1, _id: -1 }, name: "audit_newest" }])
}

/**
 * The admin area's collections: unpublishedPacks (one document per withdrawn pack), categoryLabels,
 * tags (keyed by tag id) and audit (ObjectIds, so a later insert sorts after an earlier one).
 */
export const makeMongoAdminRepositories = (db: Db) => {
  const unpublished = db.collection<KeyedDoc>("unpublishedPacks")
  const labels = db.collection<KeyedDoc>("categoryLabels")
  const tags = db.collection<KeyedDoc>("tags")
  const audit = db.collection<Document>("audit")

  const publication: Context.Tag.Service<typeof PackPublication> = {
    unpublished: call(() => unpublished.find({}).sort({ _id: 1 }).toArray()).pipe(
      Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodePackId(doc._id))))
    ),
    setPublished: (id, isPublished) =>
      Effect.asVoid(
        call(
          (): Promise<unknown> =>
            isPublished ? unpublished.deleteOne({ _id: id }) : unpublished.updateOne({ _id: id }, { $setOnInsert: { withdrawn: true } }, { upsert: true })
        )
      )
  }

  const categories: Context.Tag.Service<typeof CategoryRepository> = {
    listLabels: call(() => labels.find({}).toArray()).pipe(
      Effect.flatMap((docs) =>
        Effect.sync(() => {
          const stored = new Map(docs.map((doc) => [decodeCategoryKey(doc._id), decodeLabel({ fr: doc.fr, en: doc.en })]))
          return categoryKeys.flatMap((key) => {
            const label = stored.get(key)
            return label === undefined ? [] : [{ key, label }]
          })
        })
      )
    ),
    rename: (key, label) => Effect.asVoid(call(() => labels.replaceOne({ _id: key }, { fr: label.fr, en: label.en }, { upsert: true })))
  }

  const tagRepository: Context.Tag.Service<typeof TagRepository> = {
    list: call(() => tags.find({}).sort({ _id: 1 }).toArray()).pipe(
      Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeTag({ id: doc._id, name: doc.name }))))
    ),
    add: (tag) =>
      Effect.suspend(() => {
        const { id, name } = encodeTag(tag)
        return callOr(
          () => tags.insertOne({ _id: id, name }),
          (error) => (isDuplicateKey(error) ? new TagExists({ id: tag.id }) : undefined)
        )
      }).pipe(Effect.asVoid),
    rename: (id, name) => Effect.asVoid(call(() => tags.updateOne({ _id: id }, { $set: { name: { fr: name.fr, en: name.en } } }))),
    remove: (id) => Effect.asVoid(call(() => tags.deleteOne({ _id: id })))
  }

  const auditRepository: Context.Tag.Service<typeof AuditRepository> = {
    add: (entry) =>
      Effect.suspend(() => {
        const _id = new ObjectId()
        return call(() => audit.insertOne({ _id, ...encodeAudit(entry) })).pipe(Effect.as({ id: _id.toHexString(), ...entry }))
      }),
    rewriteWhere: (matches, rewrite) =>
      call(async () => {
        // Deleting an account is rare: every entry is read, and the ones that name the person rewritten.
        for (const doc of await audit.find({}).toArray()) {
          const entry = decodeAudit(doc)
          if (matches(entry)) await audit.replaceOne({ _id: doc._id }, { ...encodeAudit(rewrite(entry)) })
        }
      }),
    list: (limit) =>
      call(() =>
        audit
          .find({})
          .sort({ at: -1, _id: -1 })
          .limit(Math.max(0, Math.floor(limit)))
          .toArray()
      ).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => ({ id: String(doc._id), ...decodeAudit(doc) })))))
  }

  return { publication, categories, tags: tagRepository, audit: auditRepository }
}
