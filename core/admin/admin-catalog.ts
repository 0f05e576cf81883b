import { Effect, Either, Schedule } from "effect"
import { type CategoryKey, categoryKeys, categoryLabels } from "../domain/category.ts"
import type { ChallengeId, PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { CategoryRepository } from "../ports/category-repository.ts"
import { type MessageCategory, MessageRepository } from "../ports/message-repository.ts"
import { ChallengeNotFound, PackRepository, tagsOf } from "../ports/pack-repository.ts"
import { PackPublication } from "../ports/pack-publication.ts"
import { TagExists, TagRepository } from "../ports/tag-repository.ts"
import { challengesPerCategory } from "../packs/pack-summary.ts"
import { checkPack, formatJsonPath } from "../packs/parse-pack.ts"
import { editedChallengeProblems } from "../packs/pack-rules.ts"
import { currentSchemaVersion, type Pack, type PackChallenge, type PackTag, type TagId } from "../packs/pack-schema.ts"
import { nextPatch } from "../packs/pack-version.ts"
import { AdminAudit } from "./admin-audit.ts"
import { ChallengeIdTaken, PackChanged, PackExists, PackInvalid, ProductIdTaken, TagInUse, TagNotFound } from "./admin-errors.ts"
import type { AddChallengeInput, ChallengeChangeInput, NewChallengeInput, NewPackInput, NewTagInput, PackChangeInput } from "./admin-inputs.ts"
import { type ChallengeQuery, matchesQuery, translationStatus, type TranslationStatus } from "./challenge-search.ts"
import {
  applyChallengeChange,
  applySettings,
  checkHasChallenges,
  declareUsedTags,
  editedVersion,
  nextChallengeId,
  removeChallenge,
  renameDeclaredTag,
  replaceChallenge,
  undeclareTag
} from "./pack-edits.ts"

/** A pack as the admin's list shows it: its settings, version, publication and challenge counts. */
export interface AdminPackSummary {
  readonly id: PackId
  readonly version: string
  readonly name: LocalizedText
  readonly description: LocalizedText
  readonly price: Pack["price"]
  readonly productIds: Pack["productIds"]
  readonly combinable: boolean
  readonly comingSoon: boolean
  readonly special: boolean
  readonly published: boolean
  readonly challenges: number
  readonly challengesPerCategory: Readonly<Record<CategoryKey, number>>
  readonly tags: ReadonlyArray<TagId>
}

/** A whole pack (challenges included) with its publication. */
export type AdminPack = Pack & { readonly published: boolean }

/** A challenge with its pack and whether it reads in both languages. */
export interface AdminChallenge {
  readonly pack: { readonly id: PackId; readonly version: string; readonly name: LocalizedText; readonly published: boolean }
  readonly challenge: PackChallenge
  readonly translation: TranslationStatus
}

/** How many challenges of each pack use a category or a tag. */
export interface PackUsage {
  readonly id: PackId
  readonly challenges: number
}

/** A category: its stable key, its name (and the spec's, when renamed), and where it is used. */
export interface AdminCategory {
  readonly key: CategoryKey
  readonly label: LocalizedText
  readonly defaultLabel: LocalizedText
  readonly isRenamed: boolean
  readonly challenges: number
  readonly packs: ReadonlyArray<PackUsage>
}

/** A tag: its name, whether it is registered in the admin area, and where it is declared or used. */
export interface AdminTag {
  readonly id: TagId
  readonly name: LocalizedText
  readonly isRegistered: boolean
  readonly challenges: number
  /** The packs that declare or use it, each with how many of its challenges use it. */
  readonly packs: ReadonlyArray<PackUsage>
}

/** A contact or feedback message as the admin reads it, the challenge it is about resolved when it still exists. */
export interface FeedbackItem {
  readonly id: string
  readonly createdAt: string
  readonly category: MessageCategory
  readonly from: string
  readonly name: string | null
  readonly subject: string
  readonly text: string
  readonly game: string | null
  readonly challenge: { readonly id: string; readonly pack: PackId | null; readonly text: LocalizedText | null } | null
}

const byId = <T extends { readonly id: string }>(items: ReadonlyArray<T>): Array<T> => [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

/** The fields of a change that differ from the pack, by name (for the audit trail). */
const changedFields = (before: Pack, after: Pack): ReadonlyArray<string> =>
  (["version", "name", "description", "price", "productIds", "combinable", "comingSoon", "special"] as const).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])
  )

