import { Arbitrary, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { formatOneWallPack } from "../../tests/support/wall-pack.ts"
import { Pack, PackChallenge } from "./pack-schema.ts"
import { StoredPack, upgradePackDocument } from "./pack-upgrade.ts"

const formatOne = (challenges: ReadonlyArray<Record<string, unknown>>) => formatOneWallPack(challenges, "1.2.0")

const decodeStored = Schema.decodeUnknownSync(StoredPack)

describe("packs stored in an older format", () => {
  it("read as format 3: every time limit becomes a timer meaning a limit, nothing else changes", () => {
    const stored = formatOne([
      { id: "wall-001", category: "time-linked", tags: [], text: { fr: "Top en moins de 45 s.", en: "Top it in under 45 s." }, timeLimitSeconds: 45 },
      { id: "wall-002", category: "game", tags: [], text: { fr: "Un", en: "One" } }
    ])
    expect(decodeStored(stored)).toEqual({
      ...stored,
      schemaVersion: 3,
      challenges: [
        {
          id: "wall-001",
          category: "time-linked",
          tags: [],
          text: { fr: "Top en moins de 45 s.", en: "Top it in under 45 s." },
          timer: { seconds: 45, meaning: "limit" }
        },
        { id: "wall-002", category: "game", tags: [], text: { fr: "Un", en: "One" } }
      ]
    })
  })

  it("for all format-1 challenges, the upgrade keeps the id, category, tags and texts, and the seconds as a limit", () => {
    const formatOneChallenge = Arbitrary.make(PackChallenge).chain(({ timer: _timer, ...challenge }) =>
      fc
        .option(fc.integer({ min: 1, max: 3600 }), { nil: undefined })
        .map((seconds) => ({ ...challenge, tags: [], ...(seconds === undefined ? {} : { timeLimitSeconds: seconds }) }))
    )
    fc.assert(
      fc.property(fc.uniqueArray(formatOneChallenge, { selector: (challenge) => challenge.id, minLength: 1, maxLength: 6 }), (challenges) => {
        const pack = decodeStored(formatOne(challenges))
        expect(pack.schemaVersion).toBe(3)
        expect(pack.challenges).toEqual(
          challenges.map(({ timeLimitSeconds, ...before }) => ({
            ...before,
            ...(timeLimitSeconds === undefined ? {} : { timer: { seconds: timeLimitSeconds, meaning: "limit" } })
          }))
        )
      })
    )
  })

  it("leaves a current document alone, so reading what was written gives it back", () => {
    const current = Schema.decodeUnknownSync(Pack)({ ...formatOne([]), schemaVersion: 3, comingSoon: true })
    expect(upgradePackDocument(current)).toBe(current)
    expect(decodeStored(Schema.encodeSync(StoredPack)(current))).toEqual(current)
  })

  it("still refuses what is not a pack, in any format", () => {
    expect(() => decodeStored({ ...formatOne([]), id: "Not An Id" })).toThrow()
    expect(() => decodeStored({ schemaVersion: 1 })).toThrow()
    expect(upgradePackDocument("text")).toBe("text")
  })
})

describe("format-2 packs", () => {
  it("are read as format 3: their challenges fit every problem and any number of players, as before", () => {
    const formatTwo = { ...formatOne([{ id: "wall-001", category: "game", tags: [], text: { fr: "Un", en: "One" } }]), schemaVersion: 2 }
    const pack = decodeStored(formatTwo)
    expect(pack.schemaVersion).toBe(3)
    expect(pack.challenges).toEqual([{ id: "wall-001", category: "game", tags: [], text: { fr: "Un", en: "One" } }])
  })
})
