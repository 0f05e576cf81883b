import { Effect, Either } from "effect"
import type { CategoryKey } from "../domain/category.ts"
import type { ChallengeId, PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import { editedChallengeProblems, gamesLostBy } from "../packs/pack-rules.ts"
import type { Pack, PackChallenge, PackTag, TagId } from "../packs/pack-schema.ts"
import { challengesPerCategory } from "../packs/pack-summary.ts"
import { checkPack, formatJsonPath } from "../packs/parse-pack.ts"
import { PackPublication } from "../ports/pack-publication.ts"
import { byId, PackRepository, tagsOf } from "../ports/pack-repository.ts"
import { TagRepository } from "../ports/tag-repository.ts"
import { ChallengeIdTaken, PackChanged, PackInvalid, PackUnplayable } from "./admin-errors.ts"
import type { NewChallengeInput } from "./admin-inputs.ts"
import { nextChallengeId, storedMinPlayers, storedStyles } from "./pack-edits.ts"

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

/** How many challenges of each pack use a category or a tag. */
export interface PackUsage {
  readonly id: PackId
  readonly challenges: number
}

/** Where a category or a tag is used: how many challenges in all, and in which packs. */
export interface Usage {
  readonly challenges: number
  readonly packs: ReadonlyArray<PackUsage>
}

/**
 * The packs, by id, whose challenges `use` something (or that `keep` says to count anyway, e.g. a pack
 * that declares a tag none of its challenges uses), each with how many of its challenges use it.
 */
export const usageIn = (stored: ReadonlyArray<Pack>, use: (challenge: PackChallenge) => boolean, keep: (pack: Pack) => boolean = () => false): Usage => {
  const packs = byId(stored)
    .map((pack) => ({ pack, challenges: pack.challenges.filter(use).length }))
    .filter(({ pack, challenges }) => challenges > 0 || keep(pack))
    .map(({ pack, challenges }) => ({ id: pack.id, challenges }))
  return { challenges: packs.reduce((sum, usage) => sum + usage.challenges, 0), packs }
}

/** A pack as the list shows it, published unless its id is among the `hidden` ones. */
export const summaryOf = (pack: Pack, hidden: ReadonlySet<string>): AdminPackSummary => ({
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

/** The pack Schema's verdict on a pack about to be stored. */
export const checked = (pack: Pack) =>
  Either.match(checkPack(pack), {
    onLeft: (problems) =>
      Effect.fail(new PackInvalid({ problems: problems.map((problem) => ({ file: pack.id, path: formatJsonPath(problem.path), rule: problem.rule })) })),
    onRight: Effect.succeed
  })

/** The stored packs (less the challenge `except`, being edited) as the content rules compare texts with them. */
export const labelled = (stored: ReadonlyArray<Pack>, except?: ChallengeId) =>
  stored.map((pack) => ({ file: `pack "${pack.id}"`, pack: { ...pack, challenges: pack.challenges.filter((challenge) => challenge.id !== except) } }))

/**
 * The content rules of one challenge about to be stored at `index` in `pack` (core's
 * editedChallengeProblems: its timer and durations, a text another challenge has), as the pack's problems.
 */
export const checkChallenge = (
  pack: Pick<Pack, "id">,
  index: number,
  challenge: PackChallenge,
  others: ReadonlyArray<{ readonly file: string; readonly pack: Pick<Pack, "comingSoon" | "challenges"> }>
) => {
  const problems = editedChallengeProblems(challenge, others)
  return problems.length === 0
    ? Effect.void
    : Effect.fail(
        new PackInvalid({
          problems: problems.map((problem) => ({ file: pack.id, path: formatJsonPath(["challenges", index, ...problem.path]), rule: problem.rule }))
        })
      )
}

/**
 * Refuses an edit that leaves the pack unable to fill a game it filled before (core's gamesLostBy, the
 * rule `allez packs validate` and the import apply), naming the first such game.
 */
export const checkStillPlayable = (before: Pick<Pack, "comingSoon" | "challenges">, after: Pack) => {
  const [lost] = gamesLostBy(before, after)
  return lost === undefined
    ? Effect.void
    : Effect.fail(new PackUnplayable({ id: after.id, style: lost.fit.style, players: lost.fit.players, off: lost.off, left: lost.left, needed: lost.needed }))
}

/** The ids of every stored challenge. */
export const takenChallengeIds = (stored: ReadonlyArray<Pack>) => new Set<string>(stored.flatMap((pack) => pack.challenges.map((challenge) => challenge.id)))

/** The pack holding each stored challenge, by challenge id. */
export const ownersOf = (stored: ReadonlyArray<Pack>) =>
  new Map<string, PackId>(stored.flatMap((pack) => pack.challenges.map((challenge) => [challenge.id, pack.id] as const)))

/** A new challenge for `pack`: the given id when free across the store, else a fresh one. */
export const newChallenge = (
  pack: Pick<Pack, "id" | "challenges">,
  input: NewChallengeInput,
  taken: ReadonlySet<string>,
  owners: ReadonlyMap<string, PackId>
) => {
  if (input.id !== undefined && taken.has(input.id)) return Effect.fail(new ChallengeIdTaken({ id: input.id, pack: owners.get(input.id) ?? pack.id }))
  const styles = input.styles === undefined ? undefined : storedStyles(input.styles)
  const minPlayers = input.minPlayers === undefined ? undefined : storedMinPlayers(input.minPlayers)
  const challenge: PackChallenge = {
    id: input.id ?? nextChallengeId(pack, taken),
    category: input.category,
    tags: [...new Set(input.tags)],
    text: input.text,
    ...(input.timer !== undefined && { timer: input.timer }),
    ...(styles !== undefined && { styles }),
    ...(minPlayers !== undefined && { minPlayers })
  }
  return Effect.succeed(challenge)
}

/**
 * What every part of the admin catalogue does with the stored packs: which are withdrawn, a pack at the
 * version the admin read, the tags the store knows, and saving an edit (checked by the pack Schema, its
 * newer version over the one it was made from, refused when someone else wrote in between).
 */
export class AdminPackStore extends Effect.Service<AdminPackStore>()("Admin/AdminPackStore", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const publication = yield* PackPublication
    const tags = yield* TagRepository

    return {
      /** The ids of the withdrawn packs. */
      hiddenIds: Effect.map(publication.unpublished, (ids) => new Set<string>(ids)),

      /** The stored pack, if it is still at the version the admin read. */
      packAt: (id: PackId, expectedVersion: string) =>
        Effect.filterOrFail(
          packs.get(id),
          (pack) => pack.version === expectedVersion,
          (pack) => new PackChanged({ id, current: pack.version })
        ),

      /** The tags the store knows, by id: the registered ones first, then the packs' declarations. */
      knownTags: Effect.gen(function* () {
        const known = new Map<string, PackTag>()
        for (const tag of yield* tags.list) known.set(tag.id, tag)
        for (const tag of tagsOf(yield* packs.list)) if (!known.has(tag.id)) known.set(tag.id, tag)
        return known
      }),

      /**
       * Stores an edited pack, checked by the pack Schema, over the version it was made from: its newer
       * version replaces the stored one, and a write by someone else in between is a PackChanged.
       */
      save: (after: Pack) =>
        Effect.gen(function* () {
          const pack = yield* checked(after)
          const outcome = yield* packs
            .upsert(pack)
            .pipe(Effect.catchTag("OlderVersion", (older) => Effect.fail(new PackChanged({ id: pack.id, current: older.stored }))))
          if (outcome !== "replaced") return yield* new PackChanged({ id: pack.id, current: pack.version })
          return pack
        })
    }
  })
}) {}
