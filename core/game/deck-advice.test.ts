import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeNewGame, makePack, makePlayers } from "../../tests/support/game-fixtures.ts"
import { type CategoryKey, categoryKeys, maxCategoriesOff } from "../domain/category.ts"
import { ChallengeId, PackId } from "../domain/ids.ts"
import { deckAdvice, deckAdviceMessage, deckSize } from "./deck-advice.ts"
import { createGame, type PackForGame, totalTurns } from "./engine.ts"
import { gameMessages } from "./messages.ts"
import { gameRules } from "./rules.ts"

/** A pack with `counts[i]` challenges in the i-th category. */
const packOf = (id: string, counts: ReadonlyArray<number>): PackForGame => ({
  id: PackId.make(id),
  combinable: true,
  comingSoon: false,
  challenges: categoryKeys.flatMap((category, index) =>
    Array.from({ length: counts[index] ?? 0 }, (_, n) => ({ id: ChallengeId.make(`${id}-${category}-${n}`), category }))
  )
})

/** Like the kids pack before its 1.1.0: 3 challenges in each category (24). */
const kids = packOf(
  "kids",
  categoryKeys.map(() => 3)
)

const arbSetup = fc.record({
  counts: fc.array(fc.nat({ max: 6 }), { minLength: categoryKeys.length, maxLength: categoryKeys.length }),
  disabled: fc.uniqueArray(fc.constantFrom(...categoryKeys), { maxLength: maxCategoriesOff }),
  players: fc.integer({ min: gameRules.minPlayers, max: gameRules.maxPlayers })
})

describe("the deck's advice before a game starts", () => {
  it("sees kids with two categories off cannot give 4 players their 20 turns, and names the category to switch back on", () => {
    expect(deckSize([kids], ["game", "other"])).toBe(18)
    expect(deckAdvice([kids], ["game", "other"], 4)).toEqual({ kind: "switch-on", categories: ["game"], available: 18, needed: 20 })
    expect(deckAdvice([kids], ["game", "other"], 3)).toEqual({ kind: "enough", available: 18, needed: 15 })
    expect(deckAdvice([kids], [], 4)).toEqual({ kind: "enough", available: 24, needed: 20 })
  })

  it("names the bigger category first, and both when one is not enough", () => {
    const lopsided = packOf("lopsided", [1, 1, 1, 1, 1, 1, 6, 4])
    expect(deckAdvice([lopsided], ["time-linked", "other"], 2)).toEqual({ kind: "switch-on", categories: ["time-linked"], available: 6, needed: 10 })
    expect(deckAdvice([lopsided], ["other", "time-linked"], 3)).toEqual({ kind: "switch-on", categories: ["time-linked", "other"], available: 6, needed: 15 })
  })

  it("asks for another pack when every category back on is still too few", () => {
    expect(deckAdvice([makePack("small", 12)], ["game"], 4)).toEqual({ kind: "add-pack", available: 12, needed: 20 })
    expect(deckAdvice([makePack("small", 12), makePack("more", 8)], ["game"], 4)).toEqual({
      kind: "switch-on",
      categories: ["game"],
      available: 17,
      needed: 20
    })
  })

  it("for all decks, says “enough” exactly when the engine starts the game", () => {
    fc.assert(
      fc.property(arbSetup, ({ counts, disabled, players }) => {
        const pack = packOf("p", counts)
        const game = createGame(makeNewGame({ players: makePlayers(players), packs: [pack], disabledCategories: disabled }))
        expect(deckAdvice([pack], disabled, players).kind === "enough").toBe(Either.isRight(game))
      })
    )
  })

  it("for all decks it cannot start, the categories it names are enough and the fewest that are; otherwise none are", () => {
    fc.assert(
      fc.property(arbSetup, ({ counts, disabled, players }) => {
        const pack = packOf("p", counts)
        const advice = deckAdvice([pack], disabled, players)
        const isEnoughWith = (on: ReadonlyArray<CategoryKey>) =>
          deckSize(
            [pack],
            disabled.filter((key) => !on.includes(key))
          ) >= totalTurns(players)
        if (advice.kind === "switch-on") {
          expect(advice.categories.every((key) => disabled.includes(key))).toBe(true)
          expect(isEnoughWith(advice.categories)).toBe(true)
          // Fewest: when it names two, no single one would do.
          if (advice.categories.length > 1) expect(disabled.some((key) => isEnoughWith([key]))).toBe(false)
        }
        if (advice.kind === "add-pack") expect(isEnoughWith(disabled)).toBe(false)
      })
    )
  })

  it("says it in words, in both languages, with the screen's names of the categories", () => {
    const name = (key: CategoryKey) => ({ game: "Jeu", other: "Autre" })[key as "game" | "other"] ?? key
    const one = deckAdviceMessage(deckAdvice([kids], ["game", "other"], 4), name)
    expect(one).toEqual({ key: "game.deck.switchOnOne", params: { available: 18, needed: 20, category: "Jeu" } })
    expect(gameMessages.fr["game.deck.switchOnOne"]).toContain("Réactive la catégorie « {{category}} »")
    expect(gameMessages.en["game.deck.switchOnTwo"]).toContain("Switch the categories “{{first}}” and “{{second}}” back on")
    expect(deckAdviceMessage(deckAdvice([makePack("small", 12)], [], 4), name)).toEqual({ key: "game.deck.addPack", params: { available: 12, needed: 20 } })
    expect(deckAdviceMessage(deckAdvice([kids], [], 2), name)).toBeUndefined()
  })
})
