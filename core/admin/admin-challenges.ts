import { Effect } from "effect"
import type { ChallengeId, PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import type { Pack, PackChallenge } from "../packs/pack-schema.ts"
import { nextPatch } from "../packs/pack-version.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { ChallengeNotFound, PackRepository } from "../ports/pack-repository.ts"
import { AdminAudit } from "./admin-audit.ts"
import type { AddChallengeInput, ChallengeChangeInput } from "./admin-inputs.ts"
import { AdminPackStore, checkChallenge, checkStillPlayable, labelled, newChallenge, ownersOf, summaryOf, takenChallengeIds } from "./admin-pack-store.ts"
import { type ChallengeQuery, matchesQuery, type TranslationStatus, translationStatus } from "./challenge-search.ts"
import { applyChallengeChange, checkHasChallenges, declareUsedTags, removeChallenge, replaceChallenge } from "./pack-edits.ts"

/** A challenge with its pack and whether it reads in both languages. */
export interface AdminChallenge {
  readonly pack: { readonly id: PackId; readonly version: string; readonly name: LocalizedText; readonly published: boolean }
  readonly challenge: PackChallenge
  readonly translation: TranslationStatus
}

const challengeFields = (before: PackChallenge, after: PackChallenge): ReadonlyArray<string> =>
  (["category", "tags", "text", "timer", "styles", "minPlayers"] as const).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))

const challengeView = (pack: Pack, challenge: PackChallenge, hidden: ReadonlySet<string>): AdminChallenge => ({
  pack: { id: pack.id, version: pack.version, name: pack.name, published: !hidden.has(pack.id) },
  challenge,
  translation: translationStatus(challenge.text)
})

/**
 * The admin area's challenges across packs: search, one challenge, adding, editing and deleting. Every
 * write is checked by the pack Schema and the content rules that apply to one challenge (timer,
 * durations, a text used twice), raises its pack's version one patch, refuses a pack changed since the
 * admin read it, and is audited. An edit or a delete may not leave the pack unable to fill a game it
 * could fill (the playability rule of `allez packs validate`); an addition only adds to every game.
 */
export class AdminChallenges extends Effect.Service<AdminChallenges>()("Admin/AdminChallenges", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const store = yield* AdminPackStore
    const audit = yield* AdminAudit

    /** The challenge and the pack holding it, at the version the admin read. */
    const challengeAt = (id: ChallengeId, expectedVersion: string) =>
      Effect.gen(function* () {
        const entry = yield* packs.getChallenge(id)
        const pack = yield* store.packAt(entry.pack, expectedVersion)
        const challenge = pack.challenges.find((each) => each.id === id)
        return challenge === undefined ? yield* new ChallengeNotFound({ id }) : { pack, challenge }
      })

    return {
      /** The challenges of every pack matching the query, packs by id, challenges in pack order. */
      searchChallenges: (query: ChallengeQuery) =>
        Effect.gen(function* () {
          const stored = new Map((yield* packs.list).map((pack) => [pack.id as string, pack]))
          const hidden = yield* store.hiddenIds
          return (yield* packs.listChallenges).flatMap((entry) => {
            const pack = stored.get(entry.pack)
            return pack === undefined || !matchesQuery(entry, query) ? [] : [challengeView(pack, entry.challenge, hidden)]
          })
        }),

      getChallenge: (id: ChallengeId) =>
        Effect.gen(function* () {
          const entry = yield* packs.getChallenge(id)
          const pack = yield* packs.get(entry.pack).pipe(Effect.catchTag("PackNotFound", () => Effect.fail(new ChallengeNotFound({ id }))))
          return challengeView(pack, entry.challenge, yield* store.hiddenIds)
        }),

      /** Adds a challenge to a pack (its id made up from the pack's when none is given). */
      addChallenge: (packId: PackId, input: AddChallengeInput, actor: AuditActor) =>
        Effect.gen(function* () {
          const before = yield* store.packAt(packId, input.expectedVersion)
          const stored = yield* packs.list
          const challenge = yield* newChallenge(before, input, takenChallengeIds(stored), ownersOf(stored))
          const after = yield* declareUsedTags(
            { ...before, version: nextPatch(before.version), challenges: [...before.challenges, challenge] },
            yield* store.knownTags
          )
          yield* checkChallenge(before, before.challenges.length, challenge, labelled(stored))
          const saved = yield* store.save(after)
          yield* audit.record(actor, "challenge.add", `challenge:${challenge.id}`, { pack: packId, version: saved.version })
          return challengeView(saved, challenge, yield* store.hiddenIds)
        }),

      /** Changes a challenge's texts, category, tags, timer, styles or fewest players. */
      updateChallenge: (id: ChallengeId, input: ChallengeChangeInput, actor: AuditActor) =>
        Effect.gen(function* () {
          const { pack: before, challenge } = yield* challengeAt(id, input.expectedVersion)
          const changed = applyChallengeChange(challenge, input)
          if (JSON.stringify(changed) === JSON.stringify(challenge)) return challengeView(before, challenge, yield* store.hiddenIds)
          // The rules read the texts, the timer and the category: a change of tags alone leaves them as they were.
          if (input.text !== undefined || input.timer !== undefined || input.category !== undefined) {
            yield* checkChallenge(
              before,
              before.challenges.findIndex((each) => each.id === id),
              changed,
              labelled(yield* packs.list, id)
            )
          }
          const after = yield* declareUsedTags({ ...replaceChallenge(before, changed), version: nextPatch(before.version) }, yield* store.knownTags)
          yield* checkStillPlayable(before, after)
          const saved = yield* store.save(after)
          yield* audit.record(actor, "challenge.update", `challenge:${id}`, {
            pack: saved.id,
            version: saved.version,
            changes: challengeFields(challenge, changed)
          })
          return challengeView(saved, changed, yield* store.hiddenIds)
        }),

      /** Deletes a challenge; the last one of a pack that is not coming soon stays, and so does one a game needs. */
      deleteChallenge: (id: ChallengeId, expectedVersion: string, actor: AuditActor) =>
        Effect.gen(function* () {
          const { pack: before } = yield* challengeAt(id, expectedVersion)
          const after = yield* checkHasChallenges({ ...removeChallenge(before, id), version: nextPatch(before.version) })
          yield* checkStillPlayable(before, after)
          const saved = yield* store.save(after)
          yield* audit.record(actor, "challenge.delete", `challenge:${id}`, { pack: saved.id, version: saved.version })
          return summaryOf(saved, yield* store.hiddenIds)
        })
    }
  }),
  dependencies: [AdminAudit.Default, AdminPackStore.Default]
}) {}
