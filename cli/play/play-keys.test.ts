import { describe, expect, it } from "vitest"
import { splitPress } from "./play-keys.ts"

describe("splitPress", () => {
  const press = (input: string) => ({ input, key: {}, now: 5, seed: 9 })

  it("splits a chunk of text and control keys into one press per key", () => {
    expect(splitPress(press("Ana\r")).map((each) => [each.input, each.key])).toEqual([
      ["Ana", {}],
      ["", { return: true }]
    ])
    expect(splitPress(press("ab\x7f\tc")).map((each) => [each.input, each.key])).toEqual([
      ["ab", {}],
      ["", { backspace: true }],
      ["", { tab: true }],
      ["c", {}]
    ])
  })

  it("leaves single keys and plain text alone", () => {
    const single = { input: "\r", key: { return: true }, now: 1, seed: 2 }
    expect(splitPress(single)).toEqual([single])
    expect(splitPress(press("Dalle bleue"))).toEqual([press("Dalle bleue")])
  })
})
