import type { ChallengeId } from "../domain/ids.ts"
import type { StyleChoice } from "../domain/problem-style.ts"
import type { Game } from "./game.ts"

/**
 * How a game draws from its shuffled deck when some challenges fit only some styles of problem
 * (format-3 packs): the next challenge that fits the style the player named, never one that does
 * not. Challenges that fit every style are the game's reserve: a draw or a replacement never takes
 * one that a later turn (named "any", the default) would need. A game whose deck lists no limited
 * challenge draws exactly as before: the next card in order.
 */

type Deck = Pick<Game, "challenges" | "cardStyles">

/** Whether the deck's challenge `id` fits every style (not limited by `cardStyles`). */
const fitsEveryStyle = (deck: Deck, id: ChallengeId): boolean => deck.cardStyles?.[id] === undefined

/**
 * Whether the deck's challenge `id` may be drawn for a problem of `style`: a limited challenge only
 * for one of its styles, never for an unnamed ("any") problem.
 * @example fitsTurn({ challenges, cardStyles: { "special-004": ["overhang"] } }, "special-004", "slab") // false
 */
export const fitsTurn = (deck: Deck, id: ChallengeId, style: StyleChoice): boolean => {
  const styles = deck.cardStyles?.[id]
  return styles === undefined || (style !== "any" && styles.includes(style))
}

/** How many challenges from `from` on fit every style. */
export const everyStyleCardsFrom = (deck: Deck, from: number): number => {
  if (deck.cardStyles === undefined) return Math.max(0, deck.challenges.length - from)
  let count = 0
  for (let index = from; index < deck.challenges.length; index++) if (fitsEveryStyle(deck, deck.challenges[index] as ChallengeId)) count++
  return count
}

/**
 * How many challenges from `from` on may be drawn for `style` while `reserved` challenges that fit
 * every style stay for the turns to come: the limited ones that fit, and the others beyond the reserve.
 */
export const drawableFrom = (deck: Deck, from: number, style: StyleChoice, reserved: number): number => {
  const spare = Math.max(0, everyStyleCardsFrom(deck, from) - reserved)
  if (deck.cardStyles === undefined || style === "any") return spare
  let limited = 0
  for (let index = from; index < deck.challenges.length; index++) {
    const id = deck.challenges[index] as ChallengeId
    if (!fitsEveryStyle(deck, id) && fitsTurn(deck, id, style)) limited++
  }
  return limited + spare
}

/**
 * The deck with the next challenge that may be drawn for `style` moved to `from` (the cards between
 * keep their order), keeping `reserved` challenges that fit every style for the turns to come; or
 * undefined when there is none. A deck whose next card fits is returned as it is.
 */
export const withDrawAt = (deck: Deck, from: number, style: StyleChoice, reserved: number): ReadonlyArray<ChallengeId> | undefined => {
  const spare = everyStyleCardsFrom(deck, from) - reserved
  for (let index = from; index < deck.challenges.length; index++) {
    const id = deck.challenges[index] as ChallengeId
    const isReserve = fitsEveryStyle(deck, id)
    if (fitsTurn(deck, id, style) && (!isReserve || spare > 0)) {
      if (index === from) return deck.challenges
      const challenges = deck.challenges.slice()
      challenges.splice(index, 1)
      challenges.splice(from, 0, id)
      return challenges
    }
  }
  return undefined
}
