import { Either } from "effect"
import { defaultGrade } from "#core/domain/grade.ts"
import { GameId, UserId } from "#core/domain/ids.ts"
import { createGame, type NewPlayer } from "#core/game/engine.ts"
import type { GameSetupError } from "#core/game/game-errors.ts"

const roster = GameId.make("roster-check")
const nobody = UserId.make("roster-check")

/**
 * Asks the engine what it thinks of `players` before any pack is chosen: `createGame` checks the
 * count and the names before the packs, so a roster it accepts is refused only for want of a pack.
 * The CLI keeps no copy of the rules (1 to 20 characters, names unique, 2 to 4 players).
 */
export const checkRoster = (players: ReadonlyArray<NewPlayer>): GameSetupError | null => {
  const result = createGame({ id: roster, owner: nobody, seed: 0, startedAt: new Date(0), players, packs: [], disabledCategories: [] })
  return Either.isLeft(result) && result.left._tag !== "NoPackChosen" ? result.left : null
}

/**
 * Whether `name` may join `players`, asked of the engine as soon as the name is typed. A lone first
 * player is checked beside a stand-in whose name cannot clash, so the count rule does not hide the
 * name rule.
 */
export const checkPlayerName = (players: ReadonlyArray<NewPlayer>, name: string): GameSetupError | null => {
  const candidate: NewPlayer = { name, difficulty: defaultGrade, avatar: "01-green-yellow" }
  const standIn: NewPlayer = { ...candidate, name: name.trim().toLowerCase() === "a" ? "b" : "a" }
  const problem = checkRoster(players.length === 0 ? [candidate, standIn] : [...players, candidate])
  return problem?._tag === "InvalidPlayerName" || problem?._tag === "PlayerNameTaken" || problem?._tag === "TooManyPlayers" ? problem : null
}
