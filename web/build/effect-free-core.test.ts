import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { slimCoreModules, withoutEffect } from "./effect-free-core.ts"

const repositoryRoot = new URL("../../", import.meta.url)

describe("core modules without Effect, for the browser shell", () => {
  it("drops the effect import and what depends on it, directly or not, and keeps the rest verbatim", () => {
    const source = [
      'import { Schema } from "effect"',
      'import type { Message } from "./message.ts"',
      'import { other } from "./other.ts"',
      "/** The languages. */",
      'export const languages = ["fr", "en"] as const',
      "export const Language = Schema.Literal(...languages)",
      "export type Language = typeof Language.Type",
      "const decode = Schema.decodeUnknownSync(Language)",
      "export const strict = (raw: unknown): Language => decode(raw)",
      "export const lenient = (raw: unknown): Language | undefined => languages.find((l) => l === raw) ?? other(raw)",
      "export interface Shape { readonly language: Language }"
    ].join("\n")
    const slim = withoutEffect(source)
    expect(slim).not.toContain('from "effect"')
    expect(slim).not.toContain("Schema.")
    expect(slim).not.toContain("export const strict")
    expect(slim).toContain('export const languages = ["fr", "en"] as const')
    expect(slim).toContain("export const lenient = (raw: unknown): Language | undefined =>")
    expect(slim).toContain('import { other } from "./other.ts"')
    const pruned = withoutEffect('import { a, B } from "./x.ts"\nimport { Schema } from "effect"\nexport const S = Schema.String.pipe(B)\nexport const f = () => a')
    expect(pruned).toBe('import { a } from "./x.ts"\n\n\nexport const f = () => a')
    expect(slim).toContain("export type Language = typeof Language.Type")
    expect(slim).toContain("export interface Shape")
  })

  it("keeps, in each slim module, the functions the shell calls", () => {
    const kept: Readonly<Record<(typeof slimCoreModules)[number], ReadonlyArray<string>>> = {
      "core/domain/language.ts": ["languages", "defaultLanguage", "fallbackLanguage"],
      "core/locale/locale.ts": ["parseLocale", "chooseLanguage"],
      "core/consent/cookie-choice.ts": ["acceptAll", "refuseAll", "manage", "toggleCategory", "shouldShowBanner", "mayRunAnalytics"],
      "core/domain/category.ts": ["categoryKeys", "categoryLabels", "maxCategoriesOff"],
      "core/domain/message.ts": ["message"],
      "core/validation/validation-message.ts": ["validationMessage"],
      "core/validation/generic.ts": ["required", "requiredMessage"],
      "core/validation/email.ts": ["checkEmail", "checkSettingsEmail"],
      "core/validation/contact.ts": ["checkContactForm"],
      "core/validation/password.ts": ["checkPassword", "checkPasswordConfirmation"],
      "core/validation/names.ts": ["checkDisplayName", "displayNameLength"],
      "core/validation/sign-up.ts": ["checkSignUpForm"],
      "core/validation/categories.ts": ["isCategoryLocked", "tooManyCategoriesOffMessage"]
    }
    for (const path of slimCoreModules) {
      const slim = withoutEffect(readFileSync(fileURLToPath(new URL(path, repositoryRoot)), "utf8"))
      expect(slim, path).not.toMatch(/from "effect(\/\w+)?"/)
      for (const name of kept[path]) expect(slim, `${path} keeps ${name}`).toMatch(new RegExp(`export const ${name}\\b`))
    }
  })
})
