import type { CategoryKey } from "../domain/category.ts"
import { categoryKeys } from "../domain/category.ts"
import { type Message, message } from "../domain/message.ts"
import { fitsProblem, type StyleChoice } from "../domain/problem-style.ts"
import type { PackForGame } from "./engine.ts"
import { totalTurns } from "./progress.ts"

/** What a deck needs to know of a pack: its challenges' ids, categories, styles and fewest players. */
type DeckPack = Pick<PackForGame, "challenges">

/** The problems a deck is counted for: a style ("any" when unnamed) and a number of players. */
export interface DeckFit {
  readonly style: StyleChoice
  readonly players: number
}

/**
 * How many challenges the deck of these packs holds with these categories switched off, as the
 * engine builds it (a challenge id counts once); with `fit`, only those fair on that style and
 * number of players.
 * @example deckSize([base], ["game", "other"]) // 79
 */
export const deckSize = (packs: ReadonlyArray<DeckPack>, disabledCategories: ReadonlyArray<CategoryKey>, fit?: DeckFit): number => {
  const ids = new Set<string>()
  for (const pack of packs)
    for (const challenge of pack.challenges)
      if (!disabledCategories.includes(challenge.category) && (fit === undefined || fitsProblem(challenge, fit.style, fit.players))) ids.add(challenge.id)
  return ids.size
}

/** Whether a game can start with this deck, and if not what would let it. */
export type DeckAdvice =
  /** The deck holds every turn of the game. */
  | { readonly kind: "enough"; readonly available: number; readonly needed: number }
  /** Switching these categories back on (the fewest that do) gives the deck enough challenges. */
  | { readonly kind: "switch-on"; readonly categories: ReadonlyArray<CategoryKey>; readonly available: number; readonly needed: number }
  /** Even with every category on, the packs hold too few (`available`): another pack must be added. */
  | { readonly kind: "add-pack"; readonly available: number; readonly needed: number }

/**
 * Whether the deck of `packs` with `disabledCategories` off holds the turns of a game of
 * `playerCount` players on problems of `style` (unnamed, "any", by default: the engine refuses a
 * game that cannot fill them); if not, the fewest categories to switch back on (the biggest first),
 * or that a pack must be added when switching every one back on is not enough.
 * @example deckAdvice([kids], ["game", "other"], 4) // { kind: "switch-on", categories: ["game"], available: 18, needed: 20 }
 */
export const deckAdvice = (
  packs: ReadonlyArray<DeckPack>,
  disabledCategories: ReadonlyArray<CategoryKey>,
  playerCount: number,
  style: StyleChoice = "any"
): DeckAdvice => {
  const needed = totalTurns(playerCount)
  // As the engine counts: every turn may be played on a problem whose style is not named.
  const fit = { style, players: playerCount }
  const available = deckSize(packs, disabledCategories, fit)
  if (available >= needed) return { kind: "enough", available, needed }
  const gains = categoryKeys
    .filter((key) => disabledCategories.includes(key))
    .map((key) => ({
      key,
      gain:
        deckSize(
          packs,
          disabledCategories.filter((other) => other !== key),
          fit
        ) - available
    }))
    .sort((a, b) => b.gain - a.gain)
  const chosen: Array<CategoryKey> = []
  let size = available
  for (const { key, gain } of gains) {
    if (size >= needed) break
    chosen.push(key)
    size += gain
  }
  return size >= needed ? { kind: "switch-on", categories: chosen, available, needed } : { kind: "add-pack", available: size, needed }
}

/**
 * The advice as players read it, with each category under the name `nameOf` gives it (the screen's
 * own names); undefined when the deck is enough.
 */
export const deckAdviceMessage = (advice: DeckAdvice, nameOf: (key: CategoryKey) => string): Message | undefined => {
  const counts = { available: advice.available, needed: advice.needed }
  switch (advice.kind) {
    case "enough":
      return undefined
    case "add-pack":
      return message("game.deck.addPack", counts)
    case "switch-on": {
      const [first, second] = advice.categories.map(nameOf)
      return second === undefined
        ? message("game.deck.switchOnOne", { ...counts, category: first ?? "" })
        : message("game.deck.switchOnTwo", { ...counts, first: first ?? "", second })
    }
  }
}
