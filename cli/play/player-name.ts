import { Either } from "effect"
import { GameId, UserId } from "../../core/domain/ids.ts"
import { createGame, type NewPlayer } from "../../core/game/engine.ts"
import type { GameSetupError } from "../../core/game/game-errors.ts"

const roster = GameId.make("roster-check")
const nobody = UserId.make("roster-check")

/**
 * Asks the engine whether `name` may join `players` (length, and not already taken), before the
 * rest of the form is filled: the roster is checked by `createGame` itself, which checks names before
 * packs, so a roster with good names is refused only for want of a pack. A lone first player is
 * paired with a stand-in whose name cannot clash, so the count rule does not hide the name rule.
 */
export const checkPlayerName = (players: ReadonlyArray<NewPlayer>, name: string): GameSetupError | null => {
  const candidate: NewPlayer = { name, difficulty: "6A", avatar: "01-green-yellow" }
  const standIn: NewPlayer = { ...candidate, name: name.trim().toLowerCase() === "a" ? "b" : "a" }
  const trial = players.length === 0 ? [candidate, standIn] : [...players, candidate]
  const result = createGame({ id: roster, owner: nobody, seed: 0, startedAt: new Date(0), players: trial, packs: [], disabledCategories: [] })
  if (Either.isRight(result)) return null
  const error = result.left
  return error._tag === "InvalidPlayerName" || error._tag === "PlayerNameTaken" || error._tag === "TooManyPlayers" ? error : null
}
