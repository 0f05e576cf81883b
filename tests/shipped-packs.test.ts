import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Either } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { readPacks, validatePacks } from "#adapters/packs-fs/read-packs.ts"
import { type CategoryKey, categoryKeys, maxCategoriesOff } from "#core/domain/category.ts"
import { colourSetIds } from "#core/domain/colour-set.ts"
import { GameId, UserId } from "#core/domain/ids.ts"
import { type Language, languages } from "#core/domain/language.ts"
import { createGame, totalTurns } from "#core/game/engine.ts"
import { gameRules } from "#core/game/rules.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import type { LoadedPack } from "#core/packs/pack-set.ts"
import { challengesPerCategory } from "#core/packs/pack-summary.ts"
import { defined } from "./support/defined.ts"

/** The packs the product ships (packs/), read by the real loader, held to the content rules of packs/WRITING.md. */
const root = fileURLToPath(new URL("..", import.meta.url))
let loaded: ReadonlyArray<LoadedPack> = []
let packs: ReadonlyArray<Pack> = []

beforeAll(async () => {
  const read = await readPacks(["packs"], root)
  if (Either.isLeft(read)) throw new Error(`packs/ does not validate:\n${read.left.join("\n")}`)
  loaded = read.right
  packs = loaded.map(({ pack }) => pack)
})

const basePack = () => {
  const base = packs.find((pack) => pack.id === "base")
  if (base === undefined) throw new Error("packs/base/pack.json is missing")
  return base
}
const isPlayable = (pack: Pack) => !pack.comingSoon

/** A number in digits followed, within three words, by the word for challenges: "96 défis", "40 wilder, bolder challenges". */
const countClaims: Record<Language, RegExp> = {
  fr: /(\d+)(?:\s+[^\s\d]+){0,3}?\s+défis?(?!\p{L})/giu,
  en: /(\d+)(?:\s+[^\s\d]+){0,3}?\s+challenges?(?!\p{L})/giu
}
/** The challenge counts a text claims, each once. */
const claimedCounts = (text: string, language: Language): ReadonlyArray<number> => [
  ...new Set(Array.from(text.matchAll(countClaims[language]), (match) => Number(match[1])))
]

describe("the shipped packs", () => {
  it("all validate, and each pack.json points editors at ../pack.schema.json", () => {
    expect(loaded.length).toBeGreaterThanOrEqual(5)
    for (const { file } of loaded) {
      const json: unknown = JSON.parse(readFileSync(`${root}/${file}`, "utf8"))
      expect(typeof json === "object" && json !== null && "$schema" in json ? json.$schema : undefined, file).toBe("../pack.schema.json")
    }
  })

  it("have a free base pack, Classique / Classic, with at least 80 challenges and at least 6 in each of the eight categories", () => {
    const base = basePack()
    expect(base.name).toEqual({ fr: "Classique", en: "Classic" })
    expect(base.price.amount).toBe(0)
    expect(base.productIds).toEqual([])
    expect(base.combinable).toBe(true)
    expect(base.comingSoon).toBe(false)
    expect(base.challenges.length).toBeGreaterThanOrEqual(80)
    const perCategory = challengesPerCategory([base])
    for (const key of categoryKeys) expect(perCategory[key], key).toBeGreaterThanOrEqual(6)
  })

  it("have another combinable pack with at least 40 challenges", () => {
    const others = packs.filter((pack) => pack.id !== "base" && pack.combinable && isPlayable(pack) && !pack.special)
    expect(Math.max(0, ...others.map((pack) => pack.challenges.length))).toBeGreaterThanOrEqual(40)
  })

  it("have one paid special pack, unlocked by the three special products, with at least 30 challenges", () => {
    const specials = packs.filter((pack) => pack.special)
    expect(specials.map((pack) => pack.id)).toHaveLength(1)
    const special = defined(specials[0], "the special pack")
    expect(special.price.amount).toBeGreaterThan(0)
    expect([...special.productIds].sort()).toEqual(["prod_special_bundle", "prod_special_edition", "prod_special_edition_launch"])
    expect(isPlayable(special)).toBe(true)
    expect(special.challenges.length).toBeGreaterThanOrEqual(30)
  })

  it("have a pack that plays alone with at least 20 challenges, and a coming-soon pack", () => {
    const alone = packs.filter((pack) => !pack.combinable && isPlayable(pack))
    expect(Math.max(0, ...alone.map((pack) => pack.challenges.length))).toBeGreaterThanOrEqual(20)
    expect(packs.filter((pack) => pack.comingSoon).length).toBeGreaterThanOrEqual(1)
  })

  it("give every paid pack a product that unlocks it, and every free pack none", () => {
    for (const pack of packs) expect(pack.productIds.length > 0, pack.id).toBe(pack.price.amount > 0)
  })

  it("say every challenge in both languages, in words that differ from one language to the other", () => {
    for (const pack of packs) {
      expect(pack.name.fr, `${pack.id} name`).not.toBe(pack.name.en)
      expect(pack.description.fr, `${pack.id} description`).not.toBe(pack.description.en)
      for (const challenge of pack.challenges) {
        expect(challenge.text.fr.trim(), challenge.id).not.toBe("")
        expect(challenge.text.en.trim(), challenge.id).not.toBe("")
        expect(challenge.text.fr, challenge.id).not.toBe(challenge.text.en)
      }
    }
  })

  it("pass `allez packs validate`: format 2 with its timers, then the content rules: timers, durations, no text twice, every pack fills a 4-player game with any two categories off", async () => {
    const validated = await validatePacks(["packs"], root)
    expect(Either.isLeft(validated) ? validated.left : []).toEqual([])
  })

  it("state their true challenge count in each description, in digits, in both languages (a pack without challenges claims none)", () => {
    expect(claimedCounts("Le pack de base : 96 défis, et 2 jeux de couleurs.", "fr")).toEqual([96])
    expect(claimedCounts("40 wilder, bolder challenges for kids aged 6 to 12", "en")).toEqual([40])
    for (const pack of packs) {
      for (const language of languages) {
        const expected = pack.challenges.length === 0 ? [] : [pack.challenges.length]
        expect(claimedCounts(pack.description[language], language), `${pack.id} description.${language}`).toEqual(expected)
      }
    }
  })

  it('never say a pack is played "en toute sécurité" / "safely" (packs/WRITING.md)', () => {
    for (const pack of packs) {
      expect(pack.description.fr, pack.id).not.toMatch(/en toute sécurité/i)
      expect(pack.description.en, pack.id).not.toMatch(/\bsafely\b/i)
    }
  })

  it("let the base pack alone sustain a 4-player game with any two categories switched off", () => {
    const pairs = categoryKeys.flatMap((first, index) => categoryKeys.slice(index + 1).map((second): Array<CategoryKey> => [first, second]))
    expect(pairs[0]).toHaveLength(maxCategoriesOff)
    const players = colourSetIds.slice(0, 4).map((avatar, index) => ({ name: `Player ${index + 1}`, difficulty: "5+" as const, avatar }))
    for (const disabledCategories of pairs) {
      const game = createGame({
        id: GameId.make("shipped-packs"),
        owner: UserId.make("tester"),
        seed: 1,
        startedAt: new Date(0),
        players,
        packs: [basePack()],
        disabledCategories
      })
      expect(Either.isRight(game), disabledCategories.join(" + ")).toBe(true)
      if (Either.isRight(game))
        expect(game.right.challenges.length, disabledCategories.join(" + ")).toBeGreaterThanOrEqual(totalTurns(gameRules.maxPlayers) * 2)
    }
  })
})
