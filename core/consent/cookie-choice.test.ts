// Effect's own fast-check, so the Schema-derived arbitrary composes with the rest.
import { Arbitrary, FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { acceptAll, cookieCategories, isCategoryAllowed, manage, mayRunAnalytics, refuseAll, shouldShowBanner, toggleCategory } from "./cookie-choice.ts"
import { CookieChoice, decodeStoredChoice, encodeStoredChoice } from "./cookie-choice-schema.ts"

const arbChoice = Arbitrary.make(CookieChoice)
const arbSaved = fc.option(arbChoice, { nil: undefined })

describe("cookie banner", () => {
  it("shows when no choice was saved", () => {
    expect(shouldShowBanner(undefined)).toBe(true)
  })

  it("hides once any choice was saved, even a refusal", () => {
    fc.assert(
      fc.property(arbChoice, (choice) => {
        expect(shouldShowBanner(choice)).toBe(false)
      })
    )
  })

  it("accept sets every category on, refuse every optional one off", () => {
    expect(acceptAll).toEqual({ analytics: true, ads: true })
    expect(refuseAll).toEqual({ analytics: false, ads: false })
  })

  it("manage applies the toggles and keeps the rest", () => {
    expect(manage({ analytics: true })).toEqual({ analytics: true, ads: false })
    expect(manage({ ads: false }, acceptAll)).toEqual({ analytics: true, ads: false })
    fc.assert(
      fc.property(arbChoice, arbChoice, (toggles, current) => {
        expect(manage(toggles, current)).toEqual(toggles)
      })
    )
  })

  it("essentials are always on, whatever the choice or toggles", () => {
    fc.assert(
      fc.property(arbSaved, (saved) => {
        expect(isCategoryAllowed(saved, "essentials")).toBe(true)
        if (saved !== undefined) expect(toggleCategory(saved, "essentials")).toEqual(saved)
      })
    )
  })

  it("toggling a category twice gives the choice back", () => {
    fc.assert(
      fc.property(arbChoice, fc.constantFrom(...cookieCategories), (choice, category) => {
        expect(toggleCategory(toggleCategory(choice, category), category)).toEqual(choice)
      })
    )
  })
})

describe("analytics", () => {
  it("runs only when analytics was accepted", () => {
    expect(mayRunAnalytics(undefined)).toBe(false)
    expect(mayRunAnalytics(refuseAll)).toBe(false)
    expect(mayRunAnalytics(acceptAll)).toBe(true)
    expect(mayRunAnalytics({ analytics: false, ads: true })).toBe(false)
    fc.assert(
      fc.property(arbChoice, (choice) => {
        expect(mayRunAnalytics(choice)).toBe(choice.analytics)
      })
    )
  })
})

describe("stored choice", () => {
  it("is saved under the spec's field name `analythics`", () => {
    expect(encodeStoredChoice({ analytics: true, ads: false })).toEqual({ analythics: true, ads: false })
  })

  it("reads the stored record as an object or as JSON text", () => {
    expect(decodeStoredChoice({ analythics: true, ads: false })).toEqual({ analytics: true, ads: false })
    expect(decodeStoredChoice('{"analythics":false,"ads":true}')).toEqual({ analytics: false, ads: true })
  })

  it("round-trips every choice, through JSON too", () => {
    fc.assert(
      fc.property(arbChoice, (choice) => {
        expect(decodeStoredChoice(encodeStoredChoice(choice))).toEqual(choice)
        expect(decodeStoredChoice(JSON.stringify(encodeStoredChoice(choice)))).toEqual(choice)
      })
    )
  })

  it.each([
    [undefined],
    [null],
    [""],
    ["not json"],
    ["true"],
    [{ analytics: true, ads: true }],
    [{ analythics: "yes", ads: true }],
    [{ analythics: true }],
    [[true, false]],
    [42]
  ])("treats %j as no choice, so the banner shows", (raw) => {
    expect(decodeStoredChoice(raw)).toBeUndefined()
    expect(shouldShowBanner(decodeStoredChoice(raw))).toBe(true)
  })

  it("never throws on junk", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (raw) => {
        const decoded = decodeStoredChoice(raw)
        expect(decoded === undefined || (typeof decoded.analytics === "boolean" && typeof decoded.ads === "boolean")).toBe(true)
      })
    )
  })
})
