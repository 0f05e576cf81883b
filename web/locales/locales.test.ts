import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { languages } from "#core/domain/language.ts"
import { problemStyles } from "#core/domain/problem-style.ts"
import { catalogs } from "#core/i18n/catalog.ts"
import en from "./en.json"
import fr from "./fr.json"

type Texts = Readonly<Record<string, string>>
const webTexts: Readonly<Record<string, Texts>> = { en, fr }
const webRoot = fileURLToPath(new URL("..", import.meta.url))
const readTexts = (file: string): Texts => JSON.parse(readFileSync(file, "utf8")) as Texts

/**
 * Each feature's own texts (web/features/<feature>/locales/{fr,en}.json, or one level down for a
 * feature's parts that load apart: web/features/gym-night/host/locales), loaded with its chunk.
 */
const featureFolders = readdirSync(join(webRoot, "features")).flatMap((feature) => [
  ...(existsSync(join(webRoot, "features", feature, "locales")) ? [feature] : []),
  ...readdirSync(join(webRoot, "features", feature), { withFileTypes: true })
    .filter((part) => part.isDirectory() && existsSync(join(webRoot, "features", feature, part.name, "locales")))
    .map((part) => `${feature}/${part.name}`)
])
const featureTexts: ReadonlyArray<{ readonly feature: string; readonly fr: Texts; readonly en: Texts }> = featureFolders.map((feature) => ({
  feature,
  fr: readTexts(join(webRoot, "features", feature, "locales", "fr.json")),
  en: readTexts(join(webRoot, "features", feature, "locales", "en.json"))
}))

/** The feature a source file belongs to (`features/gym-night/host/…` → `gym-night/host`). */
const featureOf = (file: string): string =>
  featureFolders.filter((feature) => file.startsWith(`features/${feature}/`)).sort((a, b) => b.length - a.length)[0] ?? ""

/** The texts of a shared component (web/components/locales/<component>/{fr,en}.json), which its module loads. */
const componentTexts: ReadonlyArray<{ readonly feature: string; readonly component: string; readonly fr: Texts; readonly en: Texts }> = readdirSync(
  join(webRoot, "components", "locales")
).map((component) => ({
  feature: `components/${component}`,
  component,
  fr: readTexts(join(webRoot, "components", "locales", component, "fr.json")),
  en: readTexts(join(webRoot, "components", "locales", component, "en.json"))
}))

/** The texts only the build's prerender asks for (web/prerender/locales/{fr,en}.json): the site's description. */
const prerenderTexts = {
  feature: "prerender",
  fr: readTexts(join(webRoot, "prerender", "locales", "fr.json")),
  en: readTexts(join(webRoot, "prerender", "locales", "en.json"))
}

/** Every text set of the web: the shell's, then each feature's, then each shared component's, then the prerender's. */
const textSets = [{ feature: "shell", fr: webTexts.fr ?? {}, en: webTexts.en ?? {} }, ...featureTexts, ...componentTexts, prerenderTexts]
const allEnglish: Texts = Object.assign({}, ...textSets.map((set) => set.en)) as Texts

