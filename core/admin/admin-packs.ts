import { Effect } from "effect"
import { PackId } from "../domain/ids.ts"
import { packClashes } from "../packs/pack-clashes.ts"
import { currentSchemaVersion, type Pack, type PackChallenge } from "../packs/pack-schema.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { PackPublication } from "../ports/pack-publication.ts"
import { PackRepository } from "../ports/pack-repository.ts"
import { AdminAudit } from "./admin-audit.ts"
import { PackExists, ProductIdTaken } from "./admin-errors.ts"
import type { NewPackInput, PackChangeInput } from "./admin-inputs.ts"
import { AdminPackStore, checkChallenge, checked, labelled, newChallenge, ownersOf, summaryOf, takenChallengeIds } from "./admin-pack-store.ts"
import { applySettings, checkHasChallenges, declareUsedTags, editedVersion } from "./pack-edits.ts"

/** A whole pack (challenges included) with its publication. */
export type AdminPack = Pack & { readonly published: boolean }

/** The fields of a change that differ from the pack, by name (for the audit trail). */
const changedFields = (before: Pack, after: Pack): ReadonlyArray<string> =>
  (["version", "name", "description", "price", "productIds", "combinable", "comingSoon", "special"] as const).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])
  )

/** Refuses a product id that already unlocks another pack (the rule of packClashes). */
const checkProducts = (pack: Pack, stored: ReadonlyArray<Pack>) => {
  const others = stored.filter((other) => other.id !== pack.id).map((other) => ({ where: other.id, pack: other }))
  for (const { clash } of packClashes([{ where: pack.id, pack }], others)) {
    if (clash.rule === "product-id") return Effect.fail(new ProductIdTaken({ product: clash.product, pack: PackId.make(clash.holder.pack) }))
  }
  return Effect.void
}

/**
 * The admin area's packs: the list, one pack, creating one, editing its settings and publishing it.
 * Every write is checked by the pack Schema, raises the pack's version (so loading an older pack file
 * never undoes it), refuses a pack changed since the admin read it, and is audited.
 */
export class AdminPacks extends Effect.Service<AdminPacks>()("Admin/AdminPacks", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const publication = yield* PackPublication
    const store = yield* AdminPackStore
    const audit = yield* AdminAudit

    const withPublication = (pack: Pack) => Effect.map(store.hiddenIds, (hidden): AdminPack => ({ ...pack, published: !hidden.has(pack.id) }))

    return {
      /** Every pack, published or not, by id. */
      listPacks: Effect.gen(function* () {
        const hidden = yield* store.hiddenIds
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
            yield* checkChallenge(input, challenges.length, challenge, [
              ...labelled(stored),
              { file: `pack "${input.id}"`, pack: { comingSoon: input.comingSoon, challenges } }
            ])
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
          const pack = yield* checked(yield* checkHasChallenges(yield* declareUsedTags(draft, yield* store.knownTags)))
          yield* checkProducts(pack, stored)
          // Withdrawn before it is stored, so a draft never shows in the catalogue, not even for a moment;
          // put back as it was if another pack took the id in between.
          const wasHidden = (yield* store.hiddenIds).has(pack.id)
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
          const before = yield* store.packAt(id, input.expectedVersion)
          const changed = applySettings(before, input)
          // Nothing to change: no new version, nothing written or audited.
          if (input.version === undefined && JSON.stringify(changed) === JSON.stringify(before)) return yield* withPublication(before)
          const version = yield* editedVersion(before, input.version)
          const after = yield* checkHasChallenges({ ...changed, version })
          yield* checkProducts(after, yield* packs.list)
          const saved = yield* store.save(after)
          yield* audit.record(actor, "pack.update", `pack:${id}`, { changes: changedFields(before, saved), version: saved.version, previous: before.version })
          return yield* withPublication(saved)
        }),

      /** Publishes or withdraws a pack (its content and version stay as they are). */
      setPublished: (id: PackId, isPublished: boolean, actor: AuditActor) =>
        Effect.gen(function* () {
          const pack = yield* packs.get(id)
          const wasPublished = !(yield* store.hiddenIds).has(id)
          yield* publication.setPublished(id, isPublished)
          if (wasPublished !== isPublished) yield* audit.record(actor, isPublished ? "pack.publish" : "pack.unpublish", `pack:${id}`, { version: pack.version })
          return summaryOf(pack, yield* store.hiddenIds)
        })
    }
  }),
  dependencies: [AdminAudit.Default, AdminPackStore.Default]
}) {}
