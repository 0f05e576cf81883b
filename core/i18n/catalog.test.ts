import { describe, expect, it } from "vitest"
import { languages } from "../domain/language.ts"
import { catalogs, interpolate, moduleCatalogs, translate, translatorFor } from "./catalog.ts"

const placeholders = (text: string): ReadonlyArray<string> => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort()

describe("the catalogs", () => {
  for (const [name, catalog] of Object.entries(moduleCatalogs)) {
    it(`${name}: every key in both languages, with the same placeholders and no empty text`, () => {
      const keys = Object.keys(catalog.en).sort()
      for (const language of languages) {
        expect(Object.keys(catalog[language]).sort()).toEqual(keys)
        for (const key of keys) {
          const text = catalog[language][key] ?? ""
          expect(text.trim(), `${language} ${key}`).not.toBe("")
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(catalog.en[key] ?? ""))
        }
      }
    })
  }

  it("defines no key twice across modules", () => {
    const owners = new Map<string, Array<string>>()
    for (const [name, catalog] of Object.entries(moduleCatalogs)) {
      for (const language of languages) {
        for (const key of Object.keys(catalog[language])) {
          const names = owners.get(key) ?? []
          if (!names.includes(name)) owners.set(key, [...names, name])
        }
      }
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([])
    expect(Object.keys(catalogs.en).length).toBe(owners.size)
  })

  it("names keys after their module", () => {
    const prefixes: Record<string, string> = {
      validation: "validation.",
      errors: "error.",
      game: "game.",
      store: "store.",
      categories: "category.",
      auth: "auth.",
      checkout: "checkout.",
      admin: "admin.",
      account: "account.",
      gymEvent: "gymEvent."
    }
    for (const [name, catalog] of Object.entries(moduleCatalogs)) {
      for (const key of Object.keys(catalog.en)) expect(key.startsWith(prefixes[name] ?? "?"), key).toBe(true)
    }
  })
})

describe("the spec's exact English words (§5, §8)", () => {
  const spec: ReadonlyArray<readonly [string, string, Record<string, string | number>?]> = [
    ["error.emailAlreadyUsed", "This email is already used."],
    ["error.invalidCredentials", "Invalid email address or password."],
    ["error.authGeneric", "Something went wrong, try again."],
    ["error.passwordResetSent", "A password reset email has been sent to you."],
    ["error.recentLoginRequired", "Please log out and log back in to change your email."],
    ["error.emailChangeFailed", "An error occured while changing your email. Try again later."],
    ["error.emailChanged", "Your email address has been successfully updated."],
    ["error.humanCheckFailed", "Human verification failed. Please try again."],
    ["error.paymentFailed", "Payment processing failed. Please try again."],
    ["error.contactSent", "Your message has been sent successfully."],
    ["error.contactFailed", "An error occured while sending your message. Please try again later."],
    ["error.generic", "An error occured. Please try again later or refresh the page."],
    ["error.pageNotFoundTitle", "Page not found"],
    ["error.gameNotFoundTitle", "Game not found"],
    ["error.unauthorizedTitle", "Unauthorized"],
    ["error.forbiddenTitle", "Forbidden"],
    ["validation.email", "Please enter a valid email address."],
    ["validation.required", "This field is required"],
    ["validation.minLength", "This field must contain at least 3 characters", { min: 3 }],
    ["validation.playerName", "Please enter a player name with at least 1 and at most 20 characters", { min: 1, max: 20 }],
    ["validation.tooManyCategoriesOff", "You can remove a maximum of 2 categories from the list.", { max: 2 }],
    ["game.error.invalidPlayerName", "Please enter a player name with at least 1 and at most 20 characters", { min: 1, max: 20 }],
    ["game.error.tooManyCategoriesOff", "You can remove a maximum of 2 categories from the list.", { max: 2 }]
  ]
  for (const [key, text, params] of spec) {
    it(key, () => expect(translate("en", params === undefined ? { key } : { key, params })).toBe(text))
  }

  it("the category labels of §3", () => {
    expect(translate("fr", { key: "category.outside-climbing" })).toBe("En dehors de l'escalade")
    expect(translate("en", { key: "category.problem-linked" })).toBe("Problem linked")
  })
})

describe("translate", () => {
  it("speaks French", () => {
    expect(translate("fr", { key: "validation.minLength", params: { min: 8 } })).toBe("Ce champ doit contenir au moins 8 caractères")
  })

  it("falls back to English, then to the key", () => {
    const partial = translatorFor({ en: { "x.onlyEnglish": "Only {{n}} in English" }, fr: {} })
    expect(partial("fr", { key: "x.onlyEnglish", params: { n: 1 } })).toBe("Only 1 in English")
    expect(partial("fr", { key: "x.unknown" })).toBe("x.unknown")
  })

  it("falls back to the key when no language knows it", () => {
    expect(translate("fr", { key: "nowhere.toBeFound" })).toBe("nowhere.toBeFound")
  })

  it("interpolates {{name}} and leaves unknown placeholders alone", () => {
    expect(interpolate("{{a}} and {{ b }} and {{c}}", { a: 1, b: "two" })).toBe("1 and two and {{c}}")
    expect(interpolate("no placeholder")).toBe("no placeholder")
  })
})
