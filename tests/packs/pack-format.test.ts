import { Arbitrary, Either, FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import { PackId } from "#core/domain/ids.ts"
import { encodePackFile } from "#core/packs/encode-pack.ts"
import { type Pack, PackChallenge, PackTag, Price, ProductId } from "#core/packs/pack-schema.ts"
import { checkPackSet } from "#core/packs/pack-set.ts"
import { summarizePacks } from "#core/packs/pack-summary.ts"
import { PackVersion } from "#core/packs/pack-version-schema.ts"
import { parsePackFile } from "#core/packs/parse-pack.ts"
import { defined } from "../support/defined.ts"

const file = "packs/some-pack/pack.json"

/** Any valid pack: the fields' arbitraries come from the Schema; the cross-field rules (declared tags, unique ids) are built in. */
const packArbitrary: fc.Arbitrary<Pack> = fc
  .record({
    base: fc.record({
      id: Arbitrary.make(PackId),
      version: Arbitrary.make(PackVersion),
      price: Arbitrary.make(Price),
      productIds: fc.array(Arbitrary.make(ProductId), { maxLength: 3 }),
      combinable: fc.boolean(),
      comingSoon: fc.boolean(),
      special: fc.boolean()
    }),
    name: fc.record({ fr: fc.constant("Nom"), en: fc.constant("Name") }),
    description: fc.record({ fr: fc.string({ minLength: 1 }).map((text) => `« ${text} »`), en: fc.string({ minLength: 1 }).map((text) => `“${text}”`) }),
    tags: fc.uniqueArray(Arbitrary.make(PackTag), { selector: (tag) => tag.id, maxLength: 4 }),
    challenges: fc.uniqueArray(Arbitrary.make(PackChallenge), { selector: (challenge) => challenge.id, minLength: 1, maxLength: 8 })
  })
  .map(({ base, name, description, tags, challenges }) => ({
    schemaVersion: 3 as const,
    ...base,
    name,
    description,
    tags,
    challenges: challenges.map((challenge, index) => ({
      ...challenge,
      tags:
        tags.length === 0
          ? []
          : [...tags.slice(index % tags.length), ...tags.slice(0, index % tags.length)].slice(0, challenge.tags.length).map((tag) => tag.id)
    }))
  }))

/** One challenge of a pack file's JSON. */
interface ChallengeJson {
  [field: string]: unknown
  id: string
  tags: Array<string>
  text: Record<string, string>
}

/** A pack file's JSON, open to the breakages the tests make; packArbitrary gives every pack a first challenge. */
interface PackJson {
  [field: string]: unknown
  challenges: [ChallengeJson, ...Array<ChallengeJson>]
}

const breakJson = (pack: Pack, change: (json: PackJson) => void): string => {
  const json = JSON.parse(encodePackFile(pack)) as PackJson
  change(json)
  return JSON.stringify(json, null, 2)
}

describe("the pack file format", () => {
  it("round-trips: encoding any valid pack and parsing it back gives the same pack", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        expect(parsePackFile(file, encodePackFile(pack))).toEqual(Either.right(pack))
      }),
      { numRuns: 200 }
    )
  })

  it("writes $schema first, 2-space indents and a final newline", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const text = encodePackFile(pack)
        expect(text.startsWith('{\n  "$schema": "../pack.schema.json",\n  "schemaVersion": 3,\n  "id": ')).toBe(true)
        expect(text.endsWith("}\n")).toBe(true)
      }),
      { numRuns: 50 }
    )
  })

  it("names a missing language with its challenge's index, for any pack and any challenge", () => {
    fc.assert(
      fc.property(packArbitrary, fc.nat(), fc.constantFrom("fr", "en"), (pack, pick, language) => {
        const index = pick % pack.challenges.length
        const text = breakJson(pack, (json) => delete json.challenges[index]?.text[language])
        expect(parsePackFile(file, text)).toEqual(Either.left([`${file}: challenges[${index}].text.${language}: required`]))
      })
    )
  })

  it("refuses any category outside the eight keys", () => {
    fc.assert(
      fc.property(
        packArbitrary,
        fc.string({ maxLength: 40 }).filter((key) => !(categoryKeys as ReadonlyArray<string>).includes(key)),
        (pack, key) => {
          const text = breakJson(pack, (json) => (json.challenges[0].category = key))
          expect(parsePackFile(file, text)).toEqual(
            Either.left([`${file}: challenges[0].category: unknown category ${JSON.stringify(key)} (expected one of ${categoryKeys.join(", ")})`])
          )
        }
      )
    )
  })

  it("refuses any version that is not semver", () => {
    fc.assert(
      fc.property(
        packArbitrary,
        fc.oneof(
          fc.constant("1.0"),
          fc.constant("v1.0.0"),
          fc.constant("01.0.0"),
          fc.string().filter((text) => !/^\d+\.\d+\.\d+/.test(text))
        ),
        (pack, version) => {
          const text = breakJson(pack, (json) => (json.version = version))
          expect(parsePackFile(file, text)).toEqual(Either.left([`${file}: version: must be a semver version like 1.0.0`]))
        }
      )
    )
  })

  it("refuses any schemaVersion but 2 and 3, naming it (2 is read as 3)", () => {
    fc.assert(
      fc.property(
        packArbitrary,
        fc.integer().filter((version) => version !== 1 && version !== 2 && version !== 3),
        (pack, version) => {
          const text = breakJson(pack, (json) => (json.schemaVersion = version))
          expect(parsePackFile(file, text)).toEqual(Either.left([`${file}: schemaVersion ${version} is not supported (this version of Allez! reads 2, 3)`]))
        }
      )
    )
  })

  it("refuses a format-1 file and says what changed: timeLimitSeconds became timer { seconds, meaning }", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const text = breakJson(pack, (json) => (json.schemaVersion = 1))
        const problems = Either.getLeft(parsePackFile(file, text))
        expect(problems._tag === "Some" && problems.value).toEqual([
          `${file}: schemaVersion: 1 is the old format; this version of Allez! reads 3. What changed: a challenge's "timeLimitSeconds": 45 is now ` +
            `"timer": { "seconds": 45, "meaning": "limit" } (meaning: "limit" = finish before the time runs out, "minimum" = keep going at least ` +
            `this long, "hold" = keep a position this long). Set "schemaVersion": 3 and write each time limit as a timer`
        ])
      }),
      { numRuns: 20 }
    )
  })

  it("refuses a timer without its meaning, or with a meaning it does not know", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const missing = breakJson(pack, (json) => (json.challenges[0].timer = { seconds: 30 }))
        expect(parsePackFile(file, missing)).toEqual(Either.left([`${file}: challenges[0].timer.meaning: required`]))
        const unknown = breakJson(pack, (json) => (json.challenges[0].timer = { seconds: 30, meaning: "deadline" }))
        expect(parsePackFile(file, unknown)).toEqual(
          Either.left([`${file}: challenges[0].timer.meaning: unknown meaning "deadline" (expected one of limit, minimum, hold)`])
        )
      }),
      { numRuns: 20 }
    )
  })

  it("places any cut-off file as invalid JSON, with a line and a column", () => {
    fc.assert(
      fc.property(packArbitrary, fc.double({ min: 0, max: 0.999, noNaN: true }), (pack, where) => {
        const whole = encodePackFile(pack)
        const cut = whole.slice(0, Math.floor(where * whole.trimEnd().length))
        const problems = Either.getLeft(parsePackFile(file, cut))
        expect(problems._tag).toBe("Some")
        if (problems._tag === "Some")
          expect(problems.value).toEqual([expect.stringMatching(/^packs\/some-pack\/pack\.json: invalid JSON at line \d+ column \d+ \(.+\)$/)])
      })
    )
  })

  it("refuses a tag the pack does not declare, and a challenge id twice in one pack", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const undeclared = breakJson(pack, (json) => json.challenges[0].tags.push("never-declared-tag-x"))
        expect(Either.getLeft(parsePackFile(file, undeclared))._tag).toBe("Some")
        const twice = breakJson(pack, (json) => json.challenges.push(json.challenges[0]))
        const index = pack.challenges.length
        expect(parsePackFile(file, twice)).toEqual(
          Either.left([`${file}: challenges[${index}].id: "${defined(pack.challenges[0], "the first challenge").id}" is already used by challenges[0]`])
        )
      })
    )
  })

  it("lets a coming-soon pack have no challenges, and no other", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const soon = encodePackFile({ ...pack, challenges: [], comingSoon: true })
        expect(Either.isRight(parsePackFile(file, soon))).toBe(true)
        const notSoon = JSON.stringify({ ...JSON.parse(soon), comingSoon: false })
        expect(parsePackFile(file, notSoon)).toEqual(
          Either.left([`${file}: challenges: must hold at least one challenge (only a comingSoon pack may have none)`])
        )
      })
    )
  })

  it("refuses unknown fields and says which are allowed", () => {
    fc.assert(
      fc.property(packArbitrary, (pack) => {
        const text = breakJson(pack, (json) => (json.challenges[0].timeLimit = 30))
        expect(parsePackFile(file, text)).toEqual(
          Either.left([`${file}: challenges[0].timeLimit: unknown field (allowed here: id, category, tags, text, timer, styles, minPlayers)`])
        )
      }),
      { numRuns: 20 }
    )
  })
})

