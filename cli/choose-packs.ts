import { Either } from "effect"
import type { CliPack } from "./pack-catalog.ts"

/**
 * The packs a game uses: the ids asked for (in that order), or by default every playable pack
 * that combines with others; when none combines, the base pack (or the first playable one).
 * Fails with the first id that names no pack found.
 */
export const choosePacks = (found: ReadonlyArray<CliPack>, requested: ReadonlyArray<string> | undefined): Either.Either<Array<CliPack>, string> => {
  if (requested !== undefined && requested.length > 0) {
    const chosen: Array<CliPack> = []
    for (const id of requested) {
      const pack = found.find((candidate) => candidate.id === id)
      if (pack === undefined) return Either.left(id)
      if (!chosen.includes(pack)) chosen.push(pack)
    }
    return Either.right(chosen)
  }
  const playable = found.filter((pack) => !pack.comingSoon)
  const combinable = playable.filter((pack) => pack.combinable)
  if (combinable.length > 0) return Either.right(combinable)
  const base = playable.find((pack) => pack.id === "base") ?? playable[0]
  return Either.right(base === undefined ? [] : [base])
}
