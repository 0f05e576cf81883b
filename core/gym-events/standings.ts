import { gameRules } from "../game/rules.ts"
import type { EventResults } from "./event-results.ts"
import { type EventEntry, type EventTurn, eventFactsOf, type GymEvent, type GymEventStatus } from "./gym-event.ts"
import { hardestCardMinAttempts, type RankedPlayer, type ScreenView, screenRankingSize, tickerSize } from "./screen-view.ts"

/**
 * The night's standings, computed from the groups' entries alone (pure): the screen's view, the
 * results page and the CSV export. A result counts when it was played inside the event's window
 * (and before its host closed it); hidden names never appear.
 */

/** A card's text in both languages, or null when it is in none of the packs any more. */
export type ChallengeTextOf = (challengeId: string) => { readonly fr: string; readonly en: string } | null

/**
 * A name as hidden names compare: case, accents' composition and spaces ignored.
 * @example normaliseName("  Chloé  B ") === normaliseName("chloé b") // true
 */
export const normaliseName = (name: string): string => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("fr")

/** Where the event stands at `now` (epoch ms): closed by its host, before, inside or after its window. */
export const eventStatus = (event: Pick<GymEvent, "startsAt" | "endsAt" | "closedAt">, now: number): GymEventStatus =>
  event.closedAt !== null ? "closed" : now < Date.parse(event.startsAt) ? "upcoming" : now < Date.parse(event.endsAt) ? "open" : "ended"

/** The last instant a result counts at: the end of the window, or the close when the host closed earlier. */
const countsUntil = (event: Pick<GymEvent, "endsAt" | "closedAt">): number =>
  Math.min(Date.parse(event.endsAt), event.closedAt === null ? Number.POSITIVE_INFINITY : Date.parse(event.closedAt))

/** Whether a result played at `at` counts for the event. */
export const isCounted = (event: Pick<GymEvent, "startsAt" | "endsAt" | "closedAt">, at: number): boolean =>
  at >= Date.parse(event.startsAt) && at <= countsUntil(event)

interface CountedTurn extends EventTurn {
  readonly group: number
  readonly name: string
}

const countedTurns = (event: GymEvent, entries: ReadonlyArray<EventEntry>): ReadonlyArray<CountedTurn> =>
  entries.flatMap((entry) =>
    entry.turns.filter((turn) => isCounted(event, turn.at)).map((turn) => ({ ...turn, group: entry.group, name: entry.players[turn.player] ?? "" }))
  )

/**
 * Every shown player, best first: points in the window, then group, then the order they were named in;
 * ranks shared by equal points (1, 1, 3).
 */
export const rankPlayers = (event: GymEvent, entries: ReadonlyArray<EventEntry>): ReadonlyArray<RankedPlayer> =>
  rankedPlayers(event, entries).map(({ name, group, points, rank }) => ({ name, group, points, rank }))

const rankedPlayers = (event: GymEvent, entries: ReadonlyArray<EventEntry>): ReadonlyArray<RankedPlayer & { readonly index: number }> => {
  const hidden = new Set(event.hiddenNames)
  const players = entries.flatMap((entry) =>
    entry.players.map((name, index) => ({
      name,
      group: entry.group,
      index,
      points: entry.turns.filter((turn) => turn.player === index && isCounted(event, turn.at)).reduce((sum, turn) => sum + turn.points, 0)
    }))
  )
  const shown = players.filter((player) => !hidden.has(normaliseName(player.name)))
  shown.sort((a, b) => b.points - a.points || a.group - b.group || a.index - b.index)
  let rank = 0
  return shown.map((player, position) => {
    if (position === 0 || (shown[position - 1]?.points ?? 0) !== player.points) rank = position + 1
    return { name: player.name, group: player.group, index: player.index, points: player.points, rank }
  })
}

/** Each group's team score in the window against its target (players × 250), by group. */
const teamsOf = (event: GymEvent, entries: ReadonlyArray<EventEntry>) => {
  const hidden = new Set(event.hiddenNames)
  return [...entries]
    .sort((a, b) => a.group - b.group)
    .map((entry) => {
      const counted = entry.turns.filter((turn) => isCounted(event, turn.at))
      const teamScore = counted.reduce((sum, turn) => sum + turn.points, 0)
      const teamTarget = entry.players.length * gameRules.teamTargetPerPlayer
      return {
        group: entry.group,
        players: entry.players.filter((name) => !hidden.has(normaliseName(name))),
        teamScore,
        teamTarget,
        reachedTarget: entry.players.length > 0 && teamScore >= teamTarget,
        turns: counted.length
      }
    })
}

