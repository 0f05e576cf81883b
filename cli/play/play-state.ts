import { Either } from "effect"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { baseColourSets, type ColourSetId } from "#core/domain/colour-set.ts"
import { defaultGrade, fontainebleauGrades, gradeRank } from "#core/domain/grade.ts"
import { GameId, type PackId, UserId } from "#core/domain/ids.ts"
import type { Message } from "#core/domain/message.ts"
import { problemStyles, type StyleChoice } from "#core/domain/problem-style.ts"
import { type DeckAdvice, deckAdvice } from "#core/game/deck-advice.ts"
import { applyAction, createGame, currentPlayerIndex, isFinished, lastStyleOf, type NewPlayer, revealedChallenge } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { GameError } from "#core/game/game-errors.ts"
import { gameErrorMessage } from "#core/game/messages.ts"
import { gameRules } from "#core/game/rules.ts"
import type { CliChallenge, CliPack } from "../pack-catalog.ts"
import { checkPlayerName, checkRoster } from "./roster-check.ts"

/** Where the player-creation form stands. */
export type FormStep = "name" | "level" | "avatar"

/** The screens of `play`, in order. */
export type Screen = "players" | "packs" | "game" | "end"

/** Everything `play` shows; Ink components only render it. */
export interface PlayState {
  readonly screen: Screen
  readonly packs: ReadonlyArray<CliPack>
  readonly players: ReadonlyArray<NewPlayer>
  readonly form: { readonly step: FormStep; readonly name: string; readonly grade: number; readonly avatar: number }
  /** The focused line of the pack screen: the packs first, then the categories. */
  readonly packCursor: number
  readonly chosenPacks: ReadonlyArray<PackId>
  /** Categories switched off for the game (the engine allows two at most). */
  readonly disabledCategories: ReadonlyArray<CategoryKey>
  /** A tie at the top after round 5 is settled by a duel (`--tie-break`). */
  readonly tieBreak: boolean
  readonly game: Game | null
  readonly routeInput: string
  /** The style of the problem being picked (← / →): the player's last one first, "any" unless named. */
  readonly styleInput: StyleChoice
  /** The last refusal, in core's words, shown until the next successful step. */
  readonly notice: Message | null
  /**
   * Set when the deck cannot finish the game (core's deckAdvice): which categories to switch back on,
   * or that a pack must be added; the pack screen says it and the game does not start.
   */
  readonly deckAdvice: DeckAdvice | null
  /** Set when the players asked to leave; the app exits on it. */
  readonly isQuitting: boolean
}

/** What the keyboard asks `play` to do. */
export type PlayEvent =
  | { readonly type: "typed"; readonly text: string }
  | { readonly type: "erased" }
  | { readonly type: "submitted"; readonly seed: number; readonly now: number }
  | { readonly type: "stepped"; readonly delta: -1 | 1 }
  | { readonly type: "toggled" }
  | { readonly type: "players-done" }
  | { readonly type: "acted"; readonly action: GameAction; readonly now: number }
  | { readonly type: "new-game" }
  | { readonly type: "quit" }

const defaultGradeIndex = gradeRank(defaultGrade)

const freshForm = (players: ReadonlyArray<NewPlayer>): PlayState["form"] => {
  const taken = new Set(players.map((player) => player.avatar))
  const unused = baseColourSets.findIndex((set) => !taken.has(set))
  return { step: "name", name: "", grade: defaultGradeIndex, avatar: Math.max(unused, 0) }
}

/** The state `play` opens on: no player yet, the `--packs` choice (if any) ticked. */
export const initialPlayState = (packs: ReadonlyArray<CliPack>, chosenPacks: ReadonlyArray<PackId> = [], tieBreak = false): PlayState => ({
  screen: "players",
  packs,
  players: [],
  form: freshForm([]),
  packCursor: 0,
  chosenPacks,
  disabledCategories: [],
  tieBreak,
  game: null,
  routeInput: "",
  styleInput: "any",
  notice: null,
  deckAdvice: null,
  isQuitting: false
})

const refused = (state: PlayState, error: GameError): PlayState => ({ ...state, notice: gameErrorMessage(error) })

const wrap = (index: number, length: number): number => ((index % length) + length) % length

/** The avatar colour sets a CLI player can pick (the special pack's sets need an account that owns it). */
export const avatarChoices: ReadonlyArray<ColourSetId> = baseColourSets

const onPlayers = (state: PlayState, event: PlayEvent): PlayState => {
  const { form } = state
  switch (event.type) {
    case "typed":
      return form.step === "name" ? { ...state, form: { ...form, name: form.name + event.text } } : state
    case "erased":
      if (form.step === "name" && form.name === "" && state.players.length > 0) {
        const players = state.players.slice(0, -1)
        return { ...state, players, form: freshForm(players), notice: null }
      }
      if (form.step === "name") return { ...state, form: { ...form, name: form.name.slice(0, -1) } }
      return { ...state, form: { ...form, step: form.step === "avatar" ? "level" : "name" } }
    case "stepped":
      if (form.step === "level") return { ...state, form: { ...form, grade: wrap(form.grade + event.delta, fontainebleauGrades.length) } }
      if (form.step === "avatar") return { ...state, form: { ...form, avatar: wrap(form.avatar + event.delta, avatarChoices.length) } }
      return state
    case "submitted": {
      if (form.step === "name") {
        const problem = checkPlayerName(state.players, form.name)
        return problem === null ? { ...state, notice: null, form: { ...form, step: "level" } } : refused(state, problem)
      }
      if (form.step === "level") return { ...state, form: { ...form, step: "avatar" } }
      const players = [
        ...state.players,
        { name: form.name.trim(), difficulty: fontainebleauGrades[form.grade] ?? defaultGrade, avatar: avatarChoices[form.avatar] ?? "01-green-yellow" }
      ]
      const isFull = players.length >= gameRules.maxPlayers
      return { ...state, players, form: freshForm(players), notice: null, screen: isFull ? "packs" : "players" }
    }
    case "players-done": {
      const problem = checkRoster(state.players)
      return problem === null ? { ...state, screen: "packs", notice: null } : refused(state, problem)
    }
    default:
      return state
  }
}

