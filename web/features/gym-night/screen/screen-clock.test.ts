import { describe, expect, it } from "vitest"
import type { ScreenView } from "#core/gym-events/screen-view.ts"
import { clockText, screenClock } from "./screen-clock.ts"

const view = (status: ScreenView["status"], closedAt: string | null = null): ScreenView => ({
  event: {
    name: "Soirée",
    gymName: "Bloc",
    city: "Lyon",
    language: "fr",
    startsAt: "2026-12-02T19:00:00.000Z",
    endsAt: "2026-12-02T22:00:00.000Z",
    closedAt
  },
  status,
  serverNow: "2026-12-02T20:00:00.000Z",
  ranking: [],
  teamsAtTarget: [],
  ticker: [],
  hardestCard: null,
  groups: 0
})

describe("the big screen's clock", () => {
  it("counts down to the end inside the window, and to the start before it", () => {
    expect(screenClock(view("open"), Date.parse("2026-12-02T21:59:01.500Z"))).toEqual({ kind: "left", ms: 58_500 })
    expect(screenClock(view("upcoming"), Date.parse("2026-12-02T18:30:00.000Z"))).toEqual({ kind: "starts-in", ms: 1_800_000 })
  })

  it("says finished once the end has passed by the server's time, or the host closed the night", () => {
    expect(screenClock(view("open"), Date.parse("2026-12-02T22:00:00.000Z"))).toEqual({ kind: "finished" })
    expect(screenClock(view("ended"), Date.parse("2026-12-02T20:00:00.000Z"))).toEqual({ kind: "finished" })
    expect(screenClock(view("closed", "2026-12-02T21:00:00.000Z"), Date.parse("2026-12-02T20:00:00.000Z"))).toEqual({ kind: "finished" })
  })

  it("reads h:mm:ss over an hour and m:ss under it, rounded up to the second", () => {
    expect(clockText(3 * 3_600_000)).toBe("3:00:00")
    expect(clockText(3_600_000 + 61_000)).toBe("1:01:01")
    expect(clockText(58_500)).toBe("0:59")
    expect(clockText(0)).toBe("0:00")
    expect(clockText(-5)).toBe("0:00")
  })
})
