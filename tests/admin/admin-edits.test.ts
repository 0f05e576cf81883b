import { Effect, Either, Exit, Layer, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AdminChallenges } from "#core/admin/admin-challenges.ts"
import { AdminPacks } from "#core/admin/admin-packs.ts"
import { AdminServices } from "#core/admin/admin-services.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import { categoryKeys } from "#core/domain/category.ts"
import { ChallengeId, PackId, UserId } from "#core/domain/ids.ts"
import { type ProblemStyle, problemStyles } from "#core/domain/problem-style.ts"
import { Pack, TagId } from "#core/packs/pack-schema.ts"
import { compareSemver } from "#core/packs/pack-version.ts"
import { checkPack } from "#core/packs/parse-pack.ts"
import type { AuditActor } from "#core/ports/audit-repository.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { makeMemoryAuthLayer } from "../support/memory/auth-repositories.ts"
import { makeMemoryLayer } from "../support/memory/memory-layer.ts"
import { wallPackDocument } from "../support/wall-pack.ts"

const actor: AuditActor = { userId: UserId.make("boss"), email: "boss@allez.test", via: "admin-area" }
const wallId = PackId.make("wall")

const wall = Schema.decodeUnknownSync(Pack)(
  wallPackDocument({
    tags: [
      { id: "slab", name: { fr: "Dalle", en: "Slab" } },
      { id: "crimps", name: { fr: "Réglettes", en: "Crimps" } }
    ],
    challenges: [
      { id: "wall-001", category: "game", tags: ["slab"], text: { fr: "Un", en: "One" } },
      { id: "wall-002", category: "other", tags: [], text: { fr: "Deux", en: "Two" } }
    ]
  })
)

/** One admin write, as the screens would send it (on the version they read). */
type Edit =
  | { readonly kind: "text"; readonly pick: number; readonly fr: string }
  | { readonly kind: "retag"; readonly pick: number; readonly tags: ReadonlyArray<string> }
  | { readonly kind: "timer"; readonly pick: number; readonly seconds: number | null }
  | { readonly kind: "styles"; readonly pick: number; readonly styles: ReadonlyArray<ProblemStyle> }
  | { readonly kind: "players"; readonly pick: number; readonly minPlayers: number }
  | { readonly kind: "add"; readonly category: number }
  | { readonly kind: "delete"; readonly pick: number }
  | { readonly kind: "comingSoon"; readonly value: boolean }
  | { readonly kind: "price"; readonly cents: number }

const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("text" as const), pick: fc.nat(), fr: fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== "") }),
  fc.record({ kind: fc.constant("retag" as const), pick: fc.nat(), tags: fc.subarray(["slab", "crimps", "nowhere"]) }),
  fc.record({ kind: fc.constant("timer" as const), pick: fc.nat(), seconds: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }) }),
  fc.record({ kind: fc.constant("styles" as const), pick: fc.nat(), styles: fc.subarray([...problemStyles], { minLength: 1 }) }),
  fc.record({ kind: fc.constant("players" as const), pick: fc.nat(), minPlayers: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ kind: fc.constant("add" as const), category: fc.nat({ max: categoryKeys.length - 1 }) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("comingSoon" as const), value: fc.boolean() }),
  fc.record({ kind: fc.constant("price" as const), cents: fc.nat({ max: 10_000 }) })
)

const apply = (edit: Edit, pack: Pack): Effect.Effect<unknown, unknown, AdminPacks | AdminChallenges> =>
  Effect.gen(function* () {
    const packs = yield* AdminPacks
    const challenges = yield* AdminChallenges
    const expectedVersion = pack.version
    const picked = pack.challenges[("pick" in edit ? edit.pick : 0) % Math.max(1, pack.challenges.length)]?.id ?? ChallengeId.make("wall-001")
    switch (edit.kind) {
      case "text":
        return yield* challenges.updateChallenge(picked, { expectedVersion, text: { fr: edit.fr.trim() } }, actor)
      case "retag":
        return yield* challenges.updateChallenge(picked, { expectedVersion, tags: edit.tags.map((tag) => TagId.make(tag)) }, actor)
      case "timer":
        return yield* challenges.updateChallenge(
          picked,
          { expectedVersion, timer: edit.seconds === null ? null : { seconds: edit.seconds, meaning: "limit" } },
          actor
        )
      case "styles":
        return yield* challenges.updateChallenge(picked, { expectedVersion, styles: edit.styles }, actor)
      case "players":
        return yield* challenges.updateChallenge(picked, { expectedVersion, minPlayers: edit.minPlayers }, actor)
      case "add":
        return yield* challenges.addChallenge(
          wallId,
          { expectedVersion, category: categoryKeys[edit.category] ?? "other", tags: [], text: { fr: "Nouveau", en: "New" } },
          actor
        )
      case "delete":
        return yield* challenges.deleteChallenge(picked, expectedVersion, actor)
      case "comingSoon":
        return yield* packs.updatePack(wallId, { expectedVersion, comingSoon: edit.value }, actor)
      case "price":
        return yield* packs.updatePack(wallId, { expectedVersion, price: { amount: edit.cents, currency: "EUR" } }, actor)
    }
  })

const provided = <A, E>(effect: Effect.Effect<A, E, AdminPacks | AdminChallenges | PackImport | PackRepository>) =>
  Effect.runPromise(Effect.provide(effect, AdminServices.pipe(Layer.provideMerge(makeMemoryLayer()), Layer.provide(makeMemoryAuthLayer()))))

