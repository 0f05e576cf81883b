import type { TFunction } from "i18next"
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import { createPortal } from "react-dom"
import { useLocation } from "wouter"
import type { Message } from "#core/domain/message.ts"
import { problemStyles, type StyleChoice } from "#core/domain/problem-style.ts"
import {
  currentPlayerIndex,
  currentRound,
  isFinished,
  isRouteAllowed,
  lastRoutes,
  lastStyleOf,
  replacementsLeft,
  revealedChallenge,
  totalTurns
} from "#core/game/engine.ts"
import type { Duel, Game, GameAction, TurnRecord } from "#core/game/game.ts"
import { gameErrorMessage } from "#core/game/messages.ts"
import { formatPointsChange, formatScore } from "#core/game/points.ts"
import { type RoundRecap as Recap, roundRecap } from "#core/game/round-recap.ts"
import { gameRules } from "#core/game/rules.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { sameScreen } from "#web/lib/same-screen.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { gameTexts } from "../game-texts.ts"
import { useGameSession } from "../state/game-session-context.ts"
import { shownId } from "../state/local-game-id.ts"
import { readChallenges } from "../state/local-store.ts"
import type { PlayableChallenge } from "../state/records.ts"
import { useGameUserId } from "../state/use-game-user.ts"
import { usePlayAgain } from "../state/use-play-again.ts"
import { useAudioUnlock } from "../wall/sound.ts"
import { readAloud, stopReading, useVoice } from "../wall/speech.ts"
import { useTurnClock } from "../wall/use-turn-clock.ts"
import { useScreenWakeLock } from "../wall/wake-lock.ts"
import { wallSettings } from "../wall/wall-settings.ts"
import { ChallengeCard } from "./challenge-card.tsx"
import { EndScreen } from "./end-screen.tsx"
import { GameLayout } from "./game-layout.tsx"
import { namesInASentence } from "./names-in-a-sentence.ts"
import { colourSetStyle, PlayerAvatar } from "./player-avatar.tsx"
import { RatingBar } from "./rating-bar.tsx"
import { RoundRecap } from "./round-recap.tsx"
import { ScoreBoard } from "./score-board.tsx"
import { TimerView } from "./timer-view.tsx"
import { StopwatchButton, TimerToggle, TurnTimer } from "./turn-timer.tsx"
import { UndoToast } from "./undo-toast.tsx"

await addFeatureTexts(gameTexts, coreTexts)

/** "Léa: success (+100)": a played turn, as the screen shows it and the live region says it. */
const describeTurn = (t: TFunction, game: Game, turn: TurnRecord): string =>
  t("game.play.lastTurn", {
    name: game.players[turn.player]?.name ?? "",
    outcome: t(`game.play.outcome.${turn.outcome}`),
    points: formatPointsChange(turn.points)
  })

/** "Round 2 done. In the lead: Léa, 175 points.": the recap between two rounds, as the live region says it. */
const describeRecap = (t: TFunction, game: Game, recap: Recap): string => {
  const leaders = recap.standings.filter((standing) => standing.rank === 1)
  return t("game.recap.announce", {
    round: recap.round,
    names: namesInASentence(
      t,
      leaders.map((standing) => game.players[standing.player]?.name ?? "")
    ),
    score: formatScore(leaders[0]?.score ?? 0)
  })
}

/**
 * Says politely what just changed on the turn, for those who do not see it: a turn's result, then the
 * challenge when it is revealed, or replaced (then saying so, and how many replacements are left).
 * Silent about the state the game opened in.
 */
