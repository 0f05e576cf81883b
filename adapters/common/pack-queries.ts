import { type Context, Effect } from "effect"
import type { Pack } from "#core/packs/pack-schema.ts"
import { ChallengeNotFound, categoriesOf, challengesOf, type PackRepository, tagsOf } from "#core/ports/pack-repository.ts"

type PackService = Context.Tag.Service<typeof PackRepository>

/**
 * Challenges, categories and tags derived from the stored packs, the same way in every adapter
 * (packs are catalogue content: tens of packs, hundreds of challenges, read whole).
 */
export const derivedPackQueries = (
  list: Effect.Effect<ReadonlyArray<Pack>>
): Pick<PackService, "listChallenges" | "getChallenge" | "listCategories" | "listTags"> => ({
  listChallenges: Effect.map(list, challengesOf),
  getChallenge: (id) =>
    Effect.flatMap(list, (packs) => {
      const entry = challengesOf(packs).find(({ challenge }) => challenge.id === id)
      return entry === undefined ? Effect.fail(new ChallengeNotFound({ id })) : Effect.succeed(entry)
    }),
  listCategories: Effect.map(list, categoriesOf),
  listTags: Effect.map(list, tagsOf)
})
