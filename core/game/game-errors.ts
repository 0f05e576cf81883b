/**
 * The game's expected failures. Data.TaggedError rather than Schema.TaggedError: they are built on
 * the hot path and never cross a boundary as they are (drivers map each tag to a message).
 */
import { Data } from "effect"
import type { CategoryKey } from "../domain/category.ts"
import type { PackId } from "../domain/ids.ts"
import type { Phase } from "./game.ts"

/** Fewer than two players were added. */
export class TooFewPlayers extends Data.TaggedError("TooFewPlayers")<{ readonly count: number; readonly min: number }> {}

/** More than four players were added. */
export class TooManyPlayers extends Data.TaggedError("TooManyPlayers")<{ readonly count: number; readonly max: number }> {}

/** A player's name is empty or longer than 20 characters once trimmed. */
export class InvalidPlayerName extends Data.TaggedError("InvalidPlayerName")<{ readonly index: number; readonly hasHiddenCharacters?: boolean }> {}

/** Two players share a name, so the scoreboard could not tell them apart. */
export class PlayerNameTaken extends Data.TaggedError("PlayerNameTaken")<{ readonly name: string }> {}

/** No pack was chosen. */
export class NoPackChosen extends Data.TaggedError("NoPackChosen") {}

/** Several packs were chosen and at least one of them is not combinable. */
export class PacksNotCombinable extends Data.TaggedError("PacksNotCombinable")<{ readonly packs: ReadonlyArray<PackId> }> {}

/** A coming-soon pack cannot be played yet. */
export class PackComingSoon extends Data.TaggedError("PackComingSoon")<{ readonly pack: PackId }> {}

/** More categories were switched off than the rules allow. */
export class TooManyCategoriesOff extends Data.TaggedError("TooManyCategoriesOff")<{ readonly categories: ReadonlyArray<CategoryKey>; readonly max: number }> {}

/** The chosen packs, less the switched-off categories, cannot fill a whole game. */
export class NotEnoughChallenges extends Data.TaggedError("NotEnoughChallenges")<{ readonly available: number; readonly needed: number }> {}

/** The action does not fit the turn's phase (e.g. a result before the challenge is revealed). */
export class WrongPhase extends Data.TaggedError("WrongPhase")<{ readonly action: string; readonly phase: Phase }> {}

/** The game has ended: no sixth round. */
export class GameFinished extends Data.TaggedError("GameFinished") {}

/** The game has not ended yet, so it cannot be closed into the profile. */
export class GameNotFinished extends Data.TaggedError("GameNotFinished") {}

/** The route of the previous turn may not be chosen again. */
export class RouteAlreadyUsed extends Data.TaggedError("RouteAlreadyUsed")<{ readonly route: string }> {}

/** A route name longer than the rules allow. */
export class RouteNameTooLong extends Data.TaggedError("RouteNameTooLong")<{ readonly max: number }> {}

/** A route name holding a control or direction character, or made only of invisible ones (core/validation/shown-text.ts). */
export class InvalidRouteName extends Data.TaggedError("InvalidRouteName") {}

/** The challenge can no longer be replaced: the attempt has started (timer used). */
export class AttemptStarted extends Data.TaggedError("AttemptStarted") {}

/** Replacing would leave too few challenges to finish the game. */
export class NoReplacementLeft extends Data.TaggedError("NoReplacementLeft") {}

/** The timer is already running (start) or not running (stop). */
export class TimerState extends Data.TaggedError("TimerState")<{ readonly isRunning: boolean }> {}

/** No result to undo: none was recorded, another action came after it, or it was already undone. */
export class NothingToUndo extends Data.TaggedError("NothingToUndo") {}

/** No card to rate: no result has been recorded yet. */
export class NothingToRate extends Data.TaggedError("NothingToRate") {}

/** The last result was recorded too long ago to be undone. */
export class UndoTooLate extends Data.TaggedError("UndoTooLate")<{ readonly seconds: number }> {}

/** Errors creating a game. */
export type GameSetupError =
  | TooFewPlayers
  | TooManyPlayers
  | InvalidPlayerName
  | PlayerNameTaken
  | NoPackChosen
  | PacksNotCombinable
  | PackComingSoon
  | TooManyCategoriesOff
  | NotEnoughChallenges

/** Errors acting in a game. */
export type GameActionError =
  | WrongPhase
  | GameFinished
  | RouteAlreadyUsed
  | RouteNameTooLong
  | InvalidRouteName
  | AttemptStarted
  | NoReplacementLeft
  | TimerState
  | NothingToUndo
  | UndoTooLate
  | NothingToRate

/** Every error of the game module. */
export type GameError = GameSetupError | GameActionError | GameNotFinished
