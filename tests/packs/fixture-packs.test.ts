import { fileURLToPath } from "node:url"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readPacks, validatePacks } from "#adapters/packs-fs/read-packs.ts"

/** Each broken fixture (tests/fixtures/packs/<rule>/) read by the real loader, with the exact words a pack author sees. */
const root = fileURLToPath(new URL("../..", import.meta.url))
const fixtures = "tests/fixtures/packs"

const problemsIn = async (...paths: Array<string>): Promise<ReadonlyArray<string>> => {
  const read = await readPacks(
    paths.map((path) => `${fixtures}/${path}`),
    root
  )
  return Either.isLeft(read) ? read.left : []
}

describe("the pack loader on broken fixtures", () => {
  it("names a missing language with its file and JSON path", async () => {
    expect(await problemsIn("missing-language")).toEqual(["tests/fixtures/packs/missing-language/broken-text/pack.json: challenges[1].text.en: required"])
  })

  it("refuses an unknown category and lists the eight keys", async () => {
    expect(await problemsIn("unknown-category")).toEqual([
      'tests/fixtures/packs/unknown-category/odd-category/pack.json: challenges[2].category: unknown category "dyno" (expected one of game, movement-type, physical-challenges, outside-climbing, physical-constraint, problem-linked, time-linked, other)'
    ])
  })

  it("asks for a semver version", async () => {
    expect(await problemsIn("non-semver-version")).toEqual([
      "tests/fixtures/packs/non-semver-version/loose-version/pack.json: version: must be a semver version like 1.0.0"
    ])
  })

  it("places invalid JSON at its line and column", async () => {
    expect(await problemsIn("bad-json")).toEqual(['tests/fixtures/packs/bad-json/trailing-comma/pack.json: invalid JSON at line 21 column 20 (unexpected ",")'])
  })

  it("finds a challenge id used by two packs and names both files", async () => {
    expect(await problemsIn("duplicate-challenge-id")).toEqual([
      'tests/fixtures/packs/duplicate-challenge-id/beta/pack.json: challenges[1].id: "alpha-002" is already used by tests/fixtures/packs/duplicate-challenge-id/alpha/pack.json (challenges[1])'
    ])
  })

  it("finds a pack id used twice (a copied folder) and names both files", async () => {
    expect(await problemsIn("duplicate-pack-id")).toEqual([
      'tests/fixtures/packs/duplicate-pack-id/party-copy/pack.json: id: "party" does not match its folder "party-copy" (a pack\'s id is its folder\'s name)',
      'tests/fixtures/packs/duplicate-pack-id/party-copy/pack.json: id: pack id "party" is already used by tests/fixtures/packs/duplicate-pack-id/party/pack.json'
    ])
  })

  it("refuses a format version it does not know, naming the file and the version", async () => {
    expect(await problemsIn("unknown-schema-version")).toEqual([
      "tests/fixtures/packs/unknown-schema-version/future/pack.json: schemaVersion 4 is not supported (this version of Allez! reads 2, 3)"
    ])
  })

  it("refuses a tag the pack does not declare", async () => {
    expect(await problemsIn("undeclared-tag")).toEqual([
      `tests/fixtures/packs/undeclared-tag/loose-tags/pack.json: challenges[2].tags[0]: tag "crimps" is not declared in the pack's tags`
    ])
  })

  it("refuses one tag id with two names across packs", async () => {
    expect(await problemsIn("tag-names-differ")).toEqual([
      'tests/fixtures/packs/tag-names-differ/steady/pack.json: tags[0].name: tag "balance" is named "Équilibre" / "Poise" here but "Équilibre" / "Balance" in tests/fixtures/packs/tag-names-differ/calm/pack.json (tags[0]); use the same name or another id'
    ])
  })

  it("refuses a payment product that would unlock two packs, naming both files", async () => {
    expect(await problemsIn("product-unlocks-two-packs")).toEqual([
      'tests/fixtures/packs/product-unlocks-two-packs/rosin/pack.json: productIds[1]: product "prod_chalk" already unlocks the pack "chalk" (tests/fixtures/packs/product-unlocks-two-packs/chalk/pack.json)'
    ])
  })

  it("reports every broken fixture at once when given them all, and never a stack trace", async () => {
    const problems = await problemsIn(
      "missing-language",
      "unknown-category",
      "non-semver-version",
      "bad-json",
      "duplicate-challenge-id",
      "duplicate-pack-id",
      "unknown-schema-version",
      "undeclared-tag",
      "tag-names-differ",
      "product-unlocks-two-packs"
    )
    expect(problems).toHaveLength(11)
    for (const problem of problems) {
      expect(problem).toMatch(/^tests\/fixtures\/packs\/[a-z-]+\/[a-z-]+\/pack\.json: /)
      expect(problem).not.toContain("\n")
    }
  })

  it("names a path that does not exist", async () => {
    expect(await problemsIn("nowhere")).toEqual(["tests/fixtures/packs/nowhere: no such file or folder"])
  })
})

