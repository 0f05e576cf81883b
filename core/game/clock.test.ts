import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { TimerMeaning } from "../packs/pack-schema.ts"
import { readClock } from "./clock.ts"

describe("a challenge's clock", () => {
  it("counts down to zero; a limit reached is time up, a minimum or a hold reached is good news", () => {
    expect(readClock({ seconds: 45, meaning: "limit" }, 44_000)).toEqual({ leftMs: 1_000, isAtZero: false, zero: "time-up" })
    expect(readClock({ seconds: 45, meaning: "limit" }, 45_000)).toEqual({ leftMs: 0, isAtZero: true, zero: "time-up" })
    expect(readClock({ seconds: 40, meaning: "minimum" }, 50_000)).toEqual({ leftMs: 0, isAtZero: true, zero: "reached" })
    expect(readClock({ seconds: 10, meaning: "hold" }, 3_500)).toEqual({ leftMs: 6_500, isAtZero: false, zero: "reached" })
  })

  it("for all timers and readings, never shows less than zero and reaches zero exactly at the timer's seconds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.constantFrom<TimerMeaning>("limit", "minimum", "hold"),
        fc.nat({ max: 4_000_000 }),
        (seconds, meaning, elapsed) => {
          const clock = readClock({ seconds, meaning }, elapsed)
          expect(clock.leftMs).toBeGreaterThanOrEqual(0)
          expect(clock.isAtZero).toBe(elapsed >= seconds * 1000)
          expect(clock.zero === "time-up").toBe(meaning === "limit")
        }
      )
    )
  })
})