/** Each card's attempts and successes in the window. */
const cardsOf = (turns: ReadonlyArray<CountedTurn>) => {
  const cards = new Map<string, { attempts: number; successes: number }>()
  for (const turn of turns) {
    const card = cards.get(turn.challengeId) ?? { attempts: 0, successes: 0 }
    card.attempts += 1
    if (turn.succeeded) card.successes += 1
    cards.set(turn.challengeId, card)
  }
  return [...cards]
    .map(([challengeId, card]) => ({ challengeId, ...card, successRate: card.successes / card.attempts }))
    .sort((a, b) => a.successRate - b.successRate || b.attempts - a.attempts || (a.challengeId < b.challengeId ? -1 : 1))
}

const iso = (ms: number): string => new Date(ms).toISOString()

/** What the big screen shows at `now` (epoch ms). */
export const screenViewOf = (event: GymEvent, entries: ReadonlyArray<EventEntry>, textOf: ChallengeTextOf, now: number): ScreenView => {
  const hidden = new Set(event.hiddenNames)
  const turns = countedTurns(event, entries)
  const ticker = turns
    .filter((turn) => !hidden.has(normaliseName(turn.name)))
    .sort((a, b) => b.at - a.at || b.group - a.group)
    .flatMap((turn) => {
      const challenge = textOf(turn.challengeId)
      return challenge === null ? [] : [{ at: iso(turn.at), name: turn.name, group: turn.group, challenge, succeeded: turn.succeeded }]
    })
    .slice(0, tickerSize)
  const hardest = cardsOf(turns).find((card) => card.attempts >= hardestCardMinAttempts && textOf(card.challengeId) !== null)
  return {
    event: { ...eventFactsOf(event), closedAt: event.closedAt },
    status: eventStatus(event, now),
    serverNow: iso(now),
    ranking: rankPlayers(event, entries).slice(0, screenRankingSize),
    teamsAtTarget: teamsOf(event, entries)
      .filter((team) => team.reachedTarget)
      .map((team) => ({ group: team.group, players: team.players })),
    ticker,
    hardestCard:
      hardest === undefined ? null : { challenge: textOf(hardest.challengeId) ?? { fr: "", en: "" }, attempts: hardest.attempts, successes: hardest.successes },
    groups: entries.length
  }
}

/** The night's results: podium (ranks 1–3), ranking, team results by group, cards hardest first. */
export const eventResultsOf = (
  event: GymEvent,
  entries: ReadonlyArray<EventEntry>,
  textOf: ChallengeTextOf,
  packOf: (challengeId: string) => string | null
): EventResults => {
  const ranking = rankPlayers(event, entries)
  const turns = countedTurns(event, entries)
  return {
    podium: ranking.filter((player) => player.rank <= 3),
    ranking,
    teams: teamsOf(event, entries),
    cards: cardsOf(turns).map((card) => ({ ...card, packId: packOf(card.challengeId), challenge: textOf(card.challengeId) })),
    groups: entries.length,
    results: turns.length
  }
}

/** A CSV field: quoted when needed, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
const csvField = (value: string | number): string => {
  const text = typeof value === "number" ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The results as CSV: a header line, then one line per shown player, best first, with their group's team result. */
export const eventResultsCsv = (event: GymEvent, entries: ReadonlyArray<EventEntry>): string => {
  const teams = new Map(teamsOf(event, entries).map((team) => [team.group, team]))
  const counted = countedTurns(event, entries)
  const header = ["rank", "group", "name", "points", "attempts", "successes", "team_score", "team_target", "team_reached_target"]
  const lines = rankedPlayers(event, entries).map((player) => {
    const own = counted.filter((turn) => turn.group === player.group && turn.player === player.index)
    const team = teams.get(player.group)
    return [
      player.rank,
      player.group,
      player.name,
      player.points,
      own.length,
      own.filter((turn) => turn.succeeded).length,
      team?.teamScore ?? 0,
      team?.teamTarget ?? 0,
      team?.reachedTarget === true ? "yes" : "no"
    ]
      .map(csvField)
      .join(",")
  })
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`
}