const TurnAnnouncer = ({ game, challenge }: { game: Game; challenge: PlayableChallenge | undefined }) => {
  const { t, i18n } = useTranslation()
  const revealed = revealedChallenge(game)
  const key = `${game.history.length}:${revealed ?? ""}`
  const opened = useRef(key)
  // The turn a result was undone back to, so that turn's announcement says so first.
  const turnsSeen = useRef(game.history.length)
  const undoneKey = useRef<string | null>(null)
  if (game.history.length < turnsSeen.current) undoneKey.current = key
  turnsSeen.current = game.history.length
  // Whether the card on show replaced another of the same turn: worked out once, when it shows.
  const shown = useRef({ key, turns: game.history.length, revealed, isReplacement: false })
  if (shown.current.key !== key) {
    const before = shown.current
    const isReplacement = revealed !== null && before.revealed !== null && before.revealed !== revealed && before.turns === game.history.length
    shown.current = { key, turns: game.history.length, revealed, isReplacement }
  }
  const last = game.history.at(-1)
  const language = i18n.language === "en" ? "en" : "fr"
  let announcement = ""
  if (opened.current !== key) {
    if (revealed !== null) {
      const text = challenge === undefined ? t("game.play.challengeUnknown") : challenge.text[language]
      if (shown.current.isReplacement) {
        const left = replacementsLeft(game)
        announcement = `${t("game.play.announceReplaced", { text })} ${left === 0 ? t("game.play.noReplacement") : t("game.play.replacementsLeft", { count: left })}.`
      } else announcement = t("game.play.announceChallenge", { text })
      if (undoneKey.current === key) announcement = `${t("game.play.undone", { name: game.players[currentPlayerIndex(game)]?.name ?? "" })} ${announcement}`
    } else if (last !== undefined) {
      const recap = roundRecap(game)
      announcement = recap === null ? describeTurn(t, game, last) : `${describeTurn(t, game, last)} ${describeRecap(t, game, recap)}`
    }
  }
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="turn-announcer">
      {announcement}
    </p>
  )
}

/**
 * The challenges of a game's deck with their texts: this device's copy, completed by the user's packs when they load.
 * Every action brings a new copy of the deck (the server's answer, the stored record), in a new order when a card
 * fair on the problem's style was drawn from further down: its cards are read from the device when they change, not
 * at each action, nor again when the packs come (some hundreds of reads, and a render of the whole turn, each time,
 * on a phone). While texts are missing and the packs could not be loaded (offline), each new state of the game asks
 * for them again.
 */
const useChallenges = (game: Game | null, userId: string | null): ReadonlyMap<string, PlayableChallenge> => {
  const { loadPacks, playablePacks } = useGameSession()
  const [stored, setStored] = useState<{ readonly deckKey: string; readonly found: ReadonlyMap<string, PlayableChallenge> } | null>(null)
  const deck = game?.challenges
  const deckKey = useMemo(() => (deck === undefined ? undefined : [...deck].sort().join("\n")), [deck])
  const packs = playablePacks.value
  useEffect(() => {
    if (deckKey === undefined) return
    let isCurrent = true
    void readChallenges(deckKey === "" ? [] : deckKey.split("\n")).then((found) => {
      if (isCurrent) setStored({ deckKey, found })
    })
    return () => {
      isCurrent = false
    }
  }, [deckKey])
  useEffect(() => {
    if (deck === undefined || stored === null || stored.deckKey !== deckKey || userId === null || playablePacks.peek() !== null) return
    if (deck.some((id) => !stored.found.has(id))) void loadPacks(userId)
  }, [deck, deckKey, stored, userId, playablePacks, loadPacks])
  return useMemo(() => {
    const known = new Map(stored?.found)
    for (const pack of packs?.packs ?? []) for (const challenge of pack.challenges) if (!known.has(challenge.id)) known.set(challenge.id, challenge)
    return known
  }, [stored, packs])
}

/** The styles a player may name, "any" first: the default when they say nothing. */
const styleChoices: ReadonlyArray<StyleChoice> = ["any", ...problemStyles]

/**
 * The problem's style, one optional tap (radio buttons: arrows move between them, a screen reader
 * says which is chosen): the challenge is then drawn among those fair on that style.
 */
