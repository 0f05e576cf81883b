import { Cause, Effect, Exit, type Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { PackId, UserId } from "#core/domain/ids.ts"
import { type PackTag, TagId } from "#core/packs/pack-schema.ts"
import { AuditRepository, type NewAuditEntry } from "#core/ports/audit-repository.ts"
import { CategoryRepository } from "#core/ports/category-repository.ts"
import { PackPublication } from "#core/ports/pack-publication.ts"
import { TagRepository } from "#core/ports/tag-repository.ts"

/** The admin area's repositories, which every persistence adapter provides beside the others. */
export type AdminRepositoryPorts = PackPublication | CategoryRepository | TagRepository | AuditRepository

const tag = (id: string, fr: string, en: string): PackTag => ({ id: TagId.make(id), name: { fr, en } })

const entry = (at: string, target: string, extra: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at,
  actor: { userId: UserId.make("u-boss"), email: "boss@allez.test", via: "admin-area" },
  action: "pack.update",
  target,
  details: {},
  ...extra
})

/** The typed failure of an effect (fails the test if it succeeded or died). */
const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<E, never, R> =>
  Effect.flatMap(Effect.exit(effect), (exit) =>
    Exit.isFailure(exit) && Option.isSome(Cause.failureOption(exit.cause))
      ? Effect.succeed(Option.getOrThrow(Cause.failureOption(exit.cause)))
      : Effect.dieMessage(`expected a typed failure, got ${Exit.isSuccess(exit) ? "a success" : Cause.pretty(exit.cause)}`)
  )

/** The contract of the admin repositories; `makeLayer` gives a fresh, empty store on each call. */
export const describeAdminRepositoryContract = (
  name: string,
  makeLayer: () => Layer.Layer<AdminRepositoryPorts>,
  options: { readonly timeout?: number } = {}
): void => {
  const run = <A, E>(effect: Effect.Effect<A, E, AdminRepositoryPorts>): Promise<A> => Effect.runPromise(Effect.provide(effect, makeLayer()))

  describe(`${name}: admin repository contract`, { ...(options.timeout === undefined ? {} : { timeout: options.timeout }) }, () => {
    it("publication: every pack is published until withdrawn; withdrawing and publishing again are idempotent", () =>
      run(
        Effect.gen(function* () {
          const publication = yield* PackPublication
          expect(yield* publication.unpublished).toEqual([])
          yield* publication.setPublished(PackId.make("party-night"), false)
          yield* publication.setPublished(PackId.make("kids"), false)
          yield* publication.setPublished(PackId.make("kids"), false)
          expect(yield* publication.unpublished).toEqual(["kids", "party-night"])
          yield* publication.setPublished(PackId.make("kids"), true)
          yield* publication.setPublished(PackId.make("kids"), true)
          yield* publication.setPublished(PackId.make("never-withdrawn"), true)
          expect(yield* publication.unpublished).toEqual(["party-night"])
        })
      ))

    it("categories: keeps the names admins gave, the latest one per category, in catalogue order", () =>
      run(
        Effect.gen(function* () {
          const categories = yield* CategoryRepository
          expect(yield* categories.listLabels).toEqual([])
          yield* categories.rename("other", { fr: "Divers", en: "Misc" })
          yield* categories.rename("game", { fr: "Jeux", en: "Games" })
          yield* categories.rename("other", { fr: "Autres défis", en: "Other challenges" })
          expect(yield* categories.listLabels).toEqual([
            { key: "game", label: { fr: "Jeux", en: "Games" } },
            { key: "other", label: { fr: "Autres défis", en: "Other challenges" } }
          ])
        })
      ))

    it("tags: adds each id once (TagExists the second time), renames and removes registered tags, lists them by id", () =>
      run(
        Effect.gen(function* () {
          const tags = yield* TagRepository
          expect(yield* tags.list).toEqual([])
          yield* tags.add(tag("slab", "Dalle", "Slab"))
          yield* tags.add(tag("crimps", "Réglettes", "Crimps"))
          const twice = yield* failureOf(tags.add(tag("slab", "Autre", "Other")))
          expect(twice).toMatchObject({ _tag: "TagExists", id: "slab" })
          expect(yield* tags.list).toEqual([tag("crimps", "Réglettes", "Crimps"), tag("slab", "Dalle", "Slab")])
          yield* tags.rename(TagId.make("slab"), { fr: "Dalle lisse", en: "Smooth slab" })
          yield* tags.rename(TagId.make("nowhere"), { fr: "Nulle part", en: "Nowhere" })
          yield* tags.remove(TagId.make("crimps"))
          yield* tags.remove(TagId.make("crimps"))
          expect(yield* tags.list).toEqual([tag("slab", "Dalle lisse", "Smooth slab")])
        })
      ))

    it("audit: records entries with an id, lists the latest first (time, then the later insert), up to the limit", () =>
      run(
        Effect.gen(function* () {
          const audit = yield* AuditRepository
          expect(yield* audit.list(10)).toEqual([])
          const first = yield* audit.add(
            entry("2026-11-22T10:00:00.000Z", "pack:base", { details: { changes: ["name", "price"], version: "1.0.1", previous: null } })
          )
          const cli = yield* audit.add(
            entry("2026-11-22T12:00:00.000Z", "user:u-2", {
              action: "admin.grant",
              actor: { userId: null, email: null, via: "cli" },
              details: { email: "ana@allez.test" }
            })
          )
          const sameTime = yield* audit.add(
            entry("2026-11-22T12:00:00.000Z", "pack:kids", { action: "pack.unpublish", details: { published: false, count: 2 } })
          )
          expect(new Set([first.id, cli.id, sameTime.id]).size).toBe(3)
          expect(first).toMatchObject({ target: "pack:base", details: { changes: ["name", "price"], version: "1.0.1", previous: null } })
          expect(yield* audit.list(10)).toEqual([sameTime, cli, first])
          expect(yield* audit.list(2)).toEqual([sameTime, cli])
          expect(yield* audit.list(0)).toEqual([])
        })
      ))
  })
}
