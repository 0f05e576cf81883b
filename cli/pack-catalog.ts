import type { CategoryKey } from "#core/domain/category.ts"
import type { ChallengeId, PackId } from "#core/domain/ids.ts"
import type { LocalizedText } from "#core/domain/language-schema.ts"
import type { ProblemStyle } from "#core/domain/problem-style.ts"
import type { ChallengeTimer, Pack } from "#core/packs/pack-schema.ts"
import { playableChallenge } from "#core/packs/pack-summary.ts"

/** A challenge as the CLI shows and plays it. */
export interface CliChallenge {
  readonly id: ChallengeId
  readonly category: CategoryKey
  readonly text: LocalizedText
  /** The clock and what it means, for timed challenges. */
  readonly timer?: ChallengeTimer | undefined
  /** The problem styles it suits (all when absent) and the fewest players it needs (2 when absent). */
  readonly styles?: ReadonlyArray<ProblemStyle> | undefined
  readonly minPlayers?: number | undefined
}

/** A valid pack as the CLI lists, simulates and plays it (a `PackForGame` for the engine, plus what people read). */
export interface CliPack {
  readonly id: PackId
  readonly version: string
  readonly name: LocalizedText
  /** The price in cents, or null when the pack is free. */
  readonly priceCents: number | null
  readonly currency: string
  readonly combinable: boolean
  readonly comingSoon: boolean
  /** The special edition (unlocks colour sets 07–08). */
  readonly special?: boolean | undefined
  readonly challenges: ReadonlyArray<CliChallenge>
}

/** A pack from the pack files as the CLI shows it: a price of 0 reads as free. */
export const cliPackOf = (pack: Pack): CliPack => ({
  id: pack.id,
  version: pack.version,
  name: pack.name,
  priceCents: pack.price.amount === 0 ? null : pack.price.amount,
  currency: pack.price.currency,
  combinable: pack.combinable,
  comingSoon: pack.comingSoon,
  special: pack.special,
  challenges: pack.challenges.map(playableChallenge)
})

/** Every pack found under some paths, or the loader's messages when any of them is invalid. */
export type PackLoad =
  | { readonly isValid: true; readonly packs: ReadonlyArray<CliPack> }
  | { readonly isValid: false; readonly problems: ReadonlyArray<string> }

/** Reads and checks the packs under `paths` (folders of packs or pack files); picked by the composition root. */
export type LoadPacks = (paths: ReadonlyArray<string>) => Promise<PackLoad>