const StylePicker = ({ style, onChange }: { style: StyleChoice; onChange: (style: StyleChoice) => void }) => {
  const { t } = useTranslation()
  return (
    <fieldset className="style-picker" aria-describedby="style-picker-hint">
      <legend>{t("game.play.style")}</legend>
      <div className="style-options">
        {styleChoices.map((choice) => (
          <label key={choice} className="style-option">
            <input type="radio" name="problem-style" value={choice} checked={style === choice} onChange={() => onChange(choice)} />
            <span className="style-option-face">{t(`game.style.${choice}`)}</span>
          </label>
        ))}
      </div>
      <p id="style-picker-hint" className="field-hint">
        {t("game.play.styleHelp")}
      </p>
    </fieldset>
  )
}

/**
 * The route step: choose a problem of your level, name it if you like, confirm; only then the challenge
 * shows. A name that is the previous turn's problem is flagged as it is typed, and refused.
 */
const RouteStep = ({ game, dock, onAction }: { game: Game; dock: HTMLElement | null; onAction: (action: GameAction) => Message | undefined }) => {
  const { t } = useTranslation()
  const [route, setRoute] = useState("")
  // The player's last style comes first: a turn on the same kind of wall costs no tap.
  const [style, setStyle] = useState<StyleChoice>(() => lastStyleOf(game, currentPlayerIndex(game)))
  const [refusal, setRefusal] = useState<Message | undefined>(undefined)
  const player = game.players[currentPlayerIndex(game)]
  const named = route.trim() === "" ? null : route.trim()
  const sameAsPrevious: Message | undefined = isRouteAllowed(game, named) ? undefined : { key: "game.error.routeAlreadyUsed", params: { route: named ?? "" } }
  const problem = refusal ?? sameAsPrevious

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    const refused = sameAsPrevious ?? onAction({ _tag: "confirm-route", route: named, ...(style === "any" ? {} : { style }) })
    setRefusal(refused)
    if (refused === undefined) setRoute("")
    else document.getElementById("route-name")?.focus()
  }

  // The duel's problem is the group's (no one player's level).
  const isDuel = game.turn.phase === "duel"
  return (
    <form id="route-step" className="route-step" onSubmit={confirm} noValidate>
      {isDuel ? (
        <p className="route-help">{t("game.play.duelProblem")}</p>
      ) : (
        <>
          <p className="route-level">{t("game.play.levelUpTo", { grade: player?.difficulty ?? "" })}</p>
          <p className="route-help">{t("game.play.chooseProblem")}</p>
        </>
      )}
      <StylePicker style={style} onChange={setStyle} />
      <div className={`field${problem === undefined ? "" : " has-error"}`}>
        <label htmlFor="route-name">{t("game.play.routeName")}</label>
        <input
          id="route-name"
          value={route}
          maxLength={gameRules.maxRouteNameLength}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={problem !== undefined}
          aria-describedby={`route-name-hint${problem === undefined ? "" : " route-name-error"}`}
          onChange={(event) => {
            setRoute(event.target.value)
            setRefusal(undefined)
          }}
        />
        <p id="route-name-hint" className="field-hint">
          {t("game.play.routeHelp")}
        </p>
        {problem !== undefined && (
          <p id="route-name-error" className="field-error" role="alert">
            {t(problem.key, problem.params)}
          </p>
        )}
      </div>
      {dock !== null &&
        createPortal(
          <button type="submit" form="route-step" className="button button-primary button-huge button-block">
            <Icon name="check" size={26} /> {t("game.play.confirmRoute")}
          </button>,
          dock
        )}
    </form>
  )
}

/**
 * The challenge step: the challenge, with read aloud, replace (and how many replacements are left) and,
 * on a challenge that says nothing of time, the stopwatch's small button right under its text; the
 * challenge's own timer when it has one; and at the bottom, in reach of the thumb, the turn's actions:
 * the timer's start or stop, success and fail (one attempt, always in reach). Starting a timed
 * challenge's clock opens the wall view, which carries success and fail too.
 */
