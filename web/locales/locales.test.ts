import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { languages } from "../../core/domain/language.ts"
import { catalogs } from "../../core/i18n/catalog.ts"
import en from "./en.json"
import fr from "./fr.json"

const webTexts: Readonly<Record<string, Readonly<Record<string, string>>>> = { en, fr }
const webRoot = fileURLToPath(new URL("..", import.meta.url))

const placeholders = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort()

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join(webRoot, "dist")}`) && !file.includes("node_modules"))

/** Keys written literally in `t("…")` calls. */
const literalKeys = (): ReadonlyArray<{ readonly key: string; readonly file: string }> =>
  sourceFiles(webRoot).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"$]+)"/g)].map((match) => ({ key: match[1] ?? "", file: relative(webRoot, file) }))
  )

describe("the web's texts", () => {
  it("has every key in both languages", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
  })

  it("uses the same placeholders in both languages, and no empty text", () => {
    for (const key of Object.keys(en)) {
      for (const language of languages) {
        const text = webTexts[language]?.[key] ?? ""
        expect(text.trim(), `${language} ${key}`).not.toBe("")
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en[key as keyof typeof en]))
      }
    }
  })

  it("never redefines one of core's keys", () => {
    expect(Object.keys(en).filter((key) => key in catalogs.en)).toEqual([])
  })

  it("has every key the code asks for, in the web's texts or core's catalog", () => {
    const missing = literalKeys().filter(({ key }) => !(key in en) && !(key in catalogs.en) && !(key in catalogs.fr))
    expect(missing).toEqual([])
  })

  it("has a text for each numbered or composed key the pages build", () => {
    const composed = [
      ...Array.from({ length: 9 }, (_, i) => [`rules.rule${i + 1}.title`, `rules.rule${i + 1}.text`]).flat(),
      ...[1, 2, 3].flatMap((i) => [`home.step${i}.title`, `home.step${i}.text`, `home.feature${i}.title`, `home.feature${i}.text`]),
      ...[1, 2, 3].flatMap((i) => [`about.member${i}.job`, `about.member${i}.bio`]),
      ...["essentials", "analytics", "ads"].flatMap((category) => [`consent.${category}.title`, `consent.${category}.text`]),
      ...["signIn", "signUp", "forgotPassword"].flatMap((choice) => [`authMenu.${choice}.title`, `authMenu.${choice}.text`]),
      ...[1, 2, 3, 4, 5].map((i) => `disclaimer.p${i}`)
    ]
    expect(composed.filter((key) => !(key in en))).toEqual([])
  })

  it("writes French punctuation with a no-break space before : ; ! ? (never a plain space)", () => {
    const loose = Object.entries(fr).filter(([, text]) => / [:;!?»]|« /.test(text))
    expect(loose).toEqual([])
  })
})