const placeholders = (text: string): ReadonlyArray<string> => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort()

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join(webRoot, "dist")}`) && !file.includes("node_modules"))
    // Hidden folders are tools' (a bench's bare page left by a run that was stopped), not the app's.
    .filter(
      (file) =>
        !relative(webRoot, file)
          .split(sep)
          .some((part) => part.startsWith("."))
    )

/** Keys written literally in `t("…")` calls. */
const literalKeys = (): ReadonlyArray<{ readonly key: string; readonly file: string }> =>
  sourceFiles(webRoot).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"$]+)"/g)].map((match) => ({ key: match[1] ?? "", file: relative(webRoot, file) }))
  )

describe("the web's texts", () => {
  it("has every key in both languages, in the shell's texts and in each feature's", () => {
    for (const set of textSets) expect(Object.keys(set.fr).sort(), set.feature).toEqual(Object.keys(set.en).sort())
  })

  it("uses the same placeholders in both languages, and no empty text", () => {
    for (const set of textSets) {
      for (const key of Object.keys(set.en)) {
        for (const language of languages) {
          const text = set[language][key] ?? ""
          expect(text.trim(), `${set.feature}: ${language} ${key}`).not.toBe("")
          expect(placeholders(text), `${set.feature}: ${language} ${key}`).toEqual(placeholders(set.en[key] ?? ""))
        }
      }
    }
  })

  it("never redefines a key of core's or of another text set", () => {
    const owners = new Map<string, string>(Object.keys(catalogs.en).map((key) => [key, "core"]))
    const clashes: Array<string> = []
    for (const set of textSets) {
      for (const key of Object.keys(set.en)) {
        const owner = owners.get(key)
        if (owner !== undefined) clashes.push(`${key}: ${set.feature} and ${owner}`)
        owners.set(key, set.feature)
      }
    }
    expect(clashes).toEqual([])
  })

  it("has every key the code asks for, in the web's texts or core's catalog", () => {
    const missing = literalKeys().filter(({ key }) => !(key in allEnglish) && !(key in catalogs.en) && !(key in catalogs.fr))
    expect(missing).toEqual([])
  })

  it("lets each feature ask only for its own texts, the shell's, core's or a shared component's it shows: another's may not be loaded there", () => {
    const shared = new Set([...Object.keys(catalogs.en), ...Object.keys(webTexts.en ?? {})])
    const ownOf = new Map(featureTexts.map((set) => [set.feature, new Set(Object.keys(set.en))]))
    /** A shared component's text, in the component itself or in a file that imports it (so its texts are loaded). */
    const isComponentText = (key: string, file: string) =>
      componentTexts.some(
        (set) =>
          key in set.en &&
          (file === `components/${set.component}.tsx` || readFileSync(join(webRoot, file), "utf8").includes(`components/${set.component}.tsx"`))
      )
    const borrowed = literalKeys()
      .filter(({ file }) => file.startsWith("features/"))
      .filter(({ key, file }) => !shared.has(key) && !(ownOf.get(featureOf(file))?.has(key) ?? false) && !isComponentText(key, file))
      .map(({ key, file }) => `${file}: ${key}`)
    expect(borrowed).toEqual([])
    const isPrerenderText = (key: string, file: string) => file.startsWith("prerender/") && key in prerenderTexts.en
    const outsideFeatures = literalKeys().filter(
      ({ key, file }) => !file.startsWith("features/") && !shared.has(key) && !isComponentText(key, file) && !isPrerenderText(key, file)
    )
    expect(outsideFeatures.map(({ key, file }) => `${file}: ${key}`)).toEqual([])
  })

  it("has a text for each numbered or composed key the pages build", () => {
    const composed = [
      ...Array.from({ length: 9 }, (_, i) => [`rules.rule${i + 1}.title`, `rules.rule${i + 1}.text`]).flat(),
      ...[1, 2, 3].flatMap((i) => [`home.step${i}.title`, `home.step${i}.text`, `home.feature${i}.title`, `home.feature${i}.text`]),
      ...[1, 2, 3].flatMap((i) => [`about.member${i}.job`, `about.member${i}.bio`]),
      ...["essentials", "analytics", "ads"].flatMap((category) => [`consent.${category}.title`, `consent.${category}.text`]),
      ...["signIn", "signUp", "forgotPassword"].flatMap((choice) => [`authMenu.${choice}.title`, `authMenu.${choice}.text`]),
      ...[1, 2, 3, 4, 5].map((i) => `disclaimer.p${i}`),
      ...["shirt", "hoodie", "chalkBag"].map((item) => `store.apparel.${item}`)
    ]
    expect(composed.filter((key) => !(key in allEnglish))).toEqual([])
  })

  it("names the problem styles in the admin's challenge editor as the game's style picker does (a feature loads only its own texts)", () => {
    const textsOf = (feature: string) => featureTexts.find((set) => set.feature === feature)
    for (const language of languages) {
      for (const style of problemStyles) {
        const admin = textsOf("admin")?.[language][`admin.challenge.style.${style}`]
        expect(admin, `${language} ${style}`).toBeDefined()
        expect(admin, `${language} ${style}`).toBe(textsOf("game")?.[language][`game.style.${style}`])
      }
    }
  })

  it("writes French punctuation with a no-break space before : ; ! ? (never a plain space)", () => {
    const loose = textSets.flatMap((set) => Object.entries(set.fr).filter(([, text]) => / [:;!?»]|« /.test(text)))
    expect(loose).toEqual([])
  })
})