const ChallengeStep = ({
  game,
  challenge,
  voice,
  dock,
  onAction
}: {
  game: Game
  challenge: PlayableChallenge | undefined
  voice: SpeechSynthesisVoice | null
  dock: HTMLElement | null
  onAction: (action: GameAction) => Message | undefined
}) => {
  const { t } = useTranslation()
  const [refusal, setRefusal] = useState<Message | undefined>(undefined)
  const [isTimerViewOpen, setTimerViewOpen] = useState(false)
  // The card this step opened on; any other came by a replacement, and comes in with a short turn.
  const firstCard = useRef(game.currentChallengeIndex)
  const left = replacementsLeft(game)
  // A challenge with a timer (or about time) shows it; any other has a stopwatch a tap away.
  const isTimed = challenge?.timer !== undefined || challenge?.category === "time-linked"
  // In a duel the card is the same for every leader: it can only be replaced before the first try.
  const isAttemptStarted = game.turn.timer.startedAt !== null || game.turn.timer.elapsedMs > 0 || (game.duel?.tries.length ?? 0) > 0
  const route = game.turn.phase === "duel" ? (game.duel?.route ?? null) : game.turn.route
  const run = (action: GameAction) => setRefusal(onAction(action))
  const turnClock = useTurnClock({ timer: game.turn.timer, clock: challenge?.timer, isTimed, onAction: run })
  const result = (outcome: "success" | "fail") => {
    setTimerViewOpen(false)
    run({ _tag: "record-result", outcome })
  }
  // Starting a timed challenge's clock brings the clock to the wall: the 3-2-1 and the time, full screen.
  const startTimer = () => {
    if (isTimed && !turnClock.isRunning && turnClock.countIn === null) setTimerViewOpen(true)
    turnClock.start()
  }
  const toggleClock = { ...turnClock, start: startTimer }
  // The last replacement disables its button: the focus goes on to the new card rather than nowhere.
  const isCardToFocus = useRef(false)
  const replace = () => {
    const refused = onAction({ _tag: "replace-challenge" })
    setRefusal(refused)
    isCardToFocus.current = refused === undefined && left === 1
  }
  useEffect(() => {
    if (!isCardToFocus.current || game.currentChallengeIndex === firstCard.current) return
    isCardToFocus.current = false
    document.querySelector<HTMLElement>(".challenge-card")?.focus()
  }, [game.currentChallengeIndex])
  return (
    <div className="challenge-step">
      <ChallengeCard challenge={challenge} route={route} voice={voice} isNew={game.currentChallengeIndex !== firstCard.current}>
        {!isTimed && <StopwatchButton turnClock={turnClock} onOpen={() => setTimerViewOpen(true)} />}
        <button
          type="button"
          className="button button-ghost challenge-replace"
          disabled={left === 0 || isAttemptStarted || turnClock.countIn !== null}
          aria-describedby="replacements-left"
          onClick={replace}
        >
          <Icon name="dice" size={20} /> {t("game.play.replace")}
        </button>
        <span id="replacements-left" className="replacements-left" data-testid="replacements-left">
          {left === 0 ? t("game.play.noReplacement") : t("game.play.replacementsLeft", { count: left })}
        </span>
      </ChallengeCard>
      {isTimed && <TurnTimer turnClock={turnClock} onEnlarge={() => setTimerViewOpen(true)} />}
      <TimerView turnClock={toggleClock} isOpen={isTimerViewOpen} onClose={() => setTimerViewOpen(false)} onResult={result} />
      {/* The duel scores nothing: its rule (one try each, success beats fail) is in its note above. */}
      {game.turn.phase !== "duel" && (
        <p className="attempt-rule">
          {t("game.play.oneAttempt", { success: formatPointsChange(gameRules.successPoints), fail: formatPointsChange(gameRules.failPoints) })}
        </p>
      )}
      {refusal !== undefined && (
        <p className="field-error" role="alert">
          {t(refusal.key, refusal.params)}
        </p>
      )}
      {dock !== null &&
        createPortal(
          <div className="result-actions">
            {(isTimed || turnClock.isRunning || turnClock.countIn !== null) && (
              <TimerToggle turnClock={toggleClock} className="button timer-toggle" showsReading />
            )}
            <button type="button" className="button result-button result-success" onClick={() => result("success")}>
              <Icon name="check" size={30} /> {t("game.play.success")}
            </button>
            <button type="button" className="button result-button result-fail" onClick={() => result("fail")}>
              <Icon name="close" size={30} /> {t("game.play.fail")}
            </button>
          </div>,
          dock
        )}
    </div>
  )
}

