import { Context, Data, type Effect } from "effect"
import { type CategoryKey, categoryKeys } from "../domain/category.ts"
import type { ChallengeId, PackId } from "../domain/ids.ts"
import type { Pack, PackChallenge, PackTag } from "../packs/pack-schema.ts"
import { compareSemver } from "../packs/pack-version.ts"

/** No pack with this id. */
export class PackNotFound extends Data.TaggedError("PackNotFound")<{ readonly id: PackId }> {}

/** No challenge with this id in any stored pack. */
export class ChallengeNotFound extends Data.TaggedError("ChallengeNotFound")<{ readonly id: ChallengeId }> {}

/**
 * The store holds a newer version of this pack than the one offered, so the offer changed nothing.
 * A typed outcome rather than a silent "unchanged": an import can say why a pack was not taken.
 */
export class OlderVersion extends Data.TaggedError("OlderVersion")<{
  readonly id: PackId
  readonly stored: string
  readonly offered: string
}> {}

/** What an upsert did: stored a new pack, replaced an older version, or found this version already there. */
export type UpsertOutcome = "added" | "replaced" | "unchanged"

/** A challenge with the pack it belongs to. */
export interface ChallengeEntry {
  readonly pack: PackId
  readonly challenge: PackChallenge
}

/** A category with how many stored challenges it holds. */
export interface CategoryCount {
  readonly key: CategoryKey
  readonly challenges: number
}

/** The challenge packs, by id; challenges, categories and tags are derived from them. */
export class PackRepository extends Context.Tag("Ports/PackRepository")<
  PackRepository,
  {
    /** Every stored pack, by id. */
    readonly list: Effect.Effect<ReadonlyArray<Pack>>
    readonly get: (id: PackId) => Effect.Effect<Pack, PackNotFound>
    /**
     * Stores a pack idempotently, deciding with `upsertOutcome` in one atomic step: a new id is
     * added, a newer semver replaces the stored pack, the same version changes nothing, and an
     * older version is refused with OlderVersion (nothing changes).
     */
    readonly upsert: (pack: Pack) => Effect.Effect<UpsertOutcome, OlderVersion>
    readonly delete: (id: PackId) => Effect.Effect<void, PackNotFound>
    /** Every challenge of every stored pack, packs by id, challenges in pack order. */
    readonly listChallenges: Effect.Effect<ReadonlyArray<ChallengeEntry>>
    readonly getChallenge: (id: ChallengeId) => Effect.Effect<ChallengeEntry, ChallengeNotFound>
    /** The eight categories in catalogue order, each with its number of stored challenges. */
    readonly listCategories: Effect.Effect<ReadonlyArray<CategoryCount>>
    /** The tags the stored packs declare, once each, by id. */
    readonly listTags: Effect.Effect<ReadonlyArray<PackTag>>
  }
>() {}

/** The upsert rule every adapter applies: what storing `offered` over `stored` (if any) does. */
export const upsertOutcome = (stored: { readonly version: string } | undefined, offered: Pick<Pack, "id" | "version">): UpsertOutcome | OlderVersion => {
  if (stored === undefined) return "added"
  const order = compareSemver(offered.version, stored.version)
  if (order > 0) return "replaced"
  if (order === 0) return "unchanged"
  return new OlderVersion({ id: offered.id, stored: stored.version, offered: offered.version })
}

/** Items sorted by id, as every listing of packs, challenges and tags goes. */
export const byId = <T extends { readonly id: string }>(items: ReadonlyArray<T>): Array<T> =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

/** Every challenge of the packs, packs by id, challenges in pack order. */
export const challengesOf = (packs: ReadonlyArray<Pack>): ReadonlyArray<ChallengeEntry> =>
  byId(packs).flatMap((pack) => pack.challenges.map((challenge) => ({ pack: pack.id, challenge })))

/** The eight categories in catalogue order with their challenge counts across the packs. */
export const categoriesOf = (packs: ReadonlyArray<Pack>): ReadonlyArray<CategoryCount> =>
  categoryKeys.map((key) => ({
    key,
    challenges: packs.reduce((sum, pack) => sum + pack.challenges.filter((challenge) => challenge.category === key).length, 0)
  }))

/** The tags the packs declare, once each (the pack first by id wins), by id. */
export const tagsOf = (packs: ReadonlyArray<Pack>): ReadonlyArray<PackTag> => {
  const tags = new Map<string, PackTag>()
  for (const pack of byId(packs)) for (const tag of pack.tags) if (!tags.has(tag.id)) tags.set(tag.id, tag)
  return byId([...tags.values()])
}
