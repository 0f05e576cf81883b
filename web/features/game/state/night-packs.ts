import type { JoinedGymEvent } from "#contract/gym-event-answers.ts"
import { maxIdLength, packIdPattern } from "#core/domain/id-patterns.ts"
import type { PackId } from "#core/domain/ids.ts"
import { canPlayTogether } from "#core/packs/pack-choice.ts"
import { readPlayableChallenge } from "./read-playable-packs.ts"
import type { PlayableChallenge, PlayablePack } from "./records.ts"

/**
 * A gym night's packs in the pregame (issue #39): the gym brings them, so a game tied to the night
 * plays them whole even when the owner does not own them (the join answered every challenge, kept on
 * this device to play offline). The owner's own packs are unchanged; the night's come first.
 */

const isPackId = (id: string): id is PackId => packIdPattern.test(id) && id.length <= maxIdLength

/** A night's pack as a playable pack, or undefined when its id or challenges do not read. */
const nightPack = (pack: JoinedGymEvent["packs"][number]): PlayablePack | undefined => {
  const { id } = pack
  if (!isPackId(id)) return undefined
  const challenges: Array<PlayableChallenge> = []
  for (const challenge of pack.challenges) {
    const read = readPlayableChallenge(challenge)
    if (read === undefined) return undefined
    challenges.push(read)
  }
  return {
    id,
    version: pack.version,
    name: pack.name,
    description: pack.description,
    state: "owned",
    combinable: pack.combinable,
    comingSoon: false,
    special: false,
    challengeCount: pack.challengeCount,
    challenges
  }
}

/** The owner's packs with the night's playable in their place, first. */
export const withNightPacks = (packs: ReadonlyArray<PlayablePack>, event: JoinedGymEvent): ReadonlyArray<PlayablePack> => {
  const night = event.packs.flatMap((pack) => {
    const own = packs.find((other) => other.id === pack.id && (other.state === "owned" || other.state === "free") && !other.comingSoon)
    const played = own ?? nightPack(pack)
    return played === undefined ? [] : [played]
  })
  return [...night, ...packs.filter((pack) => !night.some((other) => other.id === pack.id))]
}

/** The night's packs to start with: all of them when they play together, else the first. */
export const nightChoice = (event: JoinedGymEvent, packs: ReadonlyArray<PlayablePack>): ReadonlyArray<string> => {
  const chosen = packs.filter((pack) => event.packs.some((other) => other.id === pack.id))
  if (chosen.length === 0) return []
  return canPlayTogether(chosen) ? chosen.map((pack) => pack.id) : [chosen[0]?.id ?? ""]
}