/** The duel's rule and who has tried what so far, above its step. */
const DuelNote = ({ game, duel }: { game: Game; duel: Duel }) => {
  const { t } = useTranslation()
  const names = duel.players.map((index) => game.players[index]?.name ?? "")
  return (
    <div className="duel-note" data-testid="duel-note">
      <p>
        {t("game.play.duelRule", {
          names: namesInASentence(t, names)
        })}
      </p>
      {duel.tries.length > 0 && (
        <ul className="duel-tries">
          {duel.tries.map((entry) => (
            <li key={entry.player} className={`is-${entry.outcome}`}>
              <Icon name={entry.outcome === "success" ? "check" : "close"} size={18} />{" "}
              {t("game.play.duelTry", { name: game.players[entry.player]?.name ?? "", outcome: t(`game.play.outcome.${entry.outcome}`) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * Reads each newly revealed challenge aloud when the player asked for it in the game's options (and
 * the device has a voice for the game's language); silent about the challenge the game opened on.
 * Reading stops when the turn moves on or the page is left.
 */
const useChallengeReader = (
  game: Game | null,
  challenges: ReadonlyMap<string, PlayableChallenge>,
  voice: SpeechSynthesisVoice | null,
  language: "fr" | "en"
) => {
  const revealed = game === null ? null : revealedChallenge(game)
  const key = game === null ? undefined : revealed === null ? null : `${game.history.length}:${game.currentChallengeIndex}`
  const shownKey = useRef<string | null | undefined>(undefined)
  const readKey = useRef<string | null | undefined>(undefined)
  const text = revealed === null ? undefined : challenges.get(revealed)?.text[language]
  useEffect(() => {
    if (key === undefined) return
    if (shownKey.current === undefined) {
      shownKey.current = key
      readKey.current = key
      return
    }
    if (key !== shownKey.current) {
      shownKey.current = key
      stopReading()
    }
    if (key === null || readKey.current === key || text === undefined || voice === null || !wallSettings.value.isReadAloud) return
    readKey.current = key
    readAloud(text, voice)
  }, [key, text, voice])
  useEffect(() => stopReading, [])
}

/**
 * A game (spec §2 In-game): whose turn, round n of 5, the scoreboard; the problem is chosen before the
 * challenge shows; timer, success or fail, replace; then the end screen. Offline first: the game opens
 * from this phone at once and every action shows at once (web/features/game/session/game-session.ts).
 */
const GamePage = ({ params }: { params: Readonly<Record<string, string>> }) => {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const { act, activeGame, activeGameProblem, closeGame, closedGame, holdEnd, isWaitingForServer, loadProfile, openGame, releaseEnd } = useGameSession()
  const userId = useGameUserId()
  const id = params.id ?? ""
  const record = activeGame.value
  const shown = record !== null && (record.id === id || record.serverId === id) ? record : null
  const game = shown?.game ?? null
  const closed = closedGame.value
  const challenges = useChallenges(game ?? closed, userId)
  const turnHeading = useRef<HTMLHeadingElement>(null)
  const lastPhase = useRef<string | null>(null)
  const [dock, setDock] = useState<HTMLElement | null>(null)
  const language = i18n.language === "en" ? "en" : "fr"
  const voice = useVoice(language)
  usePageTitle(t("game.play.title"))
  // The screen stays on while a turn is played; the end screen lets it sleep again.
  useScreenWakeLock(game !== null && !isFinished(game))
  useAudioUnlock()
  useChallengeReader(game, challenges, voice, language)
  // A game already closed on the server shows its end from the profile: play again from it too.
  const { playAgain, changeSetup, isStarting } = usePlayAgain(game ?? closed, userId)
  const playAgainProps = { start: () => void playAgain(), change: () => void changeSetup(), isStarting }

  useEffect(() => {
    if (userId === null || id === "") return
    void loadProfile(userId)
    void openGame(id, userId)
  }, [id, userId, loadProfile, openGame])

  useEffect(() => () => closeGame(), [closeGame])

  // While the end screen is open, the game waits for its last card's rating before it closes on the server.
  const endScreenOf = shown !== null && isFinished(shown.game) && !shown.isEndQueued ? shown.id : null
  useEffect(() => {
    if (endScreenOf === null) return
    holdEnd(endScreenOf)
    return () => releaseEnd(endScreenOf)
  }, [endScreenOf, holdEnd, releaseEnd])

  // The offline id becomes the server's once the game reached it: the address follows, and the
  // focus stays where the player has it (a style half picked by keyboard).
  useEffect(() => {
    if (shown !== null && shownId(shown) !== id) navigate(pathFor("game", { id: shownId(shown) }), { replace: true, state: sameScreen })
  }, [shown, id, navigate])

  useEffect(() => {
    const problem = activeGameProblem.value
    if (problem === "not-found") navigate(pathFor("game-not-found"), { replace: true })
    else if (problem === "forbidden") navigate(pathFor("forbidden-game"), { replace: true })
    else if (problem === "refused") navigate(pathFor("main-menu"), { replace: true })
  }, [activeGameProblem.value, navigate])

  // A new step opens at its top (the header, whose turn), with the focus on its heading, in the
  // commit that shows it: a focus a frame later would steal what the player has started typing.
  const phaseKey = game === null ? null : `${game.history.length}:${game.turn.phase}`
  useLayoutEffect(() => {
    if (phaseKey === null) return
    if (lastPhase.current !== null && lastPhase.current !== phaseKey && turnHeading.current !== null) {
      window.scrollTo(0, 0)
      turnHeading.current.focus({ preventScroll: true })
    }
    lastPhase.current = phaseKey
  }, [phaseKey])

  const onAction = (action: GameAction): Message | undefined => {
    const refusal = act(action)
    return refusal === undefined ? undefined : gameErrorMessage(refusal)
  }

  const offline = isWaitingForServer.value || (typeof navigator !== "undefined" && !navigator.onLine)
  const offlineNote = offline && (
    <p className="game-offline-note" role="status">
      <Icon name="wifiOff" size={20} /> {t("game.play.offline")}
    </p>
  )

  if (game === null && closed !== null && closed.id === id) {
    return (
      <GameLayout>
        <EndScreen game={closed} previous={null} playAgain={playAgainProps} />
      </GameLayout>
    )
  }

  if (game === null) {
    return (
      <GameLayout>
        <div className="page-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("game.play.loading")}</span>
        </div>
      </GameLayout>
    )
  }

  const undo = <UndoToast game={game} onUndo={() => onAction({ _tag: "undo-result" })} />
  const lastTurn = game.history.at(-1)

  if (isFinished(game)) {
    return (
      <GameLayout>
        {offlineNote}
        <EndScreen
          game={game}
          previous={shown?.previous ?? null}
          playAgain={playAgainProps}
          rating={
            // Once the game is closing, the bar stays only to show the word given.
            lastTurn !== undefined && (shown?.isEndQueued !== true || lastTurn.rating !== undefined) ? (
              <RatingBar
                turn={lastTurn}
                playerName={game.players[lastTurn.player]?.name ?? ""}
                challenge={challenges.get(lastTurn.challengeId)}
                isLast
                isClosed={shown?.isEndQueued === true}
                onAction={onAction}
              />
            ) : null
          }
        />
        {!shown?.isEndQueued && <div className="turn-dock is-end">{undo}</div>}
      </GameLayout>
    )
  }

  const playerIndex = currentPlayerIndex(game)
  const player = game.players[playerIndex]
  const round = currentRound(game)
  const revealed = revealedChallenge(game)
  const duel = game.turn.phase === "duel" ? game.duel : null
  const recap = roundRecap(game)
  return (
    <GameLayout shareGameId={shown?.serverId ?? null}>
      <div className="game-play" style={player === undefined ? undefined : colourSetStyle(player.avatar)}>
        {offlineNote}
        <header className="turn-header">
          {player !== undefined && <PlayerAvatar set={player.avatar} size={48} />}
          <div className="turn-text">
            {duel === null ? (
              <p className="turn-round">
                {t("game.play.round", { round, rounds: gameRules.rounds })}{" "}
                <span className="turn-progress">{t("game.play.turnProgress", { turn: game.history.length + 1, turns: totalTurns(game.players.length) })}</span>
              </p>
            ) : (
              <p className="turn-round">
                {t("game.play.duel")}{" "}
                <span className="turn-progress">{t("game.play.duelProgress", { turn: duel.tries.length + 1, turns: duel.players.length })}</span>
              </p>
            )}
            <h1 className="turn-title" ref={turnHeading} tabIndex={-1} data-testid="turn-title">
              {t(duel === null ? "game.play.turnOf" : "game.play.duelTryOf", { name: player?.name ?? "" })}
            </h1>
          </div>
          {duel === null && (
            <div className="round-dots" aria-hidden="true">
              {Array.from({ length: gameRules.rounds }, (_, index) => index + 1).map((dot) => (
                <span key={dot} className={dot < round ? "is-done" : dot === round ? "is-current" : undefined} />
              ))}
            </div>
          )}
        </header>
        {duel !== null && <DuelNote game={game} duel={duel} />}
        {duel === null && lastTurn !== undefined && (
          <p className={`last-turn is-${lastTurn.outcome}`}>
            <Icon name={lastTurn.outcome === "success" ? "check" : "close"} size={20} />
            <span data-testid="last-turn">{describeTurn(t, game, lastTurn)}</span>
          </p>
        )}
        {recap !== null && <RoundRecap game={game} recap={recap} />}
        {duel === null && revealed === null && lastTurn !== undefined && (
          <RatingBar
            key={`rating-${game.history.length}`}
            turn={lastTurn}
            playerName={game.players[lastTurn.player]?.name ?? ""}
            challenge={challenges.get(lastTurn.challengeId)}
            onAction={onAction}
          />
        )}
        <TurnAnnouncer game={game} challenge={revealed === null ? undefined : challenges.get(revealed)} />
        {revealed === null ? (
          <RouteStep key={`route-${game.history.length}`} game={game} dock={dock} onAction={onAction} />
        ) : (
          <ChallengeStep
            key={`challenge-${game.history.length}-${duel?.tries.length ?? 0}`}
            game={game}
            challenge={challenges.get(revealed)}
            voice={voice}
            dock={dock}
            onAction={onAction}
          />
        )}
        <ScoreBoard players={game.players} current={playerIndex} lastRoutes={lastRoutes(game)} />
        {/* The turn's actions, at the bottom of the screen in reach of the thumb (each step puts its own here). */}
        <section className="turn-dock" aria-label={t("game.play.turnActions")}>
          {undo}
          <div className="turn-dock-actions" ref={setDock} />
        </section>
      </div>
    </GameLayout>
  )
}

export default GamePage
