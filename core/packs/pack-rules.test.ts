import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makePlayers } from "../../tests/support/game-fixtures.ts"
import { type CategoryKey, categoryKeys, maxCategoriesOff } from "../domain/category.ts"
import { ChallengeId, GameId, PackId, UserId } from "../domain/ids.ts"
import { type ProblemStyle, problemStyles } from "../domain/problem-style.ts"
import { createGame } from "../game/engine.ts"
import { gameRules } from "../game/rules.ts"
import {
  challengeProblems,
  checkPackRules,
  duplicateTextProblems,
  editedChallengeProblems,
  gamesLostBy,
  packRuleLines,
  playabilityProblem,
  unfilledGames
} from "./pack-rules.ts"
import type { PackChallenge, TimerMeaning } from "./pack-schema.ts"

const challenge = (id: string, category: CategoryKey, fr: string, en: string, timer?: PackChallenge["timer"]): PackChallenge => ({
  id: ChallengeId.make(id),
  category,
  tags: [],
  text: { fr, en },
  ...(timer === undefined ? {} : { timer })
})

/** A challenge of its own in `category`: a valid time-linked one has its timer. */
const validChallenge = (id: string, category: CategoryKey, n: number): PackChallenge =>
  category === "time-linked"
    ? challenge(id, category, `Top en moins de ${30 + n} secondes (${id}).`, `Top it in under ${30 + n} seconds (${id}).`, {
        seconds: 30 + n,
        meaning: "limit"
      })
    : challenge(id, category, `Défi ${id}.`, `Challenge ${id}.`)

/** A valid pack with `counts[i]` challenges in the i-th category, each text its own. */
const packWith = (id: string, counts: ReadonlyArray<number>, options: { readonly comingSoon?: boolean } = {}) => ({
  comingSoon: options.comingSoon ?? false,
  challenges: categoryKeys.flatMap((category, index) =>
    Array.from({ length: counts[index] ?? 0 }, (_, n) => validChallenge(`${id}-${category}-${n}`, category, n))
  )
})

const everyCategory = (count: number) => categoryKeys.map(() => count)
const file = "packs/wall/pack.json"

