import { describe, expect, it } from "vitest"
import { allez, allezProcess } from "./run-allez.ts"

/** `allez packs` on pack files, as a pack author or CI runs it (in this process; one run of the real bin). */

describe.concurrent("allez packs validate", () => {
  it("prints each problem of a broken pack with its file, JSON path and rule, and exits 1 (the real bin too)", async () => {
    const [en, fr, bin] = await Promise.all([
      allez(["packs", "validate", "tests/fixtures/packs/missing-language", "--lang", "en"]),
      allez(["packs", "validate", "tests/fixtures/packs/missing-language", "--lang", "fr"]),
      allezProcess(["packs", "validate", "tests/fixtures/packs/missing-language", "--lang", "en"])
    ])
    expect(bin).toEqual(en)
    expect(en.code).toBe(1)
    expect(en.stdout).toBe("")
    expect(en.stderr).toBe(
      "Error: 1 problem(s) in the packs:\n  tests/fixtures/packs/missing-language/broken-text/pack.json: challenges[1].text.en: required\n"
    )
    expect(fr.code).toBe(1)
    expect(fr.stderr).toContain("tests/fixtures/packs/missing-language/broken-text/pack.json: challenges[1].text.en: required")
  })

  it("reports every broken fixture in one run, one line each, never a stack trace", async () => {
    const rules = [
      "bad-json",
      "duplicate-challenge-id",
      "duplicate-pack-id",
      "non-semver-version",
      "product-unlocks-two-packs",
      "undeclared-tag",
      "unknown-category",
      "unknown-schema-version"
    ]
    const run = await allez(["packs", "validate", ...rules.map((rule) => `tests/fixtures/packs/${rule}`), "--lang", "en"])
    expect(run.code).toBe(1)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(run.stderr.split("\n").filter((line) => line.startsWith("  tests/fixtures/packs/"))).toEqual(
      [
        'tests/fixtures/packs/bad-json/trailing-comma/pack.json: invalid JSON at line 21 column 20 (unexpected ",")',
        "tests/fixtures/packs/non-semver-version/loose-version/pack.json: version: must be a semver version like 1.0.0",
        'tests/fixtures/packs/undeclared-tag/loose-tags/pack.json: challenges[2].tags[0]: tag "crimps" is not declared in the pack\'s tags',
        'tests/fixtures/packs/unknown-category/odd-category/pack.json: challenges[2].category: unknown category "dyno" (expected one of game, movement-type, physical-challenges, outside-climbing, physical-constraint, problem-linked, time-linked, other)',
        "tests/fixtures/packs/unknown-schema-version/future/pack.json: schemaVersion 4 is not supported (this version of Allez! reads 2, 3)",
        'tests/fixtures/packs/duplicate-challenge-id/beta/pack.json: challenges[1].id: "alpha-002" is already used by tests/fixtures/packs/duplicate-challenge-id/alpha/pack.json (challenges[1])',
        'tests/fixtures/packs/duplicate-pack-id/party-copy/pack.json: id: "party" does not match its folder "party-copy" (a pack\'s id is its folder\'s name)',
        'tests/fixtures/packs/duplicate-pack-id/party-copy/pack.json: id: pack id "party" is already used by tests/fixtures/packs/duplicate-pack-id/party/pack.json',
        'tests/fixtures/packs/product-unlocks-two-packs/rosin/pack.json: productIds[1]: product "prod_chalk" already unlocks the pack "chalk" (tests/fixtures/packs/product-unlocks-two-packs/chalk/pack.json)'
      ].map((line) => `  ${line}`)
    )
  })

  it("summarizes good packs: packs, challenges per category and per language, exit 0", async () => {
    const run = await allez(["packs", "validate", "tests/fixtures/packs/valid", "--lang", "en"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    expect(run.stdout).toContain("✓ 3 valid pack(s), 80 challenges.")
    expect(run.stdout).toMatch(/^ {2}first +1\.0\.0 +40 +40 +40$/m)
    expect(run.stdout).toMatch(/^ {2}later +1\.0\.0 +0 +0 +0$/m)
    expect(run.stdout).toMatch(/^ {2}Time linked +10$/m)
    expect(run.stdout).toMatch(/^ {2}en +80$/m)
  })

  it("refuses what breaks a content rule, each with its file, JSON path and reason, and exits 1", async () => {
    const rules = ["unplayable", "time-linked-without-timer", "durations-differ", "timer-not-in-text", "duration-without-timer", "same-text-twice"]
    const run = await allez(["packs", "validate", ...rules.map((rule) => `tests/fixtures/packs/${rule}`), "--lang", "en"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(
      [
        "Error: 8 problem(s) in the packs:",
        'tests/fixtures/packs/unplayable/little/pack.json: challenges: with "game" and "movement-type" switched off, 18 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)',
        'tests/fixtures/packs/time-linked-without-timer/clock/pack.json: challenges[30].timer: required: a time-linked challenge has a timer; add "timer": { "seconds": 45, "meaning": "limit" | "minimum" | "hold" }',
        "tests/fixtures/packs/durations-differ/bilingual/pack.json: challenges[30].text.en: names 10 s but text.fr names 60 s (1 min): write the same durations, in digits, in both languages",
        "tests/fixtures/packs/durations-differ/bilingual/pack.json: challenges[30].timer.seconds: 60 s (1 min) is not a duration the text names (text.fr: 60 s (1 min); text.en: 10 s)",
        "tests/fixtures/packs/timer-not-in-text/stopwatch/pack.json: challenges[30].timer.seconds: 45 s is not a duration the text names (30 s in both languages)",
        'tests/fixtures/packs/duration-without-timer/hold/pack.json: challenges[10].timer: required: the text names 3 s in both languages; add "timer": { "seconds": 3, "meaning": "limit" | "minimum" | "hold" }',
        'tests/fixtures/packs/same-text-twice/mirror/pack.json: challenges[2].text.fr: the same text as echo-005 (tests/fixtures/packs/same-text-twice/echo/pack.json, challenges[4].text.fr): "LES AUTRES CHOISISSENT, FOIS CINQ, PACK ECHO."; write another challenge',
        'tests/fixtures/packs/same-text-twice/mirror/pack.json: challenges[3].text.en: the same text as mirror-002 (challenges[1].text.en): "The others choose, round two, mirror pack."; write another challenge'
      ]
        .map((line, index) => (index === 0 ? `${line}\n` : `  ${line}\n`))
        .join("")
    )
  })

  it("validates the shipped packs/ by default, exit 0", async () => {
    const run = await allez(["packs", "validate", "--lang", "en"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^✓ \d+ valid pack\(s\), [\d,]+ challenges\./)
    expect(run.stdout).toMatch(/^ {2}base +\d+\.\d+\.\d+ +[\d,]+/m)
  })

  it("names a path that does not exist, exit 1", async () => {
    const run = await allez(["packs", "validate", "tests/fixtures/packs/nowhere", "--lang", "en"])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("  tests/fixtures/packs/nowhere: no such file or folder")
  })
})

describe.concurrent("allez packs list", () => {
  it("lists the shipped packs as JSON with stable keys, the base pack free", async () => {
    const run = await allez(["packs", "list", "--json", "--lang", "en"])
    expect(run.code).toBe(0)
    const packs: Array<Record<string, unknown>> = JSON.parse(run.stdout)
    expect(packs.length).toBeGreaterThan(0)
    for (const pack of packs) expect(Object.keys(pack)).toEqual(["id", "version", "name", "price", "combinable", "comingSoon", "special", "challenges"])
    expect(packs.find((pack) => pack.id === "base")).toMatchObject({ name: "Classic", price: null, combinable: true, comingSoon: false, special: false })
  })

  it("lists the shipped packs as a table in French", async () => {
    const run = await allez(["packs", "list", "--lang", "fr"])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^ {2}Id +Version +Nom +Prix +Drapeaux +Défis$/m)
    expect(run.stdout).toMatch(/^ {2}base +\S+ +Classique +gratuit +combinable +\d+$/m)
    // A pack that plays on its own says so in words a player reads at once.
    expect(run.stdout).toMatch(/^ {2}kids +\S+ +Petits grimpeurs .* ne se combine avec aucun autre pack +\d+$/m)
  })
})
