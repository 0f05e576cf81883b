import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { durationsIn, formatDuration } from "./durations.ts"

const secondWords = ["s", "sec", "secs", "seconde", "secondes", "second", "seconds"]
const minuteWords = ["min", "mins", "minute", "minutes"]
const spaces = [" ", "\u00a0", "\u202f"]

/** Words around a duration that hold no digit, so they name no duration of their own. */
const words = fc
  .array(fc.constantFrom("Tiens", "la prise", "hold", "to the top", "pendant", "for", "jusqu'au top", "!", "« Statue ! »", "trois prises"), {
    maxLength: 4
  })
  .map((parts) => parts.join(" "))

describe("durations in a challenge's text", () => {
  it("reads the spec's examples, in French and in English", () => {
    expect(durationsIn("Tu as 45 secondes pour arriver au top.")).toEqual([45])
    expect(durationsIn("Top it in under 45 seconds.")).toEqual([45])
    expect(durationsIn("Tiens 10 s sur la prise de ton choix.")).toEqual([10])
    expect(durationsIn("You have 1 minute to reach the top.")).toEqual([60])
    expect(durationsIn("Tu as 1 min 30 pour le top.")).toEqual([90])
    expect(durationsIn("You have 1 min 30 s to top it.")).toEqual([90])
    expect(durationsIn("Le chrono : 1:30, pas une seconde de plus.")).toEqual([90])
    expect(durationsIn("1 minute and 30 seconds, then 10 s of rest")).toEqual([90, 10])
    expect(durationsIn("2 min et 5 s")).toEqual([125])
    expect(durationsIn("a 30-second hang, then 2 sec.")).toEqual([30, 2])
    expect(durationsIn("20 secondes, puis fige-toi 2 secondes.")).toEqual([20, 2])
  })

  it("reads no duration in numbers that are not one", () => {
    expect(durationsIn("Fais 3 sauts, puis touche 4 prises.")).toEqual([])
    expect(durationsIn("Les pieds à moins d'un mètre : 1 m au-dessus du tapis.")).toEqual([])
    expect(durationsIn("Au minimum 3 mouvements, 10 minimum.")).toEqual([])
    expect(durationsIn("Thirty seconds, in words, are not read.")).toEqual([])
    expect(durationsIn("3,5 s or 2.5 s are not whole seconds")).toEqual([])
    expect(durationsIn("Soirée nuit-mx8bek1s, défi B2s : grimpe en silence.")).toEqual([])
    expect(durationsIn("")).toEqual([])
  })

  it("for all whole seconds and every way of writing them, reads that number of seconds", () => {
    fc.assert(
      fc.property(
        words,
        fc.integer({ min: 1, max: 3600 }),
        fc.constantFrom(...spaces, ""),
        fc.constantFrom(...secondWords),
        words,
        (before, seconds, space, unit, after) => {
          expect(durationsIn(`${before} ${seconds}${space}${unit} ${after}`)).toEqual([seconds])
        }
      )
    )
  })

  it("for all minutes and seconds, reads “m min s”, “m minutes s seconds” and “m:ss” as m × 60 + s", () => {
    fc.assert(
      fc.property(
        words,
        fc.integer({ min: 1, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...minuteWords),
        fc.constantFrom(...secondWords, ""),
        words,
        (before, minutes, seconds, minuteWord, secondWord, after) => {
          const total = minutes * 60 + seconds
          expect(durationsIn(`${before} ${minutes} ${minuteWord} ${seconds}${secondWord === "" ? "" : ` ${secondWord}`} ${after}`)).toEqual([total])
          expect(durationsIn(`${before} ${minutes}:${String(seconds).padStart(2, "0")} ${after}`)).toEqual([total])
          expect(durationsIn(`${before} ${minutes} ${minuteWord} ${after}`)).toEqual([minutes * 60])
        }
      )
    )
  })

  it("for all texts, finds each duration in the order the text names it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 59 }), { maxLength: 4 }), (all) => {
        expect(durationsIn(all.map((seconds) => `puis ${seconds} secondes`).join(", "))).toEqual(all)
      })
    )
  })

  it("says a duration in seconds, with minutes beyond one", () => {
    expect(formatDuration(45)).toBe("45 s")
    expect(formatDuration(60)).toBe("60 s (1 min)")
    expect(formatDuration(90)).toBe("90 s (1 min 30)")
    expect(formatDuration(125)).toBe("125 s (2 min 05)")
  })
})
