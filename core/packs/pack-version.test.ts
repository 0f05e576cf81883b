import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compareSemver, isSemver, nextPatch } from "./pack-version.ts"

const arbVersion = fc
  .record({
    major: fc.nat({ max: 30 }),
    minor: fc.nat({ max: 30 }),
    patch: fc.nat({ max: 30 }),
    pre: fc.option(fc.array(fc.oneof(fc.nat({ max: 12 }).map(String), fc.constantFrom("alpha", "beta", "rc", "x-1")), { minLength: 1, maxLength: 3 }), {
      nil: null
    }),
    build: fc.option(fc.constantFrom("build.7", "sha-1a2b"), { nil: null })
  })
  .map(({ major, minor, patch, pre, build }) => `${major}.${minor}.${patch}${pre === null ? "" : `-${pre.join(".")}`}${build === null ? "" : `+${build}`}`)

describe("compareSemver", () => {
  it("orders versions by semver precedence (semver.org's own example)", () => {
    const ordered = [
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.9.0",
      "1.10.0",
      "2.0.0"
    ]
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(compareSemver(ordered[i] as string, ordered[i + 1] as string)).toBe(-1)
      expect(compareSemver(ordered[i + 1] as string, ordered[i] as string)).toBe(1)
    }
    expect(compareSemver("1.0.0+build.1", "1.0.0+build.2")).toBe(0)
    expect(compareSemver("1.0.9007199254740993", "1.0.9007199254740992")).toBe(1)
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

  it("refuses what is not semver, as the pack Schema does", () => {
    for (const loose of ["v1.0.0", "1.0", "01.0.0", "1.0.0-", "1.0.0+"]) {
      expect(isSemver(loose)).toBe(false)
      expect(() => compareSemver(loose, "1.0.0")).toThrow(/not a semver version/)
    }
  })
})

describe("nextPatch, the version of an admin edit", () => {
  it("for all versions, the next patch is newer, so the older pack file can never replace the edit", () => {
    fc.assert(
      fc.property(arbVersion, (version) => {
        expect(isSemver(version)).toBe(true)
        expect(compareSemver(nextPatch(version), version)).toBe(1)
      })
    )
  })

  it("raises the patch, and a pre-release becomes its release", () => {
    expect(nextPatch("1.4.2")).toBe("1.4.3")
    expect(nextPatch("1.4.2+build.9")).toBe("1.4.3")
    expect(nextPatch("2.0.0-rc.1")).toBe("2.0.0")
    expect(nextPatch("2.0.0-rc.1+build-7")).toBe("2.0.0")
    expect(nextPatch("9007199254740993.0.9007199254740993")).toBe("9007199254740993.0.9007199254740994")
  })
})