describe("a challenge's timer and the durations its text names", () => {
  it("accepts a timer that is the text's duration in both languages, with any meaning", () => {
    for (const meaning of ["limit", "minimum", "hold"] as const satisfies ReadonlyArray<TimerMeaning>) {
      expect(challengeProblems(challenge("a", "time-linked", "Tiens 10 secondes.", "Hold for 10 seconds.", { seconds: 10, meaning }))).toEqual([])
    }
    expect(
      challengeProblems(
        challenge("a", "time-linked", "Tu as 1 min 30 pour le top, puis tiens 3 s.", "1:30 to top it, then hold 3 s.", { seconds: 90, meaning: "limit" })
      )
    ).toEqual([])
    expect(challengeProblems(challenge("a", "game", "Grimpe en chantant.", "Climb while singing."))).toEqual([])
  })

  it("refuses a time-linked challenge without a timer", () => {
    expect(challengeProblems(challenge("a", "time-linked", "Grimpe vite.", "Climb fast."))).toEqual([
      { path: ["timer"], rule: 'required: a time-linked challenge has a timer; add "timer": { "seconds": 45, "meaning": "limit" | "minimum" | "hold" }' }
    ])
  })

  it("refuses a text naming a duration without a timer, whatever the category", () => {
    expect(challengeProblems(challenge("a", "physical-challenges", "Tiens 3 secondes sur la prise.", "Hold the hold for 3 seconds."))).toEqual([
      { path: ["timer"], rule: 'required: the text names 3 s in both languages; add "timer": { "seconds": 3, "meaning": "limit" | "minimum" | "hold" }' }
    ])
  })

  it("refuses durations that differ between French and English, naming both", () => {
    expect(challengeProblems(challenge("a", "time-linked", "Tu as 60 secondes.", "You have 10 seconds.", { seconds: 60, meaning: "limit" }))).toEqual([
      { path: ["text", "en"], rule: "names 10 s but text.fr names 60 s (1 min): write the same durations, in digits, in both languages" },
      { path: ["timer", "seconds"], rule: "60 s (1 min) is not a duration the text names (text.fr: 60 s (1 min); text.en: 10 s)" }
    ])
  })

  it("refuses a timer whose seconds the text does not name, naming both", () => {
    expect(challengeProblems(challenge("a", "time-linked", "Tu as 30 secondes.", "You have 30 seconds.", { seconds: 45, meaning: "limit" }))).toEqual([
      { path: ["timer", "seconds"], rule: "45 s is not a duration the text names (30 s in both languages)" }
    ])
    expect(
      challengeProblems(
        challenge("a", "time-linked", "Top en moins de quarante secondes.", "Top it in under forty seconds.", { seconds: 40, meaning: "limit" })
      )
    ).toEqual([
      {
        path: ["timer", "seconds"],
        rule: '40 s is not a duration the text names (no duration in both languages): write it in the text, in digits ("45 secondes" / "45 seconds")'
      }
    ])
  })

  it("for all durations and meanings, a text naming the timer's seconds in both languages passes, and one naming another duration does not", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom<TimerMeaning>("limit", "minimum", "hold"),
        fc.constantFrom(...categoryKeys),
        (seconds, other, meaning, category) => {
          const timed = challenge("a", category, `Tiens ${seconds} secondes.`, `Hold for ${seconds} seconds.`, { seconds, meaning })
          expect(challengeProblems(timed)).toEqual([])
          const wrong = { ...timed, timer: { seconds: other, meaning } }
          expect(challengeProblems(wrong).map((problem) => problem.path)).toEqual(other === seconds ? [] : [["timer", "seconds"]])
        }
      )
    )
  })
})

describe("a pack fills the fullest game with any two categories off", () => {
  it("refuses a pack of 3 per category, as kids was before 1.1.0: 18 left with two off, 25 needed", () => {
    expect(playabilityProblem(packWith("kids", everyCategory(3)))).toEqual({
      path: ["challenges"],
      rule: 'with "game" and "movement-type" switched off, 18 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
    })
  })

  it("names the two biggest categories, the worst to switch off", () => {
    expect(playabilityProblem(packWith("lopsided", [4, 4, 4, 4, 4, 9, 4, 8]))?.rule).toBe(
      'with "problem-linked" and "other" switched off, 24 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
    )
  })

  it("accepts 5 per category, and a coming-soon pack of any size", () => {
    expect(playabilityProblem(packWith("kids", everyCategory(5)))).toBeUndefined()
    expect(playabilityProblem(packWith("later", everyCategory(0), { comingSoon: true }))).toBeUndefined()
  })

  it("for all packs, refuses exactly those with which the engine cannot start a 4-player game with 5 replacements left, for some two categories off", () => {
    const pairs = categoryKeys.flatMap((first, index) => categoryKeys.slice(index + 1).map((second) => [first, second]))
    expect(pairs[0]).toHaveLength(maxCategoriesOff)
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 8 }), { minLength: categoryKeys.length, maxLength: categoryKeys.length }), (counts) => {
        const pack = { id: PackId.make("p"), combinable: true, ...packWith("p", counts) }
        const holds = pairs.every((disabledCategories) => {
          const game = createGame({
            id: GameId.make("g"),
            owner: UserId.make("u"),
            seed: 1,
            startedAt: new Date(0),
            players: makePlayers(gameRules.maxPlayers),
            packs: [pack],
            disabledCategories
          })
          return Either.isRight(game) && game.right.challenges.length >= game.right.players.length * gameRules.rounds + gameRules.minReplacements
        })
        expect(playabilityProblem(pack) === undefined).toBe(holds)
      })
    )
  })
})

