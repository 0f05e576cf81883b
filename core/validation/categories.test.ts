import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type CategoryKey, categoryKeys } from "../domain/category.ts"
import { isCategoryLocked, toggleCategory } from "./categories.ts"
import { CategoryBlacklist } from "./categories-schema.ts"
import { checkWith } from "./validation-message-schema.ts"

const tooMany = { key: "validation.tooManyCategoriesOff", params: { max: 2 } }
const key = fc.constantFrom(...categoryKeys)

/** Applies the toggles in turn (a refused one changes nothing). */
const toggleAll = (keys: ReadonlyArray<CategoryKey>): ReadonlyArray<CategoryKey> =>
  keys.reduce<ReadonlyArray<CategoryKey>>((blacklist, next) => toggleCategory(blacklist, next), [])

describe("challenge categories (spec §5)", () => {
  it("switches a category off, then back on", () => {
    expect(toggleCategory([], "game")).toEqual(["game"])
    expect(toggleCategory(["game"], "other")).toEqual(["game", "other"])
    expect(toggleCategory(["game", "other"], "game")).toEqual(["other"])
  })

  it("refuses a third: the blacklist stays as it was, the category locked", () => {
    expect(toggleCategory(["game", "other"], "time-linked")).toEqual(["game", "other"])
    expect(isCategoryLocked(["game", "other"], "time-linked")).toBe(true)
  })

  it("locks the remaining categories when 2 are off, and only then", () => {
    expect(isCategoryLocked(["game"], "other")).toBe(false)
    expect(isCategoryLocked(["game", "other"], "time-linked")).toBe(true)
    expect(isCategoryLocked(["game", "other"], "game")).toBe(false)
  })

  it("never leaves more than 2 off, nor one twice, for all sequences of toggles", () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 30 }), (keys) => {
        const blacklist = toggleAll(keys)
        expect(blacklist.length).toBeLessThanOrEqual(2)
        expect(new Set(blacklist).size).toBe(blacklist.length)
      })
    )
  })

  it("a toggle changes nothing exactly when the category is locked, and an accepted toggle is undone by a second one", () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 10 }), key, (keys, next) => {
        const blacklist = toggleAll(keys)
        const toggled = toggleCategory(blacklist, next)
        const isChanged = toggled.length !== blacklist.length
        expect(isChanged).toBe(!isCategoryLocked(blacklist, next))
        if (isChanged) {
          const back = toggleCategory(toggled, next)
          expect([...back].sort()).toEqual([...blacklist].sort())
        }
      })
    )
  })

  it("the Schema accepts what toggling can reach and refuses more than 2", () => {
    fc.assert(fc.property(fc.array(key, { maxLength: 30 }), (keys) => checkWith(CategoryBlacklist)(toggleAll(keys)) === undefined))
    expect(checkWith(CategoryBlacklist)(["game", "other", "time-linked"])).toEqual(tooMany)
    expect(checkWith(CategoryBlacklist)(["game", "game"])).toEqual({ key: "validation.invalid" })
    expect(checkWith(CategoryBlacklist)(["climbing"])).toEqual({ key: "validation.invalid" })
    expect(Schema.decodeUnknownSync(CategoryBlacklist)(["other"])).toEqual(["other"])
  })
})
