import type { Key } from "ink"
import { revealedChallenge } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { type PlayEvent, type PlayState, playReducer } from "./play-state.ts"

/** A key press as Ink reports it, stamped with the time and a fresh seed (for a game started by it). */
export interface KeyPress {
  readonly input: string
  readonly key: Partial<Key>
  readonly now: number
  readonly seed: number
}

const isPrintable = (input: string, key: Partial<Key>): boolean => input.length > 0 && key.ctrl !== true && key.meta !== true && !/\p{Cc}/u.test(input)

const timerAction = (game: Game): GameAction => (game.turn.timer.startedAt === null ? { _tag: "start-timer" } : { _tag: "stop-timer" })

const actionForLetter = (letter: string, game: Game): GameAction | null => {
  switch (letter) {
    case "s":
      return { _tag: "record-result", outcome: "success" }
    case "f":
      return { _tag: "record-result", outcome: "fail" }
    case "c":
      return { _tag: "replace-challenge" }
    case "t":
      return timerAction(game)
    case "r":
      return { _tag: "reset-timer" }
    default:
      return null
  }
}

/** What a key press means on the current screen, or null when it means nothing there. */
export const eventForPress = (state: PlayState, { input, key, now, seed }: KeyPress): PlayEvent | null => {
  if (key.escape === true) return { type: "quit" }
  if (key.return === true) return { type: "submitted", seed, now }
  if (key.backspace === true || key.delete === true) return { type: "erased" }
  if (key.leftArrow === true || key.upArrow === true) return { type: "stepped", delta: -1 }
  if (key.rightArrow === true || key.downArrow === true) return { type: "stepped", delta: 1 }
  if (key.tab === true) return state.screen === "players" ? { type: "players-done" } : null
  const letter = input.toLowerCase()
  // Ctrl+Z takes back the last result, on the next turn or the end screen (the engine says if it still can).
  if (key.ctrl === true && letter === "z")
    return state.screen === "game" || state.screen === "end" ? { type: "acted", action: { _tag: "undo-result" }, now } : null
  switch (state.screen) {
    case "game": {
      const game = state.game
      if (game === null || revealedChallenge(game) === null) break
      const action = actionForLetter(letter, game)
      return action === null ? null : { type: "acted", action, now }
    }
    case "packs":
      return input === " " ? { type: "toggled" } : null
    case "end":
      return letter === "n" ? { type: "new-game" } : letter === "q" ? { type: "quit" } : null
    case "players":
      break
  }
  return isPrintable(input, key) ? { type: "typed", text: input } : null
}

const controlKeys: Readonly<Record<string, Partial<Key>>> = {
  "\r": { return: true },
  "\n": { return: true },
  "\t": { tab: true },
  "\x7f": { backspace: true },
  "\b": { backspace: true }
}

/**
 * Splits a chunk that holds text and control keys at once (fast typing, a paste, `tmux send-keys`:
 * "Ana\r") into one press per key, so no key is lost; other presses pass as they are.
 */
export const splitPress = (press: KeyPress): Array<KeyPress> => {
  if (press.input.length < 2 || !/[\r\n\t\x7f\b]/.test(press.input)) return [press]
  return (press.input.match(/[\r\n\t\x7f\b]|[^\r\n\t\x7f\b]+/g) ?? []).map((part) => {
    const control = controlKeys[part]
    return control === undefined ? { ...press, input: part, key: {} } : { ...press, input: "", key: control }
  })
}

/** The state after a key press: the press is read against the latest state, then handed to `playReducer`. */
export const pressReducer = (state: PlayState, press: KeyPress): PlayState =>
  splitPress(press).reduce((current, each) => {
    const event = eventForPress(current, each)
    return event === null ? current : playReducer(current, event)
  }, state)