/** The pack with the challenges at `indexes` limited to `styles`, or needing `minPlayers`. */
const limited = (
  pack: ReturnType<typeof packWith>,
  indexes: ReadonlyArray<number>,
  limit: { readonly styles?: ReadonlyArray<ProblemStyle>; readonly minPlayers?: number }
) => ({ ...pack, challenges: pack.challenges.map((each, index) => (indexes.includes(index) ? { ...each, ...limit } : each)) })

/** The first challenge of each of the first `count` categories of a pack of 5 per category (their indexes). */
const firstOfCategories = (count: number) => Array.from({ length: count }, (_, index) => index * 5)

describe("the games an edit takes away", () => {
  const edge = packWith("edge", everyCategory(5))

  it("names each game a pack cannot fill, an unnamed style first, with the worst categories off", () => {
    // Six challenges (one in each of six categories) fit overhangs only: a problem whose style is
    // not named, and a slab, vertical or traverse, keep 24 with two untouched categories off.
    const overhangsOnly = limited(edge, firstOfCategories(6), { styles: ["overhang"] })
    expect(unfilledGames(overhangsOnly)).toEqual(
      (["any", "slab", "vertical", "traverse"] as const).map((style) => ({
        fit: { style, players: 4 },
        off: ["time-linked", "other"],
        left: 24,
        needed: 25
      }))
    )
    expect(playabilityProblem(overhangsOnly)?.rule).toBe(
      'with "time-linked" and "other" switched off, 24 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
    )
    expect(unfilledGames(limited(edge, firstOfCategories(5), { styles: ["overhang"] }))).toEqual([])
  })

  it("counts a challenge that needs more players only in the games that have them", () => {
    // Two challenges of each category for four only: a 3-player game (20 needed) keeps 24 - 6 = 18 with two categories off.
    const forFour = limited(
      edge,
      firstOfCategories(8).flatMap((index) => [index, index + 1]),
      { minPlayers: 4 }
    )
    expect(unfilledGames(forFour).map(({ fit, left, needed }) => ({ ...fit, left, needed }))).toEqual(
      (["any", ...problemStyles] as const).map((style) => ({ style, players: 3, left: 18, needed: 20 }))
    )
    expect(unfilledGames(limited(edge, firstOfCategories(8), { minPlayers: 3 }))).toEqual([])
  })

  it("refuses an edit that takes away a game the pack could fill, and lets an already short pack grow or change", () => {
    const lost = gamesLostBy(limited(edge, firstOfCategories(5), { styles: ["overhang"] }), limited(edge, firstOfCategories(6), { styles: ["overhang"] }))
    expect(lost.map((game) => game.fit)).toEqual(["any", "slab", "vertical", "traverse"].map((style) => ({ style, players: 4 })))
    expect(gamesLostBy(edge, edge)).toEqual([])
    const short = packWith("short", everyCategory(3))
    expect(unfilledGames(short).map((game) => game.fit.players)).toEqual([4, 3, 4, 3, 4, 3, 4, 3, 4, 3])
    expect(gamesLostBy(short, limited(short, [0], { styles: ["slab"] }))).toEqual([])
    expect(gamesLostBy(short, { ...short, challenges: short.challenges.slice(0, 20) }).map((game) => game.fit)).toEqual(
      (["any", ...problemStyles] as const).map((style) => ({ style, players: 2 }))
    )
    expect(gamesLostBy(edge, { ...edge, comingSoon: true, challenges: [] })).toEqual([])
  })

  it("for all packs and limits, an edit of a playable pack loses a game exactly when the validator would refuse the edited pack", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 8 }), { minLength: categoryKeys.length, maxLength: categoryKeys.length }),
        fc.array(fc.record({ index: fc.nat(), styles: fc.subarray([...problemStyles], { minLength: 1 }), minPlayers: fc.integer({ min: 2, max: 4 }) }), {
          maxLength: 12
        }),
        (counts, limits) => {
          const before = packWith("p", counts)
          const after = limits.reduce(
            (pack, { index, styles, minPlayers }) =>
              pack.challenges.length === 0 ? pack : limited(pack, [index % pack.challenges.length], { styles, minPlayers }),
            before
          )
          expect(gamesLostBy(before, before)).toEqual([])
          if (playabilityProblem(before) === undefined) expect(gamesLostBy(before, after).length === 0).toBe(playabilityProblem(after) === undefined)
        }
      )
    )
  })
})