const challengeFields = (before: PackChallenge, after: PackChallenge): ReadonlyArray<string> =>
  (["category", "tags", "text", "timer"] as const).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))

/**
 * The admin area's catalogue: packs (list, create, edit, publish), their challenges (search, add, edit,
 * delete), the categories and tags, and the feedback inbox. Every write is checked by the pack Schema
 * (and a challenge written by the content rules that apply to one challenge: timer, durations, a text used twice),
 * raises the pack's version (so loading an older pack file never undoes it), refuses a pack changed
 * since the admin read it, and is audited.
 */
export class AdminCatalog extends Effect.Service<AdminCatalog>()("Admin/AdminCatalog", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const publication = yield* PackPublication
    const categories = yield* CategoryRepository
    const tags = yield* TagRepository
    const messages = yield* MessageRepository
    const audit = yield* AdminAudit

    const hiddenIds = Effect.map(publication.unpublished, (ids) => new Set<string>(ids))

    const summaryOf = (pack: Pack, hidden: ReadonlySet<string>): AdminPackSummary => ({
      id: pack.id,
      version: pack.version,
      name: pack.name,
      description: pack.description,
      price: pack.price,
      productIds: pack.productIds,
      combinable: pack.combinable,
      comingSoon: pack.comingSoon,
      special: pack.special,
      published: !hidden.has(pack.id),
      challenges: pack.challenges.length,
      challengesPerCategory: challengesPerCategory([pack]),
      tags: pack.tags.map((tag) => tag.id)
    })

    const withPublication = (pack: Pack) => Effect.map(hiddenIds, (hidden): AdminPack => ({ ...pack, published: !hidden.has(pack.id) }))

    const challengeView = (pack: Pack, challenge: PackChallenge, hidden: ReadonlySet<string>): AdminChallenge => ({
      pack: { id: pack.id, version: pack.version, name: pack.name, published: !hidden.has(pack.id) },
      challenge,
      translation: translationStatus(challenge.text)
    })

    /** The stored pack, if it is still at the version the admin read. */
    const packAt = (id: PackId, expectedVersion: string) =>
      Effect.filterOrFail(
        packs.get(id),
        (pack) => pack.version === expectedVersion,
        (pack) => new PackChanged({ id, current: pack.version })
      )

    /** The tags the store knows, by id: the registered ones first, then the packs' declarations. */
    const knownTags = Effect.gen(function* () {
      const known = new Map<string, PackTag>()
      for (const tag of yield* tags.list) known.set(tag.id, tag)
      for (const tag of tagsOf(yield* packs.list)) if (!known.has(tag.id)) known.set(tag.id, tag)
      return known
    })

    /** Refuses a product id that already unlocks another pack. */
    const checkProducts = (pack: Pack, stored: ReadonlyArray<Pack>) => {
      for (const other of stored) {
        if (other.id === pack.id) continue
        const product = pack.productIds.find((id) => other.productIds.includes(id))
        if (product !== undefined) return Effect.fail(new ProductIdTaken({ product, pack: other.id }))
      }
      return Effect.void
    }

    /** The pack Schema's verdict on a pack about to be stored. */
    const checked = (pack: Pack) =>
      Either.match(checkPack(pack), {
        onLeft: (problems) =>
          Effect.fail(new PackInvalid({ problems: problems.map((problem) => ({ file: pack.id, path: formatJsonPath(problem.path), rule: problem.rule })) })),
        onRight: Effect.succeed
      })

    /**
     * Stores an edited pack, checked by the pack Schema, over the version it was made from: its newer
     * version replaces the stored one, and a write by someone else in between is a PackChanged.
     */
    const save = (after: Pack) =>
      Effect.gen(function* () {
        const pack = yield* checked(after)
        const outcome = yield* packs.upsert(pack).pipe(Effect.catchTag("OlderVersion", (older) => Effect.fail(new PackChanged({ id: pack.id, current: older.stored }))))
        if (outcome !== "replaced") return yield* new PackChanged({ id: pack.id, current: pack.version })
        return pack
      })

    /** The stored packs (less the challenge `except`, being edited) as the content rules compare texts with them. */
    const labelled = (stored: ReadonlyArray<Pack>, except?: ChallengeId) =>
      stored.map((pack) => ({ file: `pack "${pack.id}"`, pack: { ...pack, challenges: pack.challenges.filter((challenge) => challenge.id !== except) } }))

    /**
     * The content rules of one challenge about to be stored at `index` in `pack` (core's
     * editedChallengeProblems: its timer and durations, a text another challenge has), as the pack's problems.
     */
    const checkChallenge = (pack: Pick<Pack, "id">, index: number, challenge: PackChallenge, others: ReadonlyArray<{ readonly file: string; readonly pack: Pick<Pack, "comingSoon" | "challenges"> }>) => {
      const problems = editedChallengeProblems(challenge, others)
      return problems.length === 0
        ? Effect.void
        : Effect.fail(new PackInvalid({ problems: problems.map((problem) => ({ file: pack.id, path: formatJsonPath(["challenges", index, ...problem.path]), rule: problem.rule })) }))
    }

    /** The ids of every stored challenge. */
    const takenChallengeIds = (stored: ReadonlyArray<Pack>) => new Set<string>(stored.flatMap((pack) => pack.challenges.map((challenge) => challenge.id)))

    /** A new challenge for `pack`: the given id when free across the store, else a fresh one. */
    const newChallenge = (pack: Pick<Pack, "id" | "challenges">, input: NewChallengeInput, taken: ReadonlySet<string>, owners: ReadonlyMap<string, PackId>) => {
      if (input.id !== undefined && taken.has(input.id)) return Effect.fail(new ChallengeIdTaken({ id: input.id, pack: owners.get(input.id) ?? pack.id }))
      const challenge: PackChallenge = {
        id: input.id ?? nextChallengeId(pack, taken),
        category: input.category,
        tags: [...new Set(input.tags)],
        text: input.text,
        ...(input.timer !== undefined && { timer: input.timer })
      }
      return Effect.succeed(challenge)
    }

    const ownersOf = (stored: ReadonlyArray<Pack>) => new Map<string, PackId>(stored.flatMap((pack) => pack.challenges.map((challenge) => [challenge.id, pack.id] as const)))

    /** The challenge and the pack holding it, at the version the admin read. */
    const challengeAt = (id: ChallengeId, expectedVersion: string) =>
      Effect.gen(function* () {
        const entry = yield* packs.getChallenge(id)
        const pack = yield* packAt(entry.pack, expectedVersion)
        const challenge = pack.challenges.find((each) => each.id === id)
        return challenge === undefined ? yield* new ChallengeNotFound({ id }) : { pack, challenge }
      })

    /** Edits every pack declaring tag `id` with `edit`, one patch version up each, re-reading a pack that changed meanwhile. */
    const editPacksDeclaring = (id: TagId, edit: (pack: Pack) => Pack) =>
      Effect.gen(function* () {
        const declaring = (yield* packs.list).filter((pack) => pack.tags.some((tag) => tag.id === id)).map((pack) => pack.id)
        for (const packId of declaring) {
          yield* Effect.flatMap(packs.get(packId), (pack) => save({ ...edit(pack), version: nextPatch(pack.version) })).pipe(
            Effect.retry({ schedule: Schedule.recurs(3), while: (error) => error._tag === "PackChanged" })
          )
        }
        return declaring
      })

    const tagViews = Effect.gen(function* () {
      const stored = yield* packs.list
      const registered = yield* tags.list
      const registeredIds = new Set<string>(registered.map((tag) => tag.id))
      const known = yield* knownTags
      return byId([...known.values()]).map((tag): AdminTag => {
        const packsUsing = byId(stored)
          .map((pack) => ({
            id: pack.id,
            declares: pack.tags.some((each) => each.id === tag.id),
            challenges: pack.challenges.filter((challenge) => challenge.tags.includes(tag.id)).length
          }))
          .filter((usage) => usage.declares || usage.challenges > 0)
        return {
          id: tag.id,
          name: tag.name,
          isRegistered: registeredIds.has(tag.id),
          challenges: packsUsing.reduce((sum, usage) => sum + usage.challenges, 0),
          packs: packsUsing.map(({ id, challenges }) => ({ id, challenges }))
        }
      })
    })

    const tagView = (id: TagId) =>
      Effect.flatMap(tagViews, (views) => {
        const view = views.find((each) => each.id === id)
        return view === undefined ? Effect.fail(new TagNotFound({ id })) : Effect.succeed(view)
      })

    const categoryViews = Effect.gen(function* () {
      const stored = byId(yield* packs.list)
      const renamed = new Map((yield* categories.listLabels).map((each) => [each.key, each.label]))
      return categoryKeys.map((key): AdminCategory => {
        const usage = stored
          .map((pack) => ({ id: pack.id, challenges: pack.challenges.filter((challenge) => challenge.category === key).length }))
          .filter((each) => each.challenges > 0)
        const label = renamed.get(key)
        return {
          key,
          label: label ?? categoryLabels[key],
          defaultLabel: categoryLabels[key],
          isRenamed: label !== undefined,
          challenges: usage.reduce((sum, each) => sum + each.challenges, 0),
          packs: usage
        }
      })
    })

    return {
      /** Every pack, published or not, by id. */
      listPacks: Effect.gen(function* () {
        const hidden = yield* hiddenIds
        return (yield* packs.list).map((pack) => summaryOf(pack, hidden))
      }),

      /** One pack, challenges included. */
      getPack: (id: PackId) => Effect.flatMap(packs.get(id), withPublication),

      /** Creates a pack (unpublished unless asked), with any first challenges; ids, tags and products checked against the store. */
      createPack: (input: NewPackInput, actor: AuditActor) =>
        Effect.gen(function* () {
          const stored = yield* packs.list
          if (stored.some((pack) => pack.id === input.id)) return yield* new PackExists({ id: input.id })
          const taken = new Set(takenChallengeIds(stored))
          const owners = ownersOf(stored)
          const challenges: Array<PackChallenge> = []
          for (const each of input.challenges) {
            const challenge = yield* newChallenge({ id: input.id, challenges }, each, taken, owners)
            yield* checkChallenge(input, challenges.length, challenge, [...labelled(stored), { file: `pack "${input.id}"`, pack: { comingSoon: input.comingSoon, challenges } }])
            taken.add(challenge.id)
            owners.set(challenge.id, input.id)
            challenges.push(challenge)
          }
          const draft: Pack = {
            schemaVersion: currentSchemaVersion,
            id: input.id,
            version: input.version,
            name: input.name,
            description: input.description,
            price: input.price,
            productIds: input.productIds,
            combinable: input.combinable,
            comingSoon: input.comingSoon,
            special: input.special,
            tags: [],
            challenges
          }
          const pack = yield* checked(yield* checkHasChallenges(yield* declareUsedTags(draft, yield* knownTags)))
          yield* checkProducts(pack, stored)
          // Withdrawn before it is stored, so a draft never shows in the catalogue, not even for a moment;
          // put back as it was if another pack took the id in between.
          const wasHidden = (yield* hiddenIds).has(pack.id)
          if (!input.published) yield* publication.setPublished(pack.id, false)
          const outcome = yield* packs.upsert(pack).pipe(Effect.catchTag("OlderVersion", () => Effect.succeed("taken" as const)))
          if (outcome !== "added") {
            if (!input.published && !wasHidden) yield* publication.setPublished(pack.id, true)
            return yield* new PackExists({ id: pack.id })
          }
          if (input.published) yield* publication.setPublished(pack.id, true)
          yield* audit.record(actor, "pack.create", `pack:${pack.id}`, { version: pack.version, published: input.published, challenges: challenges.length })
          return { ...pack, published: input.published } satisfies AdminPack
        }),

      /** Changes a pack's settings on the version the admin read; the version moves to the one typed, else the next patch. */
      updatePack: (id: PackId, input: PackChangeInput, actor: AuditActor) =>
        Effect.gen(function* () {
          const before = yield* packAt(id, input.expectedVersion)
          const changed = applySettings(before, input)
          // Nothing to change: no new version, nothing written or audited.
          if (input.version === undefined && JSON.stringify(changed) === JSON.stringify(before)) return yield* withPublication(before)
          const version = yield* editedVersion(before, input.version)
          const after = yield* checkHasChallenges({ ...changed, version })
          yield* checkProducts(after, yield* packs.list)
          const saved = yield* save(after)
          yield* audit.record(actor, "pack.update", `pack:${id}`, { changes: changedFields(before, saved), version: saved.version, previous: before.version })
          return yield* withPublication(saved)
        }),

      /** Publishes or withdraws a pack (its content and version stay as they are). */
      setPublished: (id: PackId, isPublished: boolean, actor: AuditActor) =>
        Effect.gen(function* () {
          const pack = yield* packs.get(id)
          const wasPublished = !(yield* hiddenIds).has(id)
          yield* publication.setPublished(id, isPublished)
          if (wasPublished !== isPublished) yield* audit.record(actor, isPublished ? "pack.publish" : "pack.unpublish", `pack:${id}`, { version: pack.version })
          return summaryOf(pack, yield* hiddenIds)
        }),

      /** The challenges of every pack matching the query, packs by id, challenges in pack order. */
      searchChallenges: (query: ChallengeQuery) =>
        Effect.gen(function* () {
          const stored = new Map((yield* packs.list).map((pack) => [pack.id as string, pack]))
          const hidden = yield* hiddenIds
          return (yield* packs.listChallenges).flatMap((entry) => {
            const pack = stored.get(entry.pack)
            return pack === undefined || !matchesQuery(entry, query) ? [] : [challengeView(pack, entry.challenge, hidden)]
          })
        }),

      getChallenge: (id: ChallengeId) =>
        Effect.gen(function* () {
          const entry = yield* packs.getChallenge(id)
          const pack = yield* packs.get(entry.pack).pipe(Effect.catchTag("PackNotFound", () => Effect.fail(new ChallengeNotFound({ id }))))
          return challengeView(pack, entry.challenge, yield* hiddenIds)
        }),

      /** Adds a challenge to a pack (its id made up from the pack's when none is given). */
      addChallenge: (packId: PackId, input: AddChallengeInput, actor: AuditActor) =>
        Effect.gen(function* () {
          const before = yield* packAt(packId, input.expectedVersion)
          const stored = yield* packs.list
          const challenge = yield* newChallenge(before, input, takenChallengeIds(stored), ownersOf(stored))
          const after = yield* declareUsedTags({ ...before, version: nextPatch(before.version), challenges: [...before.challenges, challenge] }, yield* knownTags)
          yield* checkChallenge(before, before.challenges.length, challenge, labelled(stored))
          const saved = yield* save(after)
          yield* audit.record(actor, "challenge.add", `challenge:${challenge.id}`, { pack: packId, version: saved.version })
          return challengeView(saved, challenge, yield* hiddenIds)
        }),

      /** Changes a challenge's texts, category, tags or timer. */
      updateChallenge: (id: ChallengeId, input: ChallengeChangeInput, actor: AuditActor) =>
        Effect.gen(function* () {
          const { pack: before, challenge } = yield* challengeAt(id, input.expectedVersion)
          const changed = applyChallengeChange(challenge, input)
          if (JSON.stringify(changed) === JSON.stringify(challenge)) return challengeView(before, challenge, yield* hiddenIds)
          // The rules read the texts, the timer and the category: a change of tags alone leaves them as they were.
          if (input.text !== undefined || input.timer !== undefined || input.category !== undefined) {
            yield* checkChallenge(before, before.challenges.findIndex((each) => each.id === id), changed, labelled(yield* packs.list, id))
          }
          const after = yield* declareUsedTags({ ...replaceChallenge(before, changed), version: nextPatch(before.version) }, yield* knownTags)
          const saved = yield* save(after)
          yield* audit.record(actor, "challenge.update", `challenge:${id}`, { pack: saved.id, version: saved.version, changes: challengeFields(challenge, changed) })
          return challengeView(saved, changed, yield* hiddenIds)
        }),

      /** Deletes a challenge; the last one of a pack that is not coming soon stays. */
      deleteChallenge: (id: ChallengeId, expectedVersion: string, actor: AuditActor) =>
        Effect.gen(function* () {
          const { pack: before } = yield* challengeAt(id, expectedVersion)
          const after = yield* checkHasChallenges({ ...removeChallenge(before, id), version: nextPatch(before.version) })
          const saved = yield* save(after)
          yield* audit.record(actor, "challenge.delete", `challenge:${id}`, { pack: saved.id, version: saved.version })
          return summaryOf(saved, yield* hiddenIds)
        }),

      /** The eight categories in catalogue order, with their names and where they are used. */
      listCategories: categoryViews,

      /** Renames a category in both languages (its key, and so the game's rules and images, stay). */
      renameCategory: (key: CategoryKey, label: LocalizedText, actor: AuditActor) =>
        Effect.gen(function* () {
          yield* categories.rename(key, label)
          yield* audit.record(actor, "category.rename", `category:${key}`, { fr: label.fr, en: label.en })
          const views = yield* categoryViews
          return views.find((view) => view.key === key) as AdminCategory
        }),

      /** Every tag the packs declare or the admin area registered, by id, with where it is used. */
      listTags: tagViews,

      /** Registers a new tag, so challenges can use it; an id the store knows already is refused. */
      createTag: (input: NewTagInput, actor: AuditActor) =>
        Effect.gen(function* () {
          if ((yield* knownTags).has(input.id)) return yield* new TagExists({ id: input.id })
          yield* tags.add({ id: input.id, name: input.name })
          yield* audit.record(actor, "tag.create", `tag:${input.id}`, { fr: input.name.fr, en: input.name.en })
          return yield* tagView(input.id)
        }),

      /** Renames a tag everywhere: the registered tag and every pack declaring it (each one patch version up). */
      renameTag: (id: TagId, name: LocalizedText, actor: AuditActor) =>
        Effect.gen(function* () {
          if (!(yield* knownTags).has(id)) return yield* new TagNotFound({ id })
          yield* tags.rename(id, name)
          const changed = yield* editPacksDeclaring(id, (pack) => renameDeclaredTag(pack, id, name))
          yield* audit.record(actor, "tag.rename", `tag:${id}`, { fr: name.fr, en: name.en, packs: changed })
          return yield* tagView(id)
        }),

      /** Deletes a tag no challenge uses (refused with where it is used otherwise); packs stop declaring it. */
      deleteTag: (id: TagId, actor: AuditActor) =>
        Effect.gen(function* () {
          const view = yield* tagView(id)
          if (view.challenges > 0) {
            return yield* new TagInUse({ id, challenges: view.challenges, packs: view.packs.filter((usage) => usage.challenges > 0).map((usage) => usage.id) })
          }
          yield* tags.remove(id)
          const changed = yield* editPacksDeclaring(id, (pack) => undeclareTag(pack, id))
          yield* audit.record(actor, "tag.delete", `tag:${id}`, { packs: changed })
        }),

      /** Contact and feedback messages, newest first, optionally one category; feedback's challenge resolved. */
      feedback: (category?: MessageCategory) =>
        Effect.gen(function* () {
          const challenges = new Map((yield* packs.listChallenges).map((entry) => [entry.challenge.id as string, entry]))
          return (yield* messages.list(category)).map((stored): FeedbackItem => {
            const challengeId = stored.challenge ?? null
            const entry = challengeId === null ? undefined : challenges.get(challengeId)
            return {
              id: stored.id,
              createdAt: stored.createdAt,
              category: stored.category,
              from: stored.from,
              name: stored.name ?? null,
              subject: stored.message.subject,
              text: stored.message.text,
              game: stored.game ?? null,
              challenge: challengeId === null ? null : { id: challengeId, pack: entry?.pack ?? null, text: entry?.challenge.text ?? null }
            }
          })
        })
    }
  }),
  dependencies: [AdminAudit.Default]
}) {}
