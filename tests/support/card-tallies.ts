import { type CardTally, noRatings } from "#core/cards/card-stats.ts"
import { ChallengeId, PackId } from "#core/domain/ids.ts"
import { PackVersion } from "#core/packs/pack-version-schema.ts"

/** One card's counters in one version of its pack: zero unless `counts` says otherwise. */
export const cardTally = (
  pack: string,
  version: string,
  challenge: string,
  counts: Partial<Omit<CardTally, "packId" | "packVersion" | "challengeId">> = {}
): CardTally => ({
  packId: PackId.make(pack),
  packVersion: PackVersion.make(version),
  challengeId: ChallengeId.make(challenge),
  played: 0,
  succeeded: 0,
  replaced: 0,
  ratings: noRatings,
  ...counts
})