describe("the same text in two challenges", () => {
  it("is refused within a pack and across packs, case, accents and spaces aside, naming both places", () => {
    const base = { comingSoon: false, challenges: [challenge("base-001", "game", "Grimpe en chantant.", "Climb while singing.")] }
    const party = {
      comingSoon: false,
      challenges: [
        challenge("party-001", "game", "  grimpe en CHANTANT. ", "Climb with a song."),
        challenge("party-002", "other", "Grimpe les yeux fermés.", "Climb with a song.")
      ]
    }
    expect(
      packRuleLines(
        duplicateTextProblems([
          { file: "packs/base/pack.json", pack: base },
          { file: "packs/party/pack.json", pack: party }
        ])
      )
    ).toEqual([
      'packs/party/pack.json: challenges[0].text.fr: the same text as base-001 (packs/base/pack.json, challenges[0].text.fr): "  grimpe en CHANTANT. "; write another challenge',
      'packs/party/pack.json: challenges[1].text.en: the same text as party-001 (challenges[0].text.en): "Climb with a song."; write another challenge'
    ])
  })

  it("for all texts, finds a copy that differs only in case, accents and surrounding spaces", () => {
    const phrases = ["Grimpe à l'envers", "Tiens la réglette", "Touche le volume", "Arête et dièdre", "Climb the slab"]
    fc.assert(
      fc.property(
        fc.constantFrom(...phrases),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.boolean(),
        fc.constantFrom("", " ", "  ", "\u00a0"),
        (phrase, shout, strip, pad) => {
          const cased = [...phrase].map((letter, index) => (shout[index] === true ? letter.toUpperCase() : letter)).join("")
          const copy = `${pad}${strip ? cased.normalize("NFD").replace(/\p{M}/gu, "") : cased}${pad}`
          const pack = { comingSoon: false, challenges: [challenge("a-1", "game", phrase, "One"), challenge("a-2", "game", copy, "Two")] }
          expect(duplicateTextProblems([{ file, pack }]).map((problem) => problem.path)).toEqual([["challenges", 1, "text", "fr"]])
        }
      )
    )
  })

  it("in an admin's edit, is refused against the stored challenges", () => {
    const stored = [
      { file: 'pack "base"', pack: { comingSoon: false, challenges: [challenge("base-001", "game", "Grimpe en chantant.", "Climb while singing.")] } }
    ]
    expect(editedChallengeProblems(challenge("kids-009", "game", "Grimpe en chantant.", "Sing while you climb."), stored)).toEqual([
      { path: ["text", "fr"], rule: 'the same text as base-001 (pack "base", challenges[0].text.fr): "Grimpe en chantant."; write another challenge' }
    ])
  })
})

describe("all content rules at once", () => {
  it("place each problem by file and JSON path", () => {
    const wall = packWith("wall", everyCategory(5))
    const broken = { ...wall, challenges: [...wall.challenges, challenge("wall-x", "time-linked", "Tiens 10 s.", "Hold 10 s.")] }
    expect(
      packRuleLines(
        checkPackRules([
          { file, pack: broken },
          { file: "packs/kids/pack.json", pack: packWith("kids", everyCategory(3)) }
        ])
      )
    ).toEqual([
      `${file}: challenges[40].timer: required: a time-linked challenge has a timer, and the text names 10 s in both languages; add "timer": { "seconds": 10, "meaning": "limit" | "minimum" | "hold" }`,
      'packs/kids/pack.json: challenges: with "game" and "movement-type" switched off, 18 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
    ])
  })
})
