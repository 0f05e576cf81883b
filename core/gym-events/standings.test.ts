import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { UserId } from "../domain/ids.ts"
import { isJoinable, isValidWindow, playedAt } from "./event-games.ts"
import { type EventEntry, type EventTurn, type GymEvent, GymEventId } from "./gym-event.ts"
import { eventResultsCsv, eventResultsOf, eventStatus, normaliseName, rankPlayers, screenViewOf } from "./standings.ts"

const start = Date.parse("2026-12-02T18:00:00.000Z")
const end = Date.parse("2026-12-02T22:00:00.000Z")
const hour = 3_600_000

const event = (overrides: Partial<GymEvent> = {}): GymEvent => ({
  id: GymEventId.make("event-0123456789abcdef"),
  hostId: UserId.make("host-secret-id"),
  name: "Soirée bloc",
  gymName: "Vertical'Art",
  city: "Lyon",
  language: "fr",
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(end).toISOString(),
  packIds: [],
  options: { tieBreakDuel: false },
  joinCode: "ABCDEFGH",
  screenTokenHash: "hash-secret",
  hiddenNames: [],
  closedAt: null,
  createdAt: new Date(start - 10 * hour).toISOString(),
  ...overrides
})

const turn = (player: number, challengeId: string, succeeded: boolean, at: number): EventTurn => ({
  player,
  challengeId,
  succeeded,
  points: succeeded ? 100 : -25,
  at
})

const entry = (group: number, players: ReadonlyArray<string>, turns: ReadonlyArray<EventTurn>): EventEntry => ({
  eventId: GymEventId.make("event-0123456789abcdef"),
  gameId: `game-secret-${group}`,
  group,
  players,
  turns,
  joinedAt: new Date(start).toISOString()
})

const texts = (id: string) => ({ fr: `Défi ${id}`, en: `Challenge ${id}` })

