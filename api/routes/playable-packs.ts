import { Effect } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import type { PackId } from "#core/domain/ids.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { playableChallenge } from "#core/packs/pack-summary.ts"
import { publishedPacks } from "#core/ports/pack-publication.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { availableColourSets, isPlayable, ownsSpecialPack, packState } from "#core/store/pack-ownership.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { makeRun } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { flagsOf } from "../pack-views.ts"

/**
 * A published pack as pregame shows it to one user: flags and state, and, when the user may play it
 * (free or owned, on sale), every challenge with its texts, so the device can run a game offline.
 */
const playableEntry = (pack: Pack, owned: ReadonlyArray<PackId>) => {
  const flags = flagsOf(pack)
  const playable = isPlayable(flags, owned)
  return {
    id: pack.id,
    version: pack.version,
    name: pack.name,
    description: pack.description,
    state: packState(flags, owned, []),
    combinable: pack.combinable,
    comingSoon: pack.comingSoon,
    special: pack.special,
    challengeCount: pack.challenges.length,
    challenges: playable ? pack.challenges.map(playableChallenge) : []
  }
}

/**
 * The signed-in user's packs for a game (`GET /api/me/playable-packs`): every published pack with its
 * state, the challenges of those the user may play, and the avatar colour sets the user may pick.
 */
export const playablePackRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const user = signedIn(c)
    const answer = await run(
      Effect.gen(function* () {
        const all = yield* Effect.flatMap(PackRepository, (store) => store.list)
        const shown = yield* publishedPacks
        return {
          packs: shown.map((pack) => playableEntry(pack, user.packs)),
          colourSets: availableColourSets(ownsSpecialPack(all.map(flagsOf), user.packs))
        }
      })
    )
    c.header("Cache-Control", "private, no-store")
    return c.json(answer satisfies RouteAnswer<"GET /api/me/playable-packs">)
  })
}