describe("the rules across packs", () => {
  it("accepts packs in their own folders with distinct ids, and finds a shared challenge id naming both files", () => {
    fc.assert(
      fc.property(packArbitrary, packArbitrary, (first, second) => {
        fc.pre(first.id !== second.id && first.challenges.every((challenge) => second.challenges.every((other) => other.id !== challenge.id)))
        const secondWithoutTagClash = {
          ...second,
          tags: second.tags.filter((tag) => first.tags.every((other) => other.id !== tag.id)),
          challenges: second.challenges.map((challenge) => ({ ...challenge, tags: [] }))
        }
        const firstLoaded = { file: `packs/${first.id}/pack.json`, folder: first.id, pack: first }
        const secondLoaded = { file: `packs/${second.id}/pack.json`, folder: second.id, pack: secondWithoutTagClash }
        expect(checkPackSet([firstLoaded, secondLoaded])).toEqual([])
        const shared = defined(first.challenges[0], "the first pack's first challenge")
        const clash = { ...secondWithoutTagClash, challenges: [...secondWithoutTagClash.challenges, { ...shared, tags: [] }] }
        expect(checkPackSet([firstLoaded, { ...secondLoaded, pack: clash }])).toEqual([
          `packs/${second.id}/pack.json: challenges[${second.challenges.length}].id: "${shared.id}" is already used by packs/${first.id}/pack.json (challenges[0])`
        ])
      })
    )
  })

  it("counts every challenge once per category and every text once per language", () => {
    fc.assert(
      fc.property(fc.array(packArbitrary, { maxLength: 4 }), (packs) => {
        const summary = summarizePacks(packs)
        const total = packs.reduce((sum, pack) => sum + pack.challenges.length, 0)
        expect(summary.packs).toBe(packs.length)
        expect(summary.challenges).toBe(total)
        expect(Object.keys(summary.perCategory)).toEqual([...categoryKeys])
        expect(Object.values(summary.perCategory).reduce((sum, count) => sum + count, 0)).toBe(total)
        expect(summary.perLanguage).toEqual({ fr: total, en: total })
      })
    )
  })
})