describe("the pack loader on good fixtures", () => {
  it("reads a folder of packs in name order, with labels relative to the working folder", async () => {
    const read = await readPacks([`${fixtures}/valid`], root)
    expect(Either.getOrThrow(read).map(({ file, folder, pack }) => [file, folder, pack.id, pack.challenges.length])).toEqual([
      ["tests/fixtures/packs/valid/first/pack.json", "first", "first", 40],
      ["tests/fixtures/packs/valid/later/pack.json", "later", "later", 0],
      ["tests/fixtures/packs/valid/second/pack.json", "second", "second", 40]
    ])
  })

  it("reads a pack folder or a pack.json given directly, once each", async () => {
    const read = await readPacks([`${fixtures}/valid/first`, `${fixtures}/valid/first/pack.json`, `${fixtures}/valid/second/pack.json`], root)
    expect(Either.getOrThrow(read).map(({ pack }) => pack.id)).toEqual(["first", "second"])
  })
})

/** What `allez packs validate` (and the import) says of the fixtures: the format, then the content rules. */
const refusalsOf = async (...paths: Array<string>): Promise<ReadonlyArray<string>> => {
  const read = await validatePacks(
    paths.map((path) => `${fixtures}/${path}`),
    root
  )
  return Either.isLeft(read) ? read.left : []
}

describe("the content rules on broken fixtures (packs/WRITING.md)", () => {
  it("refuses a pack that cannot give 4 players their 20 turns and 5 replacements with two categories off, naming the worst two", async () => {
    expect(await refusalsOf("unplayable")).toEqual([
      'tests/fixtures/packs/unplayable/little/pack.json: challenges: with "game" and "movement-type" switched off, 18 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
    ])
  })

  it("refuses a time-linked challenge without a timer", async () => {
    expect(await refusalsOf("time-linked-without-timer")).toEqual([
      'tests/fixtures/packs/time-linked-without-timer/clock/pack.json: challenges[30].timer: required: a time-linked challenge has a timer; add "timer": { "seconds": 45, "meaning": "limit" | "minimum" | "hold" }'
    ])
  })

  it("refuses durations that differ between French and English, naming both", async () => {
    expect(await refusalsOf("durations-differ")).toEqual([
      "tests/fixtures/packs/durations-differ/bilingual/pack.json: challenges[30].text.en: names 10 s but text.fr names 60 s (1 min): write the same durations, in digits, in both languages",
      "tests/fixtures/packs/durations-differ/bilingual/pack.json: challenges[30].timer.seconds: 60 s (1 min) is not a duration the text names (text.fr: 60 s (1 min); text.en: 10 s)"
    ])
  })

  it("refuses a timer whose seconds the text does not name, naming both", async () => {
    expect(await refusalsOf("timer-not-in-text")).toEqual([
      "tests/fixtures/packs/timer-not-in-text/stopwatch/pack.json: challenges[30].timer.seconds: 45 s is not a duration the text names (30 s in both languages)"
    ])
  })

  it("refuses a text naming a duration without a timer", async () => {
    expect(await refusalsOf("duration-without-timer")).toEqual([
      'tests/fixtures/packs/duration-without-timer/hold/pack.json: challenges[10].timer: required: the text names 3 s in both languages; add "timer": { "seconds": 3, "meaning": "limit" | "minimum" | "hold" }'
    ])
  })

  it("refuses the same text in two challenges, across packs (case aside) and within one, naming both places", async () => {
    expect(await refusalsOf("same-text-twice")).toEqual([
      'tests/fixtures/packs/same-text-twice/mirror/pack.json: challenges[2].text.fr: the same text as echo-005 (tests/fixtures/packs/same-text-twice/echo/pack.json, challenges[4].text.fr): "LES AUTRES CHOISISSENT, FOIS CINQ, PACK ECHO."; write another challenge',
      'tests/fixtures/packs/same-text-twice/mirror/pack.json: challenges[3].text.en: the same text as mirror-002 (challenges[1].text.en): "The others choose, round two, mirror pack."; write another challenge'
    ])
  })

  it("accepts the good fixtures, and checks the content only once every file reads", async () => {
    expect(await refusalsOf("valid")).toEqual([])
    expect(await refusalsOf("unplayable", "missing-language")).toEqual([
      "tests/fixtures/packs/missing-language/broken-text/pack.json: challenges[1].text.en: required"
    ])
  })
})
