import { Either } from "effect"
import type { CategoryKey } from "../domain/category.ts"
import { ChallengeId, type PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import { type ProblemStyle, problemStyles } from "../domain/problem-style.ts"
import { gameRules } from "../game/rules.ts"
import type { ChallengeTimer, Pack, PackChallenge, PackTag, Price, ProductId, TagId } from "../packs/pack-schema.ts"
import { compareSemver, nextPatch } from "../packs/pack-version.ts"
import { PackNeedsChallenge, UnknownTags, VersionNotNewer } from "./admin-errors.ts"

/**
 * The version of an edited pack: the one the admin typed when it is newer than the stored one, the
 * next patch when they typed none; an older or equal one is refused.
 */
export const editedVersion = (stored: Pick<Pack, "id" | "version">, offered: string | undefined): Either.Either<string, VersionNotNewer> => {
  if (offered === undefined) return Either.right(nextPatch(stored.version))
  return compareSemver(offered, stored.version) > 0
    ? Either.right(offered)
    : Either.left(new VersionNotNewer({ id: stored.id, stored: stored.version, offered }))
}

/** A pack's fields an admin edits besides its challenges. */
export interface PackSettings {
  readonly name: LocalizedText
  readonly description: LocalizedText
  readonly price: Price
  readonly productIds: ReadonlyArray<ProductId>
  readonly combinable: boolean
  readonly comingSoon: boolean
  readonly special: boolean
}

/** The pack with some of its settings changed (its version and challenges untouched). */
export const applySettings = (pack: Pack, change: Partial<PackSettings>): Pack => ({
  ...pack,
  ...(change.name !== undefined && { name: change.name }),
  ...(change.description !== undefined && { description: change.description }),
  ...(change.price !== undefined && { price: change.price }),
  ...(change.productIds !== undefined && { productIds: change.productIds }),
  ...(change.combinable !== undefined && { combinable: change.combinable }),
  ...(change.comingSoon !== undefined && { comingSoon: change.comingSoon }),
  ...(change.special !== undefined && { special: change.special })
})

/** The pack Schema's rule an admin edit can break: a pack that is not coming soon keeps at least one challenge. */
export const checkHasChallenges = (pack: Pack): Either.Either<Pack, PackNeedsChallenge> =>
  !pack.comingSoon && pack.challenges.length === 0 ? Either.left(new PackNeedsChallenge({ id: pack.id })) : Either.right(pack)

/**
 * A challenge's styles as a pack stores them: each once, in the game's order, and none at all (every
 * style) when they name all four.
 * @example storedStyles(["traverse", "overhang"]) // ["overhang", "traverse"]
 * @example storedStyles(["slab", "vertical", "overhang", "traverse"]) // undefined
 */
export const storedStyles = (styles: ReadonlyArray<ProblemStyle>): ReadonlyArray<ProblemStyle> | undefined => {
  const named = problemStyles.filter((style) => styles.includes(style))
  return named.length === problemStyles.length ? undefined : named
}

/**
 * The fewest players a challenge needs as a pack stores it: none at all when any game has them.
 * @example storedMinPlayers(2) // undefined
 */
export const storedMinPlayers = (minPlayers: number): number | undefined => (minPlayers <= gameRules.minPlayers ? undefined : minPlayers)

/** What an admin may change in a challenge; a null timer removes it. */
export interface ChallengeChange {
  readonly category?: CategoryKey | undefined
  readonly tags?: ReadonlyArray<TagId> | undefined
  readonly text?: { readonly fr?: string | undefined; readonly en?: string | undefined } | undefined
  readonly timer?: ChallengeTimer | null | undefined
  /** The styles it suits: all four for every style. */
  readonly styles?: ReadonlyArray<ProblemStyle> | undefined
  /** The fewest players it needs: 2 for any game. */
  readonly minPlayers?: number | undefined
}

/** The challenge with the change applied (its id untouched; styles and players as a pack stores them). */
export const applyChallengeChange = (challenge: PackChallenge, change: ChallengeChange): PackChallenge => {
  const { timer: _timer, styles: _styles, minPlayers: _minPlayers, ...rest } = challenge
  const timer = change.timer === undefined ? challenge.timer : change.timer
  const styles = change.styles === undefined ? challenge.styles : storedStyles(change.styles)
  const minPlayers = change.minPlayers === undefined ? challenge.minPlayers : storedMinPlayers(change.minPlayers)
  return {
    ...rest,
    ...(change.category !== undefined && { category: change.category }),
    ...(change.tags !== undefined && { tags: [...new Set(change.tags)] }),
    text: { fr: change.text?.fr ?? challenge.text.fr, en: change.text?.en ?? challenge.text.en },
    ...(timer !== undefined && timer !== null && { timer: { seconds: timer.seconds, meaning: timer.meaning } }),
    ...(styles !== undefined && { styles }),
    ...(minPlayers !== undefined && { minPlayers })
  }
}

/**
 * Declares in the pack every tag its challenges use and it does not declare yet, under the name the
 * store knows (`known`, by id); a tag nobody knows is refused.
 */
export const declareUsedTags = (pack: Pack, known: ReadonlyMap<string, PackTag>): Either.Either<Pack, UnknownTags> => {
  const declared = new Set<string>(pack.tags.map((tag) => tag.id))
  const missing = [...new Set(pack.challenges.flatMap((challenge) => challenge.tags))].filter((id) => !declared.has(id))
  const unknown = missing.filter((id) => !known.has(id))
  if (unknown.length > 0) return Either.left(new UnknownTags({ ids: unknown }))
  return Either.right({
    ...pack,
    tags: [
      ...pack.tags,
      ...missing.flatMap((id) => {
        const tag = known.get(id)
        return tag === undefined ? [] : [tag]
      })
    ]
  })
}

/** The pack with `challenge` in place of the one with its id. */
export const replaceChallenge = (pack: Pack, challenge: PackChallenge): Pack => ({
  ...pack,
  challenges: pack.challenges.map((each) => (each.id === challenge.id ? challenge : each))
})

/** The pack without the challenge `id`. */
export const removeChallenge = (pack: Pack, id: ChallengeId): Pack => ({ ...pack, challenges: pack.challenges.filter((each) => each.id !== id) })

/** The pack with its declaration of tag `id` renamed (unchanged when it does not declare it). */
export const renameDeclaredTag = (pack: Pack, id: TagId, name: LocalizedText): Pack => ({
  ...pack,
  tags: pack.tags.map((tag) => (tag.id === id ? { id, name } : tag))
})

/** The pack without its declaration of tag `id` (which no challenge of it may use). */
export const undeclareTag = (pack: Pack, id: TagId): Pack => ({ ...pack, tags: pack.tags.filter((tag) => tag.id !== id) })

const challengeIdMax = 64

/**
 * A fresh challenge id for the pack: `<pack id>-<number>`, one more than the highest number its
 * challenges use that way, at least three digits, not in `taken` (the ids of every stored challenge).
 * @example nextChallengeId(basePack, taken) // "base-097"
 */
export const nextChallengeId = (
  pack: { readonly id: PackId; readonly challenges: ReadonlyArray<{ readonly id: string }> },
  taken: ReadonlySet<string>
): ChallengeId => {
  const prefix = pack.id.slice(0, challengeIdMax - 8).replace(/-+$/, "")
  const numbered = new RegExp(`^${prefix}-(\\d+)$`)
  let next = pack.challenges.reduce((highest, challenge) => {
    const found = numbered.exec(challenge.id)?.[1]
    return found === undefined ? highest : Math.max(highest, Number(found))
  }, 0)
  let id: string
  do {
    next++
    id = `${prefix}-${String(next).padStart(3, "0")}`
  } while (taken.has(id))
  return ChallengeId.make(id)
}
