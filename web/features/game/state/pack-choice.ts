import { canPlayTogether } from "#core/packs/pack-choice.ts"
import type { PlayablePack } from "./records.ts"

/** True when the user may choose the pack for a game now: free or owned, and on sale. */
export const isChoosable = (pack: Pick<PlayablePack, "state" | "comingSoon">): boolean => !pack.comingSoon && (pack.state === "free" || pack.state === "owned")

/** What choosing a pack did, so the screen can say why other packs left the selection. */
export type PackChoice = {
  readonly selected: ReadonlyArray<string>
  /** A pack that plays alone replaced the others, or replaced a pack that plays alone. */
  readonly notice?: { readonly kind: "solo" | "only-combinable"; readonly pack: PlayablePack } | undefined
}

/**
 * Ticks or unticks a pack (spec §2 Pre-game: one pack, or several only if all are combinable):
 * a pack that plays alone replaces the others, and a combinable pack replaces a pack that plays alone.
 */
export const togglePack = (selected: ReadonlyArray<string>, pack: PlayablePack, packs: ReadonlyArray<PlayablePack>): PackChoice => {
  if (!isChoosable(pack)) return { selected }
  if (selected.includes(pack.id)) return { selected: selected.filter((id) => id !== pack.id) }
  const chosen = packs.filter((other) => selected.includes(other.id))
  if (!pack.combinable) return { selected: [pack.id], notice: chosen.length > 0 ? { kind: "solo", pack } : undefined }
  const alone = chosen.find((other) => !other.combinable)
  if (alone !== undefined) return { selected: [pack.id], notice: { kind: "only-combinable", pack: alone } }
  return { selected: [...selected, pack.id] }
}

/** The packs to start with: the last game's if still choosable together, else the first free pack. */
export const initialPacks = (packs: ReadonlyArray<PlayablePack>, last: ReadonlyArray<string> | undefined): ReadonlyArray<string> => {
  const kept = (last ?? []).filter((id) => packs.some((pack) => pack.id === id && isChoosable(pack)))
  const keptPacks = kept.flatMap((id) => packs.filter((pack) => pack.id === id))
  if (keptPacks.length > 0 && canPlayTogether(keptPacks)) return kept
  const free = packs.find((pack) => isChoosable(pack) && pack.state === "free") ?? packs.find(isChoosable)
  return free === undefined ? [] : [free.id]
}