describe("admin edits", () => {
  it("for all sequences of edits, the pack stays valid; each change raises the version, each refusal changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbEdit, { minLength: 1, maxLength: 12 }), (edits) =>
        provided(
          Effect.gen(function* () {
            const packs = yield* PackRepository
            yield* Effect.orDie(packs.upsert(wall))
            for (const edit of edits) {
              const before = yield* Effect.orDie(packs.get(wallId))
              const exit = yield* Effect.exit(apply(edit, before))
              const after = yield* Effect.orDie(packs.get(wallId))
              expect(Either.isRight(checkPack(after))).toBe(true)
              if (Exit.isSuccess(exit)) {
                // A write that changes nothing writes nothing; any other raises the version.
                if (JSON.stringify(after) !== JSON.stringify(before)) expect(compareSemver(after.version, before.version)).toBe(1)
              } else {
                expect(Exit.isFailure(exit) && exit.cause._tag === "Fail").toBe(true)
                expect(after).toEqual(before)
              }
            }
            const edited = yield* Effect.orDie(packs.get(wallId))
            const [reloaded] = yield* Effect.orDie(
              Effect.flatMap(PackImport, (importer) => importer.importPacks([{ file: "packs/wall/pack.json", folder: "wall", pack: wall }]))
            )
            expect(reloaded?.outcome).toBe(edited.version === wall.version ? "unchanged" : "kept-newer")
            expect(yield* Effect.orDie(packs.get(wallId))).toEqual(edited)
          })
        )
      ),
      { numRuns: 60 }
    )
    // Sixty sequences of up to twelve edits, each on a fresh store: seconds on a loaded two-core machine.
  }, 30_000)

  it("lets one of two edits made on the same version through, and refuses the other", async () => {
    await provided(
      Effect.gen(function* () {
        yield* Effect.orDie(Effect.flatMap(PackRepository, (packs) => packs.upsert(wall)))
        const admin = yield* AdminChallenges
        const first = yield* Effect.exit(admin.updateChallenge(ChallengeId.make("wall-001"), { expectedVersion: "1.0.0", text: { en: "First" } }, actor))
        const second = yield* Effect.exit(admin.updateChallenge(ChallengeId.make("wall-002"), { expectedVersion: "1.0.0", text: { en: "Second" } }, actor))
        expect(Exit.isSuccess(first)).toBe(true)
        expect(second).toEqual(Exit.fail(expect.objectContaining({ _tag: "PackChanged", current: "1.0.1" })))
      })
    )
  })

  it("refuses an edit or a delete that leaves a playable pack unable to fill a game, and lets a pack too small to play be built up", async () => {
    // 5 challenges in each category: 30 left with two categories off, 25 needed by a 4-player game.
    const full = Schema.decodeUnknownSync(Pack)(
      wallPackDocument({
        challenges: categoryKeys.flatMap((category, c) =>
          Array.from({ length: 5 }, (_, n) => ({
            id: `wall-${c}${n}`,
            category,
            tags: [],
            text: { fr: `Défi ${c}${n}.`, en: `Challenge ${c}${n}.` },
            ...(category === "time-linked" && { text: { fr: `Le top en moins de ${30 + n} secondes.`, en: `The top in under ${30 + n} seconds.` } }),
            ...(category === "time-linked" && { timer: { seconds: 30 + n, meaning: "limit" } })
          }))
        )
      })
    )
    await provided(
      Effect.gen(function* () {
        const packs = yield* PackRepository
        yield* Effect.orDie(packs.upsert(full))
        const admin = yield* AdminChallenges
        let version = full.version
        // Five challenges (one in each of five categories) for overhangs only: still 25 on any other problem.
        for (const c of [0, 1, 2, 3, 4]) {
          const saved = yield* admin.updateChallenge(ChallengeId.make(`wall-${c}0`), { expectedVersion: version, styles: ["overhang"] }, actor)
          expect(saved.challenge.styles).toEqual(["overhang"])
          version = saved.pack.version
        }
        const sixth = yield* Effect.exit(admin.updateChallenge(ChallengeId.make("wall-50"), { expectedVersion: version, styles: ["overhang"] }, actor))
        expect(sixth).toEqual(
          Exit.fail(
            expect.objectContaining({ _tag: "PackUnplayable", id: "wall", style: "any", players: 4, off: ["time-linked", "other"], left: 24, needed: 25 })
          )
        )
        const deleted = yield* Effect.exit(admin.deleteChallenge(ChallengeId.make("wall-50"), version, actor))
        expect(deleted).toEqual(Exit.fail(expect.objectContaining({ _tag: "PackUnplayable", style: "any", players: 4, left: 24 })))
        expect((yield* Effect.orDie(packs.get(wallId))).version).toBe(version)
        // Lifting a limit, or a need of 3 players (4-player games have them), takes no game away.
        yield* admin.updateChallenge(ChallengeId.make("wall-00"), { expectedVersion: version, styles: [...problemStyles] }, actor)
        const lifted = yield* Effect.orDie(packs.get(wallId))
        expect(lifted.challenges[0]).not.toHaveProperty("styles")
        yield* admin.updateChallenge(ChallengeId.make("wall-50"), { expectedVersion: lifted.version, minPlayers: 3 }, actor)
      })
    )
    // A pack too small to play (two challenges) takes edits that leave it short.
    await provided(
      Effect.gen(function* () {
        yield* Effect.orDie(Effect.flatMap(PackRepository, (packs) => packs.upsert(wall)))
        const admin = yield* AdminChallenges
        const saved = yield* admin.updateChallenge(ChallengeId.make("wall-001"), { expectedVersion: wall.version, styles: ["slab"], minPlayers: 4 }, actor)
        expect(saved.challenge).toMatchObject({ styles: ["slab"], minPlayers: 4 })
      })
    )
  })
})
