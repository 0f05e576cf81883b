import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compareSemver, OlderVersion, upsertOutcome } from "./pack-repository.ts"
import { PackId } from "../domain/ids.ts"

const arbVersion = fc
  .record({
    major: fc.nat({ max: 20 }),
    minor: fc.nat({ max: 20 }),
    patch: fc.nat({ max: 20 }),
    pre: fc.option(fc.array(fc.oneof(fc.nat({ max: 12 }).map(String), fc.constantFrom("alpha", "beta", "rc", "x-1")), { minLength: 1, maxLength: 3 }), {
      nil: null
    })
  })
  .map(({ major, minor, patch, pre }) => `${major}.${minor}.${patch}${pre === null ? "" : `-${pre.join(".")}`}`)

describe("compareSemver", () => {
  it("orders versions by semver precedence (semver.org's own example)", () => {
    const ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.9.0", "1.10.0", "2.0.0"]
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(compareSemver(ordered[i] as string, ordered[i + 1] as string)).toBe(-1)
      expect(compareSemver(ordered[i + 1] as string, ordered[i] as string)).toBe(1)
    }
    expect(compareSemver("1.0.0+build.1", "1.0.0+build.2")).toBe(0)
  })

  it("for all versions, is antisymmetric and reflexive", () => {
    fc.assert(
      fc.property(arbVersion, arbVersion, (a, b) => {
        expect(compareSemver(a, a)).toBe(0)
        // Opposite signs either way round (adding avoids telling 0 from -0 when a and b are equal).
        expect(compareSemver(a, b) + compareSemver(b, a)).toBe(0)
      })
    )
  })

  it("for all versions, is transitive", () => {
    fc.assert(
      fc.property(arbVersion, arbVersion, arbVersion, (a, b, c) => {
        if (compareSemver(a, b) <= 0 && compareSemver(b, c) <= 0) expect(compareSemver(a, c)).toBeLessThanOrEqual(0)
      })
    )
  })
})

describe("upsertOutcome", () => {
  const id = PackId.make("base")
  it("adds a new pack, keeps the same version, replaces with a newer one and refuses an older one", () => {
    expect(upsertOutcome(undefined, { id, version: "1.0.0" })).toBe("added")
    expect(upsertOutcome({ version: "1.0.0" }, { id, version: "1.0.0" })).toBe("unchanged")
    expect(upsertOutcome({ version: "1.0.0" }, { id, version: "1.0.1" })).toBe("replaced")
    expect(upsertOutcome({ version: "1.0.1" }, { id, version: "1.0.0" })).toEqual(new OlderVersion({ id, stored: "1.0.1", offered: "1.0.0" }))
  })
})
