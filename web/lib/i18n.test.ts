import { describe, expect, it } from "vitest"
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
