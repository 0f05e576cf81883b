import { Box, Text } from "ink"
import { useEffect, useState } from "react"
import { categoryLabels } from "#core/domain/category.ts"
import type { Language } from "#core/domain/language.ts"
import type { StyleChoice } from "#core/domain/problem-style.ts"
import { readClock } from "#core/game/clock.ts"
import { currentPlayerIndex, currentRound, fewReplacementsLeft, replacementsLeft, revealedChallenge, timerReading } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import type { ChallengeTimer } from "#core/packs/pack-schema.ts"
import { cliText } from "../../messages.ts"
import type { CliChallenge } from "../../pack-catalog.ts"
import { theme } from "../../ui/theme.ts"

/** A stopwatch reading as m:ss.t. */
export const formatTimer = (ms: number): string => {
  const tenths = Math.floor(ms / 100)
  const minutes = Math.floor(tenths / 600)
  const seconds = Math.floor((tenths % 600) / 10)
  return `${minutes}:${String(seconds).padStart(2, "0")}.${tenths % 10}`
}

/** The current time, refreshed every `intervalMs` while `isLive`, so a running timer ticks on screen. */
const useNow = (now: () => number, isLive: boolean, intervalMs: number): number => {
  const [time, setTime] = useState(now)
  useEffect(() => {
    setTime(now())
    if (!isLive) return
    const id = setInterval(() => setTime(now()), intervalMs)
    return () => clearInterval(id)
  }, [isLive, now, intervalMs])
  return time
}

const clockLabel = { limit: "play.turn.clock.limit", minimum: "play.turn.clock.minimum", hold: "play.turn.clock.hold" } as const
const zeroLabel = { limit: "play.turn.timeUp", minimum: "play.turn.minimumReached", hold: "play.turn.held" } as const

/**
 * The timer of the turn, live while it runs: a countdown to the challenge's timer, then what zero
 * means (time up in the failure colour, a minimum or a hold reached in the success colour), or a stopwatch.
 */
const TimerLine = ({ game, clock, now, language }: { game: Game; clock: ChallengeTimer | undefined; now: () => number; language: Language }) => {
  const isRunning = game.turn.timer.startedAt !== null
  const time = useNow(now, isRunning, 100)
  const elapsed = timerReading(game.turn.timer, time)
  const reading = clock === undefined ? undefined : readClock(clock, elapsed)
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text color={theme.heading}>{cliText(language, "play.turn.timer")}</Text>
        <Text bold color={isRunning ? theme.success : theme.text}>
          {formatTimer(reading === undefined ? elapsed : reading.leftMs)}
        </Text>
        <Text color={theme.muted}>({cliText(language, isRunning ? "play.turn.timerRunning" : "play.turn.timerStopped")})</Text>
      </Box>
      {reading?.isAtZero === true && clock !== undefined && (
        <Text bold color={reading.zero === "time-up" ? theme.failure : theme.success}>
          {cliText(language, zeroLabel[clock.meaning])}
        </Text>
      )}
    </Box>
  )
}

/** The current turn: whose it is, the round, then the route input (not the previous turn's problem) or the revealed challenge and its timer. */
export const TurnView = ({
  game,
  challenge,
  routeInput,
  styleInput = "any",
  language,
  now
}: {
  game: Game
  challenge: CliChallenge | null
  routeInput: string
  styleInput?: StyleChoice
  language: Language
  now: () => number
}) => {
  const player = game.players[currentPlayerIndex(game)]
  const grade = player?.difficulty ?? ""
  const last = game.history.at(-1)
  const duel = game.turn.phase === "duel" ? game.duel : null
  const route = duel === null ? game.turn.route : duel.route
  return (
    <Box flexDirection="column">
      <Text color={theme.heading} bold>
        {duel === null
          ? cliText(language, "play.turn.round", { round: currentRound(game), rounds: game.rounds })
          : cliText(language, "play.duel.heading", { turn: duel.tries.length + 1, turns: duel.players.length })}
        {" · "}
        {cliText(language, "play.turn.whose", { name: player?.name ?? "", grade })}
      </Text>
      {duel !== null && (
        <Box flexDirection="column">
          <Text color={theme.accent}>
            {cliText(language, "play.duel.rule", { names: duel.players.map((index) => game.players[index]?.name ?? "").join(", ") })}
          </Text>
          {duel.tries.map((entry) => (
            <Text key={entry.player} color={entry.outcome === "success" ? theme.success : theme.failure}>
              {cliText(language, entry.outcome === "success" ? "play.duel.trySuccess" : "play.duel.tryFail", { name: game.players[entry.player]?.name ?? "" })}
            </Text>
          ))}
        </Box>
      )}
      {revealedChallenge(game) === null ? (
        <Box flexDirection="column">
          <Text>{cliText(language, "play.turn.pickRoute", { grade })}</Text>
          {last === undefined ? null : (
            <Text color={theme.accent}>
              ⚠{" "}
              {last.route === null
                ? cliText(language, "play.turn.notPreviousUnnamed", { name: game.players[last.player]?.name ?? "" })
                : cliText(language, "play.turn.notPrevious", { route: last.route })}
            </Text>
          )}
          <Box gap={1}>
            <Text color={theme.selected}>›</Text>
            <Text color={theme.muted}>{cliText(language, "play.turn.routeName")}:</Text>
            <Text>
              {routeInput}
              <Text color={theme.accent}>▌</Text>
            </Text>
          </Box>
          <Box gap={1}>
            <Text color={theme.muted}>{cliText(language, "play.turn.style")}:</Text>
            <Text color={theme.selected}>‹ {cliText(language, `play.style.${styleInput}`)} ›</Text>
            <Text color={theme.muted}>{cliText(language, "play.turn.styleKeys")}</Text>
          </Box>
        </Box>
      ) : (
        <Box flexDirection="column">
          <Text color={theme.muted}>{route === null ? cliText(language, "play.turn.unnamedRoute") : cliText(language, "play.turn.route", { route })}</Text>
          <Box flexDirection="column" alignSelf="flex-start" borderStyle="double" borderColor={theme.accent} paddingX={1}>
            <Text color={theme.accent}>
              {cliText(language, "play.turn.challenge")} · {challenge === null ? "" : categoryLabels[challenge.category][language]}
            </Text>
            <Text bold>{challenge === null ? "" : challenge.text[language]}</Text>
            {challenge?.timer !== undefined && (
              <Text color={theme.accent}>⏱ {cliText(language, clockLabel[challenge.timer.meaning], { seconds: challenge.timer.seconds })}</Text>
            )}
          </Box>
          <TimerLine game={game} clock={challenge?.timer} now={now} language={language} />
          {replacementsLeft(game) <= fewReplacementsLeft && (
            <Text color={theme.muted}>{cliText(language, "play.turn.replacementsLeft", { count: replacementsLeft(game) })}</Text>
          )}
        </Box>
      )}
    </Box>
  )
}
