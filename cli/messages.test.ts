import { describe, expect, it } from "vitest"
import { cliMessages, cliText, interpolate } from "./messages.ts"

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe("CLI texts", () => {
  it("exist in French and English with the same keys and the same placeholders", () => {
    expect(Object.keys(cliMessages.fr).sort()).toEqual(Object.keys(cliMessages.en).sort())
    for (const [key, english] of Object.entries(cliMessages.en)) {
      const french = cliMessages.fr[key as keyof typeof cliMessages.fr]
      expect(french.trim(), key).not.toBe("")
      expect(placeholders(french), key).toEqual(placeholders(english))
    }
  })

  it("fill their placeholders", () => {
    expect(cliText("fr", "play.turn.round", { round: 2, rounds: 5 })).toBe("Manche 2 sur 5")
    expect(cliText("en", "play.turn.round", { round: 2, rounds: 5 })).toBe("Round 2 of 5")
    expect(interpolate("{{a}} and {{ b }} but not {{c}}", { a: 1, b: "two" })).toBe("1 and two but not {{c}}")
  })
})
