import { describe, expect, it } from "vitest"
import { change, number, table } from "./bench-report.ts"
import type { Figure } from "./figures.ts"

const figure = (value: number, better: Figure["better"]): Figure => ({ bench: "api", name: "p99", value, unit: "ms", better })

describe("npm run bench --compare", () => {
  it("reads a fall in time as better and a fall in throughput as worse", () => {
    expect(change(figure(80, "lower"), figure(100, "lower"))).toBe("-20.0% better")
    expect(change(figure(80, "higher"), figure(100, "higher"))).toBe("-20.0% worse")
    expect(change(figure(150, "higher"), figure(100, "higher"))).toBe("+50.0% better")
  })

  it("says a figure the previous run did not have is new, and a change under half a percent is the same", () => {
    expect(change(figure(80, "lower"), undefined)).toBe("new")
    expect(change(figure(100.2, "lower"), figure(100, "lower"))).toBe("same")
  })

  it("prints figures rounded to their size, in columns", () => {
    expect(number(17_191.4, "games/s")).toBe("17,191 games/s")
    expect(number(1.234, "×")).toBe("1.23 ×")
    expect(
      table([
        ["a", "bb"],
        ["ccc", "d"]
      ])
    ).toBe("a    bb\nccc  d")
  })
})