const onPacks = (state: PlayState, event: PlayEvent): PlayState => {
  switch (event.type) {
    case "stepped":
      return { ...state, packCursor: wrap(state.packCursor + event.delta, state.packs.length + categoryKeys.length) }
    case "toggled": {
      const pack = state.packs[state.packCursor]
      if (pack !== undefined) {
        const isChosen = state.chosenPacks.includes(pack.id)
        return {
          ...state,
          notice: null,
          deckAdvice: null,
          chosenPacks: isChosen ? state.chosenPacks.filter((id) => id !== pack.id) : [...state.chosenPacks, pack.id]
        }
      }
      const category = categoryKeys[state.packCursor - state.packs.length]
      if (category === undefined) return state
      const isOff = state.disabledCategories.includes(category)
      return {
        ...state,
        notice: null,
        deckAdvice: null,
        disabledCategories: isOff ? state.disabledCategories.filter((key) => key !== category) : [...state.disabledCategories, category]
      }
    }
    case "erased":
      return { ...state, screen: "players", notice: null, deckAdvice: null }
    case "submitted": {
      const packs = state.packs.filter((pack) => state.chosenPacks.includes(pack.id))
      const created = createGame({
        id: GameId.make(`cli-${event.seed}`),
        owner: UserId.make("cli"),
        seed: event.seed,
        startedAt: new Date(event.now),
        players: state.players,
        packs,
        disabledCategories: state.disabledCategories,
        tieBreak: state.tieBreak
      })
      if (Either.isLeft(created)) {
        // The deck cannot finish the game: say what would let it, rather than the engine's count.
        if (created.left._tag === "NotEnoughChallenges")
          return { ...state, notice: null, deckAdvice: deckAdvice(packs, state.disabledCategories, state.players.length) }
        return { ...refused(state, created.left), deckAdvice: null }
      }
      return { ...state, screen: "game", game: created.right, routeInput: "", notice: null, deckAdvice: null }
    }
    default:
      return state
  }
}

const act = (state: PlayState, game: Game, action: GameAction, now: number): PlayState => {
  const next = applyAction(game, action, now)
  if (Either.isLeft(next)) return refused(state, next.left)
  const isRouteConfirmed = action._tag === "confirm-route"
  return {
    ...state,
    game: next.right,
    notice: null,
    routeInput: isRouteConfirmed ? "" : state.routeInput,
    // The next problem's style starts from its player's last one, so a turn on the same wall costs no key.
    styleInput: isPickingProblem(next.right) ? lastStyleOf(next.right, currentPlayerIndex(next.right)) : state.styleInput,
    screen: isFinished(next.right) ? "end" : "game"
  }
}

/** The styles ← and → step through, "any" first. */
const styleChoices: ReadonlyArray<StyleChoice> = ["any", ...problemStyles]

const steppedStyle = (style: StyleChoice, delta: -1 | 1): StyleChoice =>
  styleChoices[(styleChoices.indexOf(style) + delta + styleChoices.length) % styleChoices.length] ?? "any"

const onGame = (state: PlayState, event: PlayEvent): PlayState => {
  const game = state.game
  if (game === null) return state
  const isChoosingRoute = isPickingProblem(game)
  switch (event.type) {
    case "typed":
      return isChoosingRoute ? { ...state, routeInput: state.routeInput + event.text } : state
    case "erased":
      return isChoosingRoute ? { ...state, routeInput: state.routeInput.slice(0, -1) } : state
    case "stepped":
      return isChoosingRoute ? { ...state, styleInput: steppedStyle(state.styleInput, event.delta) } : state
    case "submitted":
      return isChoosingRoute
        ? act(state, game, { _tag: "confirm-route", route: state.routeInput, ...(state.styleInput === "any" ? {} : { style: state.styleInput }) }, event.now)
        : state
    case "acted":
      return act(state, game, event.action, event.now)
    default:
      return state
  }
}

/** The next state of `play` after a keyboard event; every game rule is the engine's. */
export const playReducer = (state: PlayState, event: PlayEvent): PlayState => {
  if (event.type === "quit") return { ...state, isQuitting: true }
  switch (state.screen) {
    case "players":
      return onPlayers(state, event)
    case "packs":
      return onPacks(state, event)
    case "game":
      return onGame(state, event)
    case "end":
      if (event.type === "acted" && state.game !== null) return act(state, state.game, event.action, event.now)
      return event.type === "new-game"
        ? { ...state, screen: "packs", game: null, players: state.players.map((player) => ({ ...player })), notice: null }
        : state
  }
}

/** True while the players pick a problem: a turn's, or the duel's before its challenge shows. */
export const isPickingProblem = (game: Game): boolean =>
  game.turn.phase === "choosing-route" || (game.turn.phase === "duel" && revealedChallenge(game) === null)

/** The challenge on the table (a turn's or the duel's), with its category and text, or null before the route is confirmed. */
export const challengeOnTable = (state: PlayState): CliChallenge | null => {
  const game = state.game
  const id = game === null ? null : revealedChallenge(game)
  if (id === null) return null
  for (const pack of state.packs) {
    const found = pack.challenges.find((challenge) => challenge.id === id)
    if (found !== undefined) return found
  }
  return null
}
