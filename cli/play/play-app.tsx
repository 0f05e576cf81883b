import { Box, Text, useApp, useInput } from "ink"
import { useEffect, useReducer, useState } from "react"
import { categoryLabels } from "#core/domain/category.ts"
import type { PackId } from "#core/domain/ids.ts"
import type { Language } from "#core/domain/language.ts"
import { deckAdviceMessage } from "#core/game/deck-advice.ts"
import { undoableResult } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { formatPointsChange } from "#core/game/points.ts"
import { gameRules } from "#core/game/rules.ts"
import { type CliKey, cliText } from "../messages.ts"
import type { CliPack } from "../pack-catalog.ts"
import { say } from "../say.ts"
import { type KeyHint, KeyHints } from "../ui/key-hints.tsx"
import { Notice } from "../ui/notice.tsx"
import { theme } from "../ui/theme.ts"
import { EndScreen } from "./components/end-screen.tsx"
import { PackChooser } from "./components/pack-chooser.tsx"
import { PlayerSetup } from "./components/player-setup.tsx"
import { ScoreBoard } from "./components/score-board.tsx"
import { TurnView } from "./components/turn-view.tsx"
import { pressReducer } from "./play-keys.ts"
import { challengeOnTable, initialPlayState, isPickingProblem, type PlayState } from "./play-state.ts"

/** What `play` needs from outside: the packs, the language, and a clock and a random source. */
export interface PlayAppProps {
  readonly packs: ReadonlyArray<CliPack>
  readonly chosenPacks?: ReadonlyArray<PackId>
  /** Settle a tie at the top with a duel (`--tie-break`). */
  readonly tieBreak?: boolean
  readonly language: Language
  readonly now: () => number
  readonly random: () => number
}

const hintsFor = (state: PlayState, language: Language, now: number): Array<KeyHint> => {
  const hint = (keys: string, action: CliKey): KeyHint => ({ keys, action: cliText(language, action) })
  const enter = cliText(language, "key.enter")
  const quit = hint(cliText(language, "key.esc"), "action.quit")
  const undo = state.game !== null && undoableResult(state.game, now) !== null ? [hint("Ctrl+Z", "action.undo")] : []
  switch (state.screen) {
    case "players":
      if (state.form.step === "name") {
        return [
          hint(enter, "action.next"),
          hint(cliText(language, "key.tab"), "action.toPacks"),
          ...(state.form.name === "" && state.players.length > 0 ? [hint("⌫", "action.removePlayer")] : []),
          quit
        ]
      }
      return [
        hint(cliText(language, "key.arrowsLeftRight"), state.form.step === "level" ? "action.changeLevel" : "action.changeAvatar"),
        hint(enter, state.form.step === "level" ? "action.next" : "action.addPlayer"),
        hint("⌫", "action.back"),
        quit
      ]
    case "packs":
      return [
        hint(cliText(language, "key.arrowsUpDown"), "action.move"),
        hint(cliText(language, "key.space"), "action.toggle"),
        hint(enter, "action.start"),
        hint("⌫", "action.back"),
        quit
      ]
    case "game":
      if (state.game != null && isPickingProblem(state.game)) return [hint(enter, "action.confirmRoute"), ...undo, quit]
      return [
        hint("s", "action.success"),
        hint("f", "action.fail"),
        hint("c", "action.replace"),
        hint("t", "action.timer"),
        hint("r", "action.resetTimer"),
        quit
      ]
    case "end":
      return [hint("n", "action.newGame"), hint("q", "action.quit"), ...undo, quit]
  }
}

/** The last turn's outcome, so the next player sees what just happened. */
const LastTurn = ({ game, language }: { game: Game; language: Language }) => {
  const last = game.history[game.history.length - 1]
  if (last === undefined || game.turn.phase !== "choosing-route") return null
  const name = game.players[last.player]?.name ?? ""
  return (
    <Text color={last.outcome === "success" ? theme.success : theme.failure}>
      {cliText(language, last.outcome === "success" ? "play.turn.lastSuccess" : "play.turn.lastFail", { name, points: formatPointsChange(last.points) })}
    </Text>
  )
}

/** The refusal to show: core's message, or the deck's advice with the categories under their names in `language`. */
const noticeText = (state: PlayState, language: Language): string | null => {
  if (state.notice !== null) return say(language, state.notice)
  const advice = state.deckAdvice === null ? undefined : deckAdviceMessage(state.deckAdvice, (key) => categoryLabels[key][language])
  return advice === undefined ? null : say(language, advice)
}

/** The whole `play` session: players, packs, turns and the end screen, driven by the keyboard. */
export const PlayApp = ({ packs, chosenPacks = [], tieBreak = false, language, now, random }: PlayAppProps) => {
  const [state, dispatch] = useReducer(pressReducer, undefined, () => initialPlayState(packs, chosenPacks, tieBreak))
  const { exit } = useApp()
  useInput((input, key) => dispatch({ input, key, now: now(), seed: Math.floor(random() * 0x7fffffff) }))
  useEffect(() => {
    if (state.isQuitting) exit()
  }, [state.isQuitting, exit])
  const game = state.game
  // The undo's hint goes once its window has passed: one more frame then.
  const [, setExpired] = useState(0)
  const undoable = game === null ? null : undoableResult(game, now())
  useEffect(() => {
    if (undoable === null) return
    const id = setTimeout(() => setExpired((count) => count + 1), Math.max(0, undoable.at + gameRules.undoWindowMs - now()) + 20)
    return () => clearTimeout(id)
  }, [undoable, now])
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text color={theme.title} bold>
        {cliText(language, "play.title")}
      </Text>
      {state.screen === "players" ? <PlayerSetup state={state} language={language} /> : null}
      {state.screen === "packs" ? <PackChooser state={state} language={language} /> : null}
      {state.screen === "game" && game !== null ? (
        <Box flexDirection="column">
          <ScoreBoard game={game} language={language} />
          <LastTurn game={game} language={language} />
          <TurnView game={game} challenge={challengeOnTable(state)} routeInput={state.routeInput} styleInput={state.styleInput} language={language} now={now} />
        </Box>
      ) : null}
      {state.screen === "end" && game !== null ? <EndScreen game={game} language={language} /> : null}
      <Notice text={noticeText(state, language)} />
      <KeyHints hints={hintsFor(state, language, now())} />
    </Box>
  )
}
