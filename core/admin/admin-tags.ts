import { Effect, Schedule } from "effect"
import type { LocalizedText } from "../domain/language-schema.ts"
import type { Pack, TagId } from "../packs/pack-schema.ts"
import { nextPatch } from "../packs/pack-version.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { byId, PackRepository } from "../ports/pack-repository.ts"
import { TagExists, TagRepository } from "../ports/tag-repository.ts"
import { AdminAudit } from "./admin-audit.ts"
import { TagInUse, TagNotFound } from "./admin-errors.ts"
import type { NewTagInput } from "./admin-inputs.ts"
import { AdminPackStore, type Usage, usageIn } from "./admin-pack-store.ts"
import { renameDeclaredTag, undeclareTag } from "./pack-edits.ts"

/** A tag: its name, whether it is registered in the admin area, and where it is used (its packs: those that declare or use it). */
export interface AdminTag extends Usage {
  readonly id: TagId
  readonly name: LocalizedText
  readonly isRegistered: boolean
}

/**
 * The admin area's tags: every tag the packs declare or the admin registered, registering one, renaming
 * it everywhere and deleting one no challenge uses. A pack a tag change touches moves one patch up, and
 * every change is audited.
 */
export class AdminTags extends Effect.Service<AdminTags>()("Admin/AdminTags", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const tags = yield* TagRepository
    const store = yield* AdminPackStore
    const audit = yield* AdminAudit

    /** Edits every pack declaring tag `id` with `edit`, one patch version up each, re-reading a pack that changed meanwhile. */
    const editPacksDeclaring = (id: TagId, edit: (pack: Pack) => Pack) =>
      Effect.gen(function* () {
        const declaring = (yield* packs.list).filter((pack) => pack.tags.some((tag) => tag.id === id)).map((pack) => pack.id)
        for (const packId of declaring) {
          yield* Effect.flatMap(packs.get(packId), (pack) => store.save({ ...edit(pack), version: nextPatch(pack.version) })).pipe(
            Effect.retry({ schedule: Schedule.recurs(3), while: (error) => error._tag === "PackChanged" })
          )
        }
        return declaring
      })

    const tagViews = Effect.gen(function* () {
      const stored = yield* packs.list
      const registered = yield* tags.list
      const registeredIds = new Set<string>(registered.map((tag) => tag.id))
      const known = yield* store.knownTags
      return byId([...known.values()]).map((tag): AdminTag => {
        const usage = usageIn(
          stored,
          (challenge) => challenge.tags.includes(tag.id),
          (pack) => pack.tags.some((each) => each.id === tag.id)
        )
        return {
          id: tag.id,
          name: tag.name,
          isRegistered: registeredIds.has(tag.id),
          challenges: usage.challenges,
          packs: usage.packs
        }
      })
    })

    const tagView = (id: TagId) =>
      Effect.flatMap(tagViews, (views) => {
        const view = views.find((each) => each.id === id)
        return view === undefined ? Effect.fail(new TagNotFound({ id })) : Effect.succeed(view)
      })

    return {
      /** Every tag the packs declare or the admin area registered, by id, with where it is used. */
      listTags: tagViews,

      /** Registers a new tag, so challenges can use it; an id the store knows already is refused. */
      createTag: (input: NewTagInput, actor: AuditActor) =>
        Effect.gen(function* () {
          if ((yield* store.knownTags).has(input.id)) return yield* new TagExists({ id: input.id })
          yield* tags.add({ id: input.id, name: input.name })
          yield* audit.record(actor, "tag.create", `tag:${input.id}`, { fr: input.name.fr, en: input.name.en })
          return yield* tagView(input.id)
        }),

      /** Renames a tag everywhere: the registered tag and every pack declaring it (each one patch version up). */
      renameTag: (id: TagId, name: LocalizedText, actor: AuditActor) =>
        Effect.gen(function* () {
          if (!(yield* store.knownTags).has(id)) return yield* new TagNotFound({ id })
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
        })
    }
  }),
  dependencies: [AdminAudit.Default, AdminPackStore.Default]
}) {}
