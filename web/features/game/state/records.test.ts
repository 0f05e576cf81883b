import { describe, expect, it } from "vitest"
import { decodeOr, PlayableChallenge } from "./records.ts"

const decodeChallenge = decodeOr(PlayableChallenge)
const text = { fr: "Tiens 10 secondes.", en: "Hold for 10 seconds." }

describe("a challenge kept on the device", () => {
  it("reads with its timer and what the clock means", () => {
    const kept = { id: "base-074", category: "time-linked", text, timer: { seconds: 10, meaning: "hold" } }
    expect(decodeChallenge(kept)).toEqual(kept)
    expect(decodeChallenge({ id: "base-001", category: "game", text })).toEqual({ id: "base-001", category: "game", text })
  })

  it("kept before timers had a meaning (timeLimitSeconds), reads as a limit, as the server's stored packs do", () => {
    expect(decodeChallenge({ id: "base-073", category: "time-linked", text, timeLimitSeconds: 30 })).toEqual({
      id: "base-073",
      category: "time-linked",
      text,
      timer: { seconds: 30, meaning: "limit" }
    })
  })

  it("reads a timer it does not know as nothing, rather than breaking the game", () => {
    expect(decodeChallenge({ id: "base-073", category: "time-linked", text, timer: { seconds: 30, meaning: "deadline" } })).toBeUndefined()
  })
})
