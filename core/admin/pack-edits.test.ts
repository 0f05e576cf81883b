import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { wallPackDocument } from "../../tests/support/wall-pack.ts"
import { ChallengeId } from "../domain/ids.ts"
import { problemStyles } from "../domain/problem-style.ts"
import { Pack, type PackTag, TagId } from "../packs/pack-schema.ts"
import { checkPack } from "../packs/parse-pack.ts"
import { applyChallengeChange, checkHasChallenges, declareUsedTags, editedVersion, nextChallengeId, storedMinPlayers, storedStyles } from "./pack-edits.ts"

const pack = Schema.decodeUnknownSync(Pack)(
  wallPackDocument({
    version: "1.2.3",
    tags: [{ id: "slab", name: { fr: "Dalle", en: "Slab" } }],
    challenges: [
      { id: "wall-001", category: "game", tags: ["slab"], text: { fr: "Un", en: "One" } },
      { id: "wall-007", category: "time-linked", tags: [], text: { fr: "Sept", en: "Seven" }, timer: { seconds: 30, meaning: "hold" } },
      { id: "custom", category: "other", tags: [], text: { fr: "Autre", en: "Other" } }
    ]
  })
)

describe("the version of an admin edit", () => {
  it("takes a typed version only when newer than the stored one", () => {
    expect(editedVersion(pack, undefined)).toEqual(Either.right("1.2.4"))
    expect(editedVersion(pack, "2.0.0")).toEqual(Either.right("2.0.0"))
    expect(Either.getLeft(editedVersion(pack, "1.2.3"))).toMatchObject({ _tag: "Some", value: { _tag: "VersionNotNewer", stored: "1.2.3", offered: "1.2.3" } })
    expect(Either.isLeft(editedVersion(pack, "1.0.0"))).toBe(true)
  })
})

describe("challenge edits", () => {
  it("changes the given fields only; a null timer removes it", () => {
    const [, timed] = pack.challenges
    if (timed === undefined) throw new Error("fixture")
    expect(applyChallengeChange(timed, { text: { en: "Seven!" } })).toEqual({ ...timed, text: { fr: "Sept", en: "Seven!" } })
    expect(applyChallengeChange(timed, { timer: null })).not.toHaveProperty("timer")
    expect(applyChallengeChange(timed, { timer: { seconds: 40, meaning: "minimum" } }).timer).toEqual({ seconds: 40, meaning: "minimum" })
    expect(applyChallengeChange(timed, { tags: [TagId.make("slab"), TagId.make("slab")], category: "other" })).toMatchObject({
      tags: ["slab"],
      category: "other"
    })
  })

  it("sets the styles a challenge suits and the players it needs; all four styles and 2 players are stored as no limit", () => {
    const [plain, timed] = pack.challenges
    if (plain === undefined || timed === undefined) throw new Error("fixture")
    const limited = applyChallengeChange(timed, { styles: ["traverse", "overhang"], minPlayers: 3 })
    expect(limited).toEqual({ ...timed, styles: ["overhang", "traverse"], minPlayers: 3 })
    expect(Object.keys(limited)).toEqual(["id", "category", "tags", "text", "timer", "styles", "minPlayers"])
    expect(applyChallengeChange(limited, { text: { en: "Seven!" } })).toMatchObject({ styles: ["overhang", "traverse"], minPlayers: 3 })
    const lifted = applyChallengeChange(limited, { styles: [...problemStyles].reverse(), minPlayers: 2 })
    expect(lifted).toEqual(timed)
    expect(applyChallengeChange(plain, { minPlayers: 4 })).toEqual({ ...plain, minPlayers: 4 })
    expect(Either.isRight(checkPack({ ...pack, challenges: [limited, plain] }))).toBe(true)
  })

  it("for all sets of styles, stores each once in the game's order, or none for all four", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...problemStyles), { minLength: 1, maxLength: 8 }), (styles) => {
        const stored = storedStyles(styles)
        if (new Set(styles).size === problemStyles.length) expect(stored).toBeUndefined()
        else expect(stored).toEqual(problemStyles.filter((style) => styles.includes(style)))
      })
    )
    expect([2, 3, 4].map(storedMinPlayers)).toEqual([undefined, 3, 4])
  })

  it("declares the tags the challenges now use, under the store's name, and refuses unknown ones", () => {
    const crimps: PackTag = { id: TagId.make("crimps"), name: { fr: "Réglettes", en: "Crimps" } }
    const known = new Map([[crimps.id as string, crimps]])
    const tagged = { ...pack, challenges: pack.challenges.map((challenge) => ({ ...challenge, tags: [TagId.make("crimps")] })) }
    const declared = Either.getOrThrow(declareUsedTags(tagged, known))
    expect(declared.tags.map((tag) => tag.id)).toEqual(["slab", "crimps"])
    expect(Either.isRight(checkPack(declared))).toBe(true)
    const unknown = { ...pack, challenges: pack.challenges.slice(0, 1).map((challenge) => ({ ...challenge, tags: [TagId.make("nowhere")] })) }
    expect(Either.getLeft(declareUsedTags(unknown, known))).toMatchObject({ _tag: "Some", value: { _tag: "UnknownTags", ids: ["nowhere"] } })
  })

  it("keeps at least one challenge in a pack that is not coming soon", () => {
    expect(Either.isLeft(checkHasChallenges({ ...pack, challenges: [] }))).toBe(true)
    expect(Either.isRight(checkHasChallenges({ ...pack, comingSoon: true, challenges: [] }))).toBe(true)
  })
})

describe("fresh challenge ids", () => {
  it("follows the pack's numbering, skips taken ids, and always makes a valid id", () => {
    expect(nextChallengeId(pack, new Set())).toBe("wall-008")
    expect(nextChallengeId(pack, new Set(["wall-008", "wall-009"]))).toBe("wall-010")
    expect(nextChallengeId({ id: pack.id, challenges: [] }, new Set())).toBe("wall-001")
  })

  it("for all pack ids and taken sets, gives a valid id that is not taken", () => {
    const arbPackId = fc.stringMatching(/^[a-z0-9]{1,20}(?:-[a-z0-9]{1,20}){0,3}$/)
    fc.assert(
      fc.property(arbPackId, fc.array(fc.nat({ max: 30 }), { maxLength: 20 }), (id, numbers) => {
        const taken = new Set(numbers.map((n) => `${id.slice(0, 56).replace(/-+$/, "")}-${String(n).padStart(3, "0")}`))
        const fresh = nextChallengeId({ id: id as Pack["id"], challenges: [] }, taken)
        expect(taken.has(fresh)).toBe(false)
        expect(Either.isRight(Schema.decodeUnknownEither(ChallengeId)(fresh))).toBe(true)
      })
    )
  })
})
