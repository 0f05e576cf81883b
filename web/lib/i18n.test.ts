import { describe, expect, it } from "vitest"
import "./french-elision.ts"
import { i18n, loadLanguageTexts } from "./i18n.ts"

describe("loadLanguageTexts", () => {
  it("switches to the last language asked for when two are asked for at once (the page's, then the profile's)", async () => {
    const [first, second] = await Promise.all([loadLanguageTexts("fr"), loadLanguageTexts("en")])
    expect([first, second]).toEqual([false, true])
    expect(i18n.language).toBe("en")
    expect(i18n.t("nav.signIn")).toBe("Sign in")
    expect(await loadLanguageTexts("fr")).toBe(true)
    expect(i18n.t("nav.signIn")).toBe("Se connecter")
  })
})

describe("French elision", () => {
  it("elides the word before a name that starts with a vowel sound, in French only", async () => {
    await loadLanguageTexts("fr")
    i18n.addResourceBundle("fr", "translation", { "x.turnOf": "Au tour de {{name}}" }, true, true)
    i18n.addResourceBundle("en", "translation", { "x.turnOf": "{{name}}'s turn" }, true, true)
    expect(i18n.t("x.turnOf", { name: "Inès" })).toBe("Au tour d'Inès")
    expect(i18n.t("x.turnOf", { name: "Ben" })).toBe("Au tour de Ben")
    await loadLanguageTexts("en")
    expect(i18n.t("x.turnOf", { name: "Inès" })).toBe("Inès's turn")
  })
})
