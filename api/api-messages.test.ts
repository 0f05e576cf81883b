import { expect, describe as group, it } from "vitest"
import { catalogs } from "#core/i18n/catalog.ts"
import { apiMessages, describe } from "./api-messages.ts"

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

group("API texts", () => {
  it("exist in French and English with the same keys and placeholders, and never shadow a core key", () => {
    expect(Object.keys(apiMessages.fr).sort()).toEqual(Object.keys(apiMessages.en).sort())
    for (const [key, english] of Object.entries(apiMessages.en)) {
      const french = apiMessages.fr[key as keyof typeof apiMessages.fr]
      expect(french.trim(), key).not.toBe("")
      expect(placeholders(french), key).toEqual(placeholders(english))
      expect(key in catalogs.en, key).toBe(false)
    }
  })

  it("describe core messages through the core's catalogs and API ones through the API's", () => {
    expect(describe("en", { key: "error.generic" })).toBe("An error occured. Please try again later or refresh the page.")
    expect(describe("fr", { key: "game.error.tooManyPlayers", params: { max: 4 } })).toBe("Une partie se joue à 4 joueurs au maximum.")
    expect(describe("en", { key: "api.error.payloadTooLarge", params: { max: 64 } })).toBe("The request is too large: 64 KB at most.")
    expect(describe("fr", { key: "store.error.packNotOwned", params: { pack: "kids" } })).toContain("ce pack")
  })
})
