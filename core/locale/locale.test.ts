import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultLanguage, languages } from "../domain/language.ts"
import { chooseLanguage, parseLocale } from "./locale.ts"

const arbLanguage = fc.constantFrom(...languages)

describe("parseLocale", () => {
  it.each([
    ["fr", "fr"],
    ["en", "en"],
    ["en-GB", "en"],
    ["en_US", "en"],
    ["FR-ca", "fr"],
    ["  en  ", "en"],
    ["fr.UTF-8", "fr"]
  ])("reads %j as %s", (raw, expected) => {
    expect(parseLocale(raw)).toBe(expected)
  })

  it.each([["de"], [""], ["english"], ["e"], ["-en"], [null], [undefined], [42], [{ locale: "en" }]])("finds no language in %j", (raw) => {
    expect(parseLocale(raw)).toBeUndefined()
  })

  it("never throws and returns only a known language or nothing", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const parsed = parseLocale(raw)
        expect(parsed === undefined || languages.includes(parsed)).toBe(true)
      })
    )
  })

  it("keeps the language of any tag with a region", () => {
    fc.assert(
      fc.property(arbLanguage, fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.constantFrom("-", "_"), (language, region, sep) => {
        expect(parseLocale(`${language}${sep}${region}`)).toBe(language)
      })
    )
  })
})

describe("chooseLanguage", () => {
  it("defaults to French with nothing to go on", () => {
    expect(chooseLanguage({})).toBe("fr")
    expect(defaultLanguage).toBe("fr")
  })

  it("follows a valid stored locale", () => {
    expect(chooseLanguage({ storedLocale: "en-GB" })).toBe("en")
  })

  it("ignores a junk stored locale", () => {
    expect(chooseLanguage({ storedLocale: "klingon" })).toBe("fr")
  })

  it("lets the profile's preference win over the stored locale", () => {
    fc.assert(
      fc.property(arbLanguage, fc.anything(), (profileLanguage, storedLocale) => {
        expect(chooseLanguage({ profileLanguage, storedLocale })).toBe(profileLanguage)
      })
    )
  })

  it("uses the stored locale when there is no profile", () => {
    fc.assert(
      fc.property(arbLanguage, (language) => {
        expect(chooseLanguage({ storedLocale: language })).toBe(language)
      })
    )
  })
})