describe("the night's standings", () => {
  it("ranks players across groups by points in the window, sharing ranks on equal points", () => {
    const entries = [
      entry(1, ["Chloé", "Max"], [turn(0, "c1", true, start + 1), turn(1, "c2", true, start + 2), turn(0, "c3", true, start + 3)]),
      entry(2, ["Lina", "Zoé"], [turn(0, "c1", true, start + 4), turn(1, "c2", false, start + 5), turn(1, "c9", true, end + 1)])
    ]
    expect(rankPlayers(event(), entries)).toEqual([
      { name: "Chloé", group: 1, points: 200, rank: 1 },
      { name: "Max", group: 1, points: 100, rank: 2 },
      { name: "Lina", group: 2, points: 100, rank: 2 },
      { name: "Zoé", group: 2, points: -25, rank: 4 }
    ])
  })

  it("counts a result played inside the window, whenever it arrived, and none played before, after, or after the close", () => {
    const entries = [entry(1, ["A", "B"], [turn(0, "c", true, start - 1), turn(0, "c", true, start), turn(1, "c", true, end), turn(1, "c", true, end + 1)])]
    expect(rankPlayers(event(), entries).map((p) => p.points)).toEqual([100, 100])
    const closed = event({ closedAt: new Date(start + hour).toISOString() })
    expect(rankPlayers(closed, [entry(1, ["A"], [turn(0, "c", true, start + 2 * hour)])])[0]?.points).toBe(0)
  })

  it("for all nights, the screen shows no hidden name, e-mail, id or token, and its lists keep their bounds", () => {
    const arbName = fc.constantFrom("Chloé", "chloé ", "Max", "Lina", "Zoé", "Bob")
    const arbEntry = fc.record({
      players: fc.array(arbName, { minLength: 2, maxLength: 4 }),
      turns: fc.array(
        fc.record({
          player: fc.nat({ max: 3 }),
          card: fc.constantFrom("c1", "c2", "c3"),
          succeeded: fc.boolean(),
          at: fc.integer({ min: start - hour, max: end + hour })
        }),
        {
          maxLength: 30
        }
      )
    })
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 6 }), fc.subarray(["chloé", "bob"]), (raw, hidden) => {
        const entries = raw.map((group, index) =>
          entry(
            index + 1,
            group.players,
            group.turns.filter((t) => t.player < group.players.length).map((t) => turn(t.player, t.card, t.succeeded, t.at))
          )
        )
        const night = event({ hiddenNames: hidden })
        const view = screenViewOf(night, entries, texts, start + hour)
        const text = JSON.stringify(view)
        for (const secret of ["host-secret-id", "hash-secret", "game-secret", "ABCDEFGH", "event-0123456789abcdef"]) expect(text).not.toContain(secret)
        const shownNames = [...view.ranking.map((p) => p.name), ...view.ticker.map((t) => t.name), ...view.teamsAtTarget.flatMap((t) => t.players)]
        for (const name of shownNames) expect(hidden).not.toContain(normaliseName(name))
        expect(view.ticker.length).toBeLessThanOrEqual(10)
        expect(view.groups).toBe(entries.length)
        for (let i = 1; i < view.ticker.length; i++) expect((view.ticker[i - 1]?.at ?? "") >= (view.ticker[i]?.at ?? "")).toBe(true)
        for (let i = 1; i < view.ranking.length; i++) expect(view.ranking[i - 1]?.points).toBeGreaterThanOrEqual(view.ranking[i]?.points ?? 0)
        if (view.hardestCard !== null) expect(view.hardestCard.attempts).toBeGreaterThanOrEqual(3)
      })
    )
  })

  it("shows the teams at target, the latest results first and the card failed most", () => {
    const wins = [0, 1, 0, 1, 0, 1].map((player, i) => turn(player, "easy", true, start + i))
    const entries = [
      entry(1, ["Chloé", "Max"], wins),
      entry(2, ["Lina", "Zoé"], [turn(0, "boss", false, start + 10), turn(1, "boss", false, start + 11), turn(0, "boss", true, start + 12)])
    ]
    const view = screenViewOf(event(), entries, texts, start + hour)
    expect(view.teamsAtTarget).toEqual([{ group: 1, players: ["Chloé", "Max"] }])
    expect(view.ticker[0]).toEqual({ at: new Date(start + 12).toISOString(), name: "Lina", group: 2, challenge: texts("boss"), succeeded: true })
    expect(view.hardestCard).toEqual({ challenge: texts("boss"), attempts: 3, successes: 1 })
    expect(view.status).toBe("open")
    expect(view.serverNow).toBe(new Date(start + hour).toISOString())
  })

  it("hides a name everywhere at once, whatever its case or spaces", () => {
    const entries = [entry(1, ["Rude Name", "Max"], [turn(0, "c", true, start + 1), turn(1, "c", true, start + 2), turn(0, "c", true, start + 3)])]
    const view = screenViewOf(event({ hiddenNames: [normaliseName("  rude   NAME ")] }), entries, texts, start + hour)
    expect(JSON.stringify(view)).not.toContain("Rude")
    expect(view.ranking).toEqual([{ name: "Max", group: 1, points: 100, rank: 1 }])
  })

  it("gives results: podium, teams, per-card success rates hardest first, and a CSV a spreadsheet cannot run", () => {
    const entries = [entry(1, ["=HYPERLINK()", "Max"], [turn(0, "a", true, start + 1), turn(1, "b", false, start + 2), turn(1, "b", true, start + 3)])]
    const results = eventResultsOf(event(), entries, texts, () => "base")
    expect(results.podium.map((p) => p.rank)).toEqual([1, 2])
    expect(results.cards.map((c) => [c.challengeId, c.successRate])).toEqual([
      ["b", 0.5],
      ["a", 1]
    ])
    expect(results.teams[0]).toMatchObject({ group: 1, teamScore: 175, teamTarget: 500, reachedTarget: false, turns: 3 })
    const csv = eventResultsCsv(event(), entries)
    expect(csv.split("\r\n")[0]).toBe("rank,group,name,points,attempts,successes,team_score,team_target,team_reached_target")
    expect(csv).toContain("1,1,'=HYPERLINK(),100,1,1,175,500,no")
    expect(csv).toContain("2,1,Max,75,2,1,175,500,no")
  })
})

describe("an event's window", () => {
  it("has a status at every instant, and lets games join from an hour before it starts until it ends", () => {
    expect(eventStatus(event(), start - 1)).toBe("upcoming")
    expect(eventStatus(event(), start)).toBe("open")
    expect(eventStatus(event(), end)).toBe("ended")
    expect(eventStatus(event({ closedAt: event().startsAt }), start + 1)).toBe("closed")
    expect(isJoinable(event(), start - hour - 1)).toBe(false)
    expect(isJoinable(event(), start - hour)).toBe(true)
    expect(isJoinable(event(), end - 1)).toBe(true)
    expect(isJoinable(event(), end)).toBe(false)
    expect(isJoinable(event({ closedAt: event().startsAt }), start + 1)).toBe(false)
  })

  it("ends after it starts, within 24 hours", () => {
    expect(isValidWindow(start, start)).toBe(false)
    expect(isValidWindow(start, start + 24 * hour)).toBe(true)
    expect(isValidWindow(start, start + 24 * hour + 1)).toBe(false)
    expect(isValidWindow(Number.NaN, start)).toBe(false)
  })

  it("for all times a device sends, counts a turn when it was played, or at receipt when that time cannot be", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 2 * end }), { nil: undefined }), (at) => {
        const counted = playedAt(at, start, end)
        expect(counted).toBeGreaterThanOrEqual(start)
        expect(counted).toBeLessThanOrEqual(end)
        if (at !== undefined && at >= start && at <= end) expect(counted).toBe(at)
      })
    )
  })
})
