import type { ChallengeId } from "../domain/ids.ts"
import type { Game } from "./game.ts"

/** The revealed challenge, or null before the route is confirmed and after the end. */
export const revealedChallenge = (game: Game): ChallengeId | null => {
  if (game.turn.phase === "duel") return game.duel?.challengeId ?? null
  return game.turn.phase === "challenge-revealed" ? (game.challenges[game.currentChallengeIndex] ?? null) : null
}
