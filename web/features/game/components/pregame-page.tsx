import { type FormEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { useLocation } from "wouter"
import type { CategoryKey } from "#core/domain/category.ts"
import { baseColourSets } from "#core/domain/colour-set.ts"
import { defaultGrade } from "#core/domain/grade.ts"
import { type Message, message } from "#core/domain/message.ts"
import { gameErrorMessage } from "#core/game/messages.ts"
import { gameRules } from "#core/game/rules.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { GymNightNotice, gymNightTexts, JoinCodeForm } from "#web/components/gym-night.tsx"
import { Icon } from "#web/components/icons.tsx"
import { isNightOn, type JoinedNight, joinNight, keepJoinedNight, readJoinedNight, takeNamesNotice } from "#web/lib/gym-night.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { afterIdle, useIdle } from "#web/lib/use-idle.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { gameTexts } from "../game-texts.ts"
import { useGameState } from "../state/game-state-context.ts"
import { readLastSetup } from "../state/local-packs.ts"
import { nightChoice, withNightPacks } from "../state/night-packs.ts"
import { initialPacks, togglePack } from "../state/pack-choice.ts"
import { addPlayer, firstPlayerName, freeAvatar, type PlayerDraft, playerNameErrors } from "../state/player-form.ts"
import { readProfileHere, takeServerProfile } from "../state/profile-without-session.ts"
import type { LastSetup, PlayablePack } from "../state/records.ts"
import { useGameUserId, useGameUserName } from "../state/use-game-user.ts"
import { CategoryOptions } from "./category-options.tsx"
import { GameLayout } from "./game-layout.tsx"
import { PackChooser } from "./pack-chooser.tsx"
import { PlayerRow } from "./player-setup.tsx"
import { ReadAloudOption } from "./read-aloud-option.tsx"

await addFeatureTexts(gameTexts, coreTexts, gymNightTexts)

let nextKey = 1
/** A new group: two players, the first named after the account (the phone's owner usually plays). */
const blankPlayers = (colourSets: ReadonlyArray<PlayerDraft["avatar"]>, firstName: string): ReadonlyArray<PlayerDraft> => {
  const first = freeAvatar(colourSets, [])
  return [
    { key: nextKey++, name: firstName, difficulty: defaultGrade, avatar: first },
    { key: nextKey++, name: "", difficulty: defaultGrade, avatar: freeAvatar(colourSets, [first]) }
  ]
}

/**
 * Pre-game (spec §2): choose one or several owned packs (several only if all are combinable), then
 * create the game — 2 to 4 players with name, max difficulty and avatar, categories switched off for
 * this game — and start it. It starts on this phone at once, online or not; never when the deck
 * cannot finish the game (core's deckAdvice): then it says which categories to switch back on, or
 * that a pack must be added.
 *
 * A gym night (issue #39), joined on its page or by typing its code here, ties the next game to it:
 * the pregame says so (and, once per night on this phone, that the names show on the gym's screen),
 * offers the night's packs first, owned or not, and lets the group leave the night. Starting the game
 * uses the tie up: the next one is for the night again only if the group plays again or joins again.
 */
const PregamePage = () => {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const { state, loadSession } = useGameState()
  const { arePacksMissing, gameProfile, loadPacks, playablePacks } = state
  const isIdle = useIdle()
  const userId = useGameUserId()
  const firstName = firstPlayerName(useGameUserName())
  const [step, setStep] = useState<"packs" | "players">("packs")
  const [selected, setSelected] = useState<ReadonlyArray<string> | null>(null)
  const [packNotice, setPackNotice] = useState<Message | null>(null)
  const [players, setPlayers] = useState<ReadonlyArray<PlayerDraft> | null>(null)
  const [off, setOff] = useState<ReadonlyArray<CategoryKey> | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set())
  const [isSubmitted, setSubmitted] = useState(false)
  const [addRefusal, setAddRefusal] = useState<Message | null>(null)
  const [startRefusal, setStartRefusal] = useState<Message | null>(null)
  const [lastSetup, setLastSetup] = useState<LastSetup | undefined>(undefined)
  const [isStarting, setStarting] = useState(false)
  const [isAdvancedOpen, setAdvancedOpen] = useState(false)
  const [isTieBreak, setTieBreak] = useState(false)
  /** The night this phone joined, if its next game is for it (kept on the phone: lib/gym-night.ts). */
  const [night, setNight] = useState<JoinedNight | undefined>(undefined)
  const [isNoticeShown, setNoticeShown] = useState(false)
  const [nightStatus, setNightStatus] = useState<"left" | null>(null)
  const [isJoining, setJoining] = useState(false)
  const [joinError, setJoinError] = useState<Message | "offline" | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const refusal = useRef<HTMLParagraphElement>(null)
  usePageTitle(t("game.pregame.title"))

  // Start's refusal shows above the start button, below the players: brought into view (its middle,
  // clear of the sticky button), or a player who tapped Start from the top would see nothing happen.
  useEffect(() => {
    if (startRefusal !== null) refusal.current?.scrollIntoView({ block: "center" })
  }, [startRefusal])

  useEffect(() => {
    if (userId === null) return
    void loadPacks(userId)
    void readLastSetup(userId).then(setLastSetup)
  }, [userId, loadPacks])

  /** Ties the next game to a night, as its page or the code field joined it; its packs are chosen. */
  const tie = (joined: JoinedNight) => {
    if (!joined.isTied || !isNightOn(joined.event, Date.now())) return
    setNight(joined)
    setSelected(null)
    setNightStatus(null)
    if (takeNamesNotice(joined.event.id)) setNoticeShown(true)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens
  useEffect(() => {
    void readJoinedNight().then((joined) => joined !== undefined && tie(joined))
  }, [])

  const joinByCode = async (typed: string) => {
    setJoining(true)
    setJoinError(null)
    const outcome = await joinNight(typed)
    setJoining(false)
    if (outcome.ok) tie({ event: outcome.event, isTied: true })
    else setJoinError(outcome.message)
  }

  const leaveNight = () => {
    if (night === undefined) return
    void keepJoinedNight({ event: night.event, isTied: false })
    setNight(undefined)
    setSelected(null)
    setNoticeShown(false)
    setNightStatus("left")
  }

  // The profile (the categories switched off by default) comes once the packs are on screen and the
  // browser is idle, read without the session: the first paint never waits for it.
  const arePacksSettled = playablePacks.value !== null || arePacksMissing.value
  useEffect(() => {
    if (userId === null || !isIdle || !arePacksSettled) return
    void readProfileHere(userId, state).then(() => takeServerProfile(userId, state))
  }, [userId, isIdle, arePacksSettled, state])

  // The engine, Effect and the session load while the group picks its packs: at its first touch or key
  // on the page, not with the page. Loaded ahead of need: a failure here is said by the start button, which asks again.
  const page = useRef<HTMLElement>(null)
  useEffect(() => {
    const section = page.current
    if (userId === null || section === null) return
    const prepare = () => {
      section.removeEventListener("pointerdown", prepare, true)
      section.removeEventListener("keydown", prepare, true)
      // Once the tap's own answer is on screen.
      afterIdle(() => {
        void loadSession()
          .then((session) => session.loadProfile(userId))
          .catch(() => undefined)
      })
    }
    section.addEventListener("pointerdown", prepare, true)
    section.addEventListener("keydown", prepare, true)
    return () => {
      section.removeEventListener("pointerdown", prepare, true)
      section.removeEventListener("keydown", prepare, true)
    }
  }, [userId, loadSession])

  // The packs as drawn: their arrival (a signal, which React renders at once, in one task) draws the
  // list in a deferred render, in slices, so the page is never held up for the whole list on a slow phone.
  const shownPacks = useDeferredValue(playablePacks.value)
  const ownPacks = shownPacks?.packs ?? []
  const packs = night === undefined ? ownPacks : withNightPacks(ownPacks, night.event)
  const nightPackIds = night === undefined ? [] : night.event.packs.map((pack) => pack.id)
  const colourSets = shownPacks?.colourSets ?? baseColourSets
  const language = i18n.language === "en" ? "en" : "fr"

  // Until the player changes them: the last game's packs and group (play again), else the free pack and two players, the first named after the account.
  const chosenPacks = selected ?? (shownPacks === null ? [] : night === undefined ? initialPacks(packs, lastSetup?.packs) : nightChoice(night.event, packs))
  // A game for a night plays with the night's options (the server applies them too).
  const tieBreak = night === undefined ? isTieBreak : night.event.options.tieBreakDuel
  // biome-ignore lint/correctness/useExhaustiveDependencies: the colour sets by value (joined), so the packs arriving again from the server do not remount the rows
  const defaultPlayers = useMemo(() => {
    const kept: Array<PlayerDraft> = []
    for (const player of lastSetup?.players ?? []) {
      const avatar = colourSets.includes(player.avatar)
        ? player.avatar
        : freeAvatar(
            colourSets,
            kept.map((other) => other.avatar)
          )
      kept.push({ ...player, avatar, key: nextKey++ })
    }
    return kept.length >= gameRules.minPlayers ? kept : blankPlayers(colourSets, firstName)
  }, [lastSetup, colourSets.join(","), firstName])

  // The categories of Settings are every new game's default, whatever the last game on this phone left
  // out; a change here is for this game only (the advanced options say so).
  const defaultOff = gameProfile.value?.categoryBlacklist ?? []
  const currentPlayers = players ?? defaultPlayers
  const currentOff = off ?? defaultOff
  const errors = playerNameErrors(currentPlayers)

  // Focus moves in the same task as the tap (flushSync renders first), never a frame later:
  // a later focus would steal the keyboard from whatever the person has started typing in.
  const goTo = (next: "packs" | "players") => {
    flushSync(() => setStep(next))
    heading.current?.focus()
  }

  const toggle = (pack: PlayablePack) => {
    const choice = togglePack(chosenPacks, pack, packs)
    setSelected(choice.selected)
    setPackNotice(
      choice.notice === undefined
        ? null
        : { key: choice.notice.kind === "solo" ? "game.pregame.soloPack" : "game.pregame.onlyCombinable", params: { pack: choice.notice.pack.name[language] } }
    )
  }

  const updatePlayers = (next: ReadonlyArray<PlayerDraft>) => {
    setPlayers(next)
    setStartRefusal(null)
    if (next.length < gameRules.maxPlayers) setAddRefusal(null)
  }

  const add = () => {
    const added = addPlayer(currentPlayers, colourSets, nextKey++)
    if ("refused" in added) setAddRefusal(added.refused)
    else {
      flushSync(() => updatePlayers(added.players))
      document.getElementById(`player-${added.players.at(-1)?.key}-name`)?.focus()
    }
  }

  const restart = () => {
    setPlayers(blankPlayers(colourSets, firstName))
    setOff(null)
    setTouched(new Set())
    setSubmitted(false)
    setAddRefusal(null)
    setStartRefusal(null)
  }

  const start = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const firstError = errors.findIndex((error) => error !== undefined)
    if (firstError >= 0) {
      document.getElementById(`player-${currentPlayers[firstError]?.key}-name`)?.focus()
      return
    }
    if (userId === null) return
    const chosen = packs.filter((pack) => chosenPacks.includes(pack.id))
    setStarting(true)
    const shownProfile = gameProfile.value
    // The engine, if the group has not touched the page yet (precached for offline play). A failed load
    // (a new version deployed, the connection lost) says to try again or reload, and leaves the button to.
    const engine = await Promise.all([loadSession(), import("#core/game/deck-advice.ts")]).catch((error: unknown) => {
      console.error("the game's code failed to load", error)
      return undefined
    })
    if (engine === undefined) {
      setStarting(false)
      setStartRefusal(message("error.generic"))
      return
    }
    const [session, { deckAdvice, deckAdviceMessage }] = engine
    // A game started before the session's profile came (a quick group) still knows the previous game's
    // scores, from this device's copy or the one this page read: a slow connection does not hold the start for the server's.
    await session.loadProfileHere(userId, shownProfile)
    // Untouched here, the categories are those of Settings, which may have come only now.
    const disabledCategories = off ?? gameProfile.value?.categoryBlacklist ?? []
    // Never a game the deck cannot finish: say which categories to switch back on, or that a pack is missing.
    const advice = deckAdvice(chosen, disabledCategories, currentPlayers.length)
    const shortDeck = deckAdviceMessage(advice, (key) => t(`category.${key}`))
    if (shortDeck !== undefined) {
      setStarting(false)
      setStartRefusal(shortDeck)
      if (advice.kind === "switch-on") setAdvancedOpen(true)
      return
    }
    const result = await session.startGame(userId, {
      players: currentPlayers.map(({ name, difficulty, avatar }) => ({ name, difficulty, avatar })),
      packs: chosen,
      disabledCategories,
      tieBreak,
      ...(night !== undefined && { gymEvent: { id: night.event.id, name: night.event.name } })
    })
    setStarting(false)
    if (result._tag === "Left") {
      setStartRefusal(gameErrorMessage(result.left))
      return
    }
    // The tie is used up by this game: the next is for the night only if the group plays again or joins again.
    if (night !== undefined) await keepJoinedNight({ event: night.event, isTied: false })
    navigate(pathFor("game", { id: result.right.id }))
  }

  const chosenNames = packs.filter((pack) => chosenPacks.includes(pack.id)).map((pack) => pack.name[language])

  return (
    <GameLayout>
      <section className="pregame" aria-labelledby="pregame-title" ref={page}>
        <header className="game-page-header">
          <h1 id="pregame-title" ref={heading} tabIndex={-1}>
            {step === "packs" ? t("game.pregame.title") : t("game.setup.title")}
          </h1>
          <ol className="pregame-steps" aria-label={t("game.pregame.steps")}>
            <li aria-current={step === "packs" ? "step" : undefined}>1. {t("game.pregame.stepPacks")}</li>
            <li aria-current={step === "players" ? "step" : undefined}>2. {t("game.pregame.stepPlayers")}</li>
          </ol>
          <p className="game-lead">{step === "packs" ? t("game.pregame.intro") : t("game.setup.intro")}</p>
        </header>

        {night !== undefined && (
          <section className="pregame-night" aria-labelledby="pregame-night-title" data-testid="pregame-night">
            <h2 id="pregame-night-title">{t("game.night.tied", { name: night.event.name })}</h2>
            <p>{t("game.night.where", { gym: night.event.gymName, city: night.event.city })}</p>
            {isNoticeShown && <GymNightNotice />}
            <button type="button" className="link-button" onClick={leaveNight}>
              {t("game.night.leave")}
            </button>
          </section>
        )}
        <p className="visually-hidden" role="status">
          {nightStatus === "left" ? t("game.night.left") : ""}
        </p>

        {step === "packs" &&
          (shownPacks === null ? (
            arePacksMissing.value ? (
              <div className="game-problem" role="alert">
                <p>{t("game.pregame.packsUnavailable")}</p>
                <button type="button" className="button button-ghost" onClick={() => userId !== null && void loadPacks(userId)}>
                  <Icon name="refresh" size={18} /> {t("game.pregame.retry")}
                </button>
              </div>
            ) : (
              <p className="game-muted" role="status">
                {t("game.pregame.loading")}
              </p>
            )
          ) : (
            <>
              <PackChooser packs={packs} selected={chosenPacks} onToggle={toggle} nightPacks={nightPackIds} />
              <p className="pack-notice" role="status">
                {packNotice === null ? "" : t(packNotice.key, packNotice.params)}
              </p>
              {night === undefined && (
                <div className="pregame-join-night">
                  <JoinCodeForm
                    id="pregame-join-code"
                    error={joinError === null ? undefined : joinError === "offline" ? t("gymNight.offline") : t(joinError.key, joinError.params)}
                    isBusy={isJoining}
                    onJoin={(typed) => void joinByCode(typed)}
                  />
                  <p className="visually-hidden" role="status">
                    {isJoining ? t("game.night.joining") : ""}
                  </p>
                </div>
              )}
              <div className="game-sticky-actions">
                <button
                  type="button"
                  className="button button-primary button-large button-block"
                  disabled={chosenPacks.length === 0}
                  onClick={() => goTo("players")}
                >
                  {t("game.pregame.next")} <Icon name="arrowRight" size={20} />
                </button>
              </div>
            </>
          ))}

        {step === "players" && (
          <form className="player-setup" onSubmit={(event) => void start(event)} noValidate>
            <p className="pregame-chosen">
              {t("game.pregame.chosenPacks", { packs: chosenNames.join(", ") })}{" "}
              <button type="button" className="link-button" onClick={() => goTo("packs")}>
                {t("game.setup.backToPacks")}
              </button>
            </p>
            <p id="difficulty-help" className="field-hint">
              {t("game.setup.difficultyHelp")}
            </p>
            <ol className="player-list">
              {currentPlayers.map((player, index) => (
                <PlayerRow
                  key={player.key}
                  player={player}
                  number={index + 1}
                  colourSets={colourSets}
                  takenByOthers={currentPlayers.filter((other) => other.key !== player.key).map((other) => other.avatar)}
                  error={isSubmitted || touched.has(player.key) ? errors[index] : undefined}
                  canRemove={currentPlayers.length > gameRules.minPlayers}
                  onChange={(changed) => updatePlayers(currentPlayers.map((other) => (other.key === player.key ? changed : other)))}
                  onRemove={() => updatePlayers(currentPlayers.filter((other) => other.key !== player.key))}
                  onBlur={() => player.name !== "" && setTouched(new Set([...touched, player.key]))}
                />
              ))}
            </ol>
            <div className="add-player">
              <button
                type="button"
                className={`button button-ghost button-block${currentPlayers.length >= gameRules.maxPlayers ? " is-at-limit" : ""}`}
                aria-describedby={addRefusal === null ? undefined : "add-player-refusal"}
                onClick={add}
              >
                <Icon name="users" size={20} /> {t("game.setup.addPlayer")}
              </button>
              {addRefusal !== null && (
                <p id="add-player-refusal" className="field-error" role="alert">
                  {t(addRefusal.key, addRefusal.params)}
                </p>
              )}
            </div>
            <details className="advanced-options" open={isAdvancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
              <summary>{t("game.setup.advanced")}</summary>
              <CategoryOptions
                off={currentOff}
                onChange={(next) => {
                  setOff(next)
                  setStartRefusal(null)
                }}
              />
              <div className="tie-break-option">
                <input
                  id="tie-break"
                  type="checkbox"
                  checked={tieBreak}
                  disabled={night !== undefined}
                  onChange={(event) => setTieBreak(event.currentTarget.checked)}
                  aria-describedby="tie-break-help"
                />
                <label htmlFor="tie-break">{t("game.setup.tieBreak")}</label>
                <p id="tie-break-help" className="field-hint">
                  {t("game.setup.tieBreakHelp")}
                  {night !== undefined && ` ${t("game.night.tieBreakSet")}`}
                </p>
              </div>
              <ReadAloudOption />
            </details>
            {startRefusal !== null && (
              <p ref={refusal} className="game-problem" role="alert">
                {t(startRefusal.key, startRefusal.params)}
              </p>
            )}
            <button type="button" className="button button-ghost setup-restart" onClick={restart} aria-describedby="restart-help">
              <Icon name="refresh" size={18} /> {t("game.setup.restart")}
            </button>
            <p id="restart-help" className="visually-hidden">
              {t("game.setup.restartHelp")}
            </p>
            <div className="game-sticky-actions">
              <button type="submit" className="button button-primary button-huge button-block" disabled={isStarting}>
                <Icon name="play" size={24} /> {t("game.setup.start")}
              </button>
            </div>
          </form>
        )}
      </section>
    </GameLayout>
  )
}

export default PregamePage
