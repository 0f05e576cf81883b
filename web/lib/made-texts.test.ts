import { describe, expect, it, vi } from "vitest"
import "./french-elision.ts"
import { i18n, loadLanguageTexts } from "./i18n.ts"
import { boundTo } from "./made-texts.ts"

describe("the texts made, kept", () => {
  it("says what i18next's getFixedT says, in its language whatever the one on screen, in every form a page calls it", async () => {
    await loadLanguageTexts("fr")
    await loadLanguageTexts("en")
    i18n.addResourceBundle(
      "fr",
      "translation",
      { "y.players_one": "{{count}} grimpeur", "y.players_other": "{{count}} grimpeurs", "y.turnOf": "Au tour de {{name}}" },
      true,
      true
    )
    i18n.addResourceBundle(
      "en",
      "translation",
      { "y.players_one": "{{count}} climber", "y.players_other": "{{count}} climbers", "y.turnOf": "{{name}}'s turn" },
      true,
      true
    )
    const calls: ReadonlyArray<(t: (...args: Array<unknown>) => unknown) => unknown> = [
      (t) => t("nav.signIn"),
      (t) => t("y.players", { count: 1 }),
      (t) => t("y.players", { count: 3 }),
      (t) => t("y.turnOf", { name: "Inès" }),
      (t) => t("y.turnOf", { name: "Inès", lng: "en" }),
      (t) => t("y.missing", "a default"),
      (t) => t("y.missing", { defaultValue: "another default" }),
      (t) => t(["y.missing", "nav.signIn"])
    ]
    for (const language of ["fr", "en"]) {
      const ours = boundTo(language) as unknown as (...args: Array<unknown>) => unknown
      // With a namespace, getFixedT stays i18next's own.
      const theirs = i18n.getFixedT(language, "translation") as unknown as (...args: Array<unknown>) => unknown
      expect(calls.map((call) => call(ours))).toEqual(calls.map((call) => call(theirs)))
    }
    expect((boundTo("fr") as unknown as (key: string) => string)("y.turnOf")).toBe("Au tour de {{name}}")
    expect((boundTo("fr") as unknown as (key: string, o: object) => string)("y.turnOf", { name: "Inès" })).toBe("Au tour d'Inès")
  })

  it("gives a changed text once it is added, and tells apart options that only differ in kind or in where a word ends", async () => {
    await loadLanguageTexts("en")
    // What web/lib/use-translation.ts gives the pages.
    const t = i18n.getFixedT("en") as unknown as (key: string, options?: object) => string
    i18n.addResourceBundle(
      "en",
      "translation",
      { "z.hello": "Hello {{a}}{{b}}", "z.count_one": "one {{count}}", "z.count_other": "many {{count}}" },
      true,
      true
    )
    expect(t("z.hello", { a: "x", b: "y" })).toBe("Hello xy")
    expect(t("z.hello", { a: "x\u0000b\u00011:y" })).toBe("Hello x\u0000b\u00011:y{{b}}")
    expect(t("z.count", { count: 1 })).toBe("one 1")
    // i18next counts numbers only: a count given as a string is another text, kept apart.
    expect(t("z.count", { count: "1" })).toBe(i18n.getFixedT("en", "translation")("z.count", { count: "1" }))
    expect(t("z.count", { count: "1" })).not.toBe("one 1")
    expect(t("z.count", { count: 2 })).toBe("many 2")
    expect(t("z.hello", { a: "x", b: { toString: () => "an object" } })).toBe("Hello xan object")
    i18n.addResourceBundle("en", "translation", { "z.hello": "Hi {{a}}{{b}}" }, true, true)
    expect(t("z.hello", { a: "x", b: "y" })).toBe("Hi xy")
    expect(t("z.hello")).toBe("Hi {{a}}{{b}}")
    i18n.addResourceBundle("en", "translation", { "z.hello": "Hey" }, true, true)
    expect(t("z.hello")).toBe("Hey")
  })

  it("makes a text once for the same language, key and options, and again for others", async () => {
    await loadLanguageTexts("en")
    i18n.addResourceBundle("en", "translation", { "w.count_one": "one {{count}}", "w.count_other": "many {{count}}" }, true, true)
    const t = i18n.getFixedT("en") as unknown as (key: string, options?: object) => string
    const making = vi.spyOn(i18n, "t")
    try {
      const asked = [t("nav.signIn"), t("nav.signIn"), t("w.count", { count: 2 }), t("w.count", { count: 2 }), t("w.count", { count: 3 })]
      expect(asked).toEqual(["Sign in", "Sign in", "many 2", "many 2", "many 3"])
      expect(making).toHaveBeenCalledTimes(3)
    } finally {
      making.mockRestore()
    }
  })
})
