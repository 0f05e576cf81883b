import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import type { Language } from "#core/domain/language.ts"
import { catalogs } from "#core/i18n/catalog.ts"

/**
 * Words that never reached the screen: a raw key (`auth.field.displayNameHint`: its texts were not
 * loaded there) or a text of the other language (a translation missing, the fallback shown instead).
 * translations.spec.ts reads every route and modal for them; prerendered-pages.spec.ts reads the
 * pages it opens as a first visitor, which the translations walk then leaves out.
 */

type Texts = Readonly<Record<string, string>>
const webRoot = fileURLToPath(new URL("../../web/", import.meta.url))
const readJson = (file: string): Texts => JSON.parse(readFileSync(file, "utf8")) as Texts
const featureFolders = readdirSync(join(webRoot, "features")).filter((feature) => {
  try {
    return readdirSync(join(webRoot, "features", feature, "locales")).includes("fr.json")
  } catch {
    return false
  }
})
const textsOf = (language: Language): Texts =>
  Object.assign(
    {},
    catalogs[language],
    readJson(join(webRoot, "locales", `${language}.json`)),
    ...featureFolders.map((feature) => readJson(join(webRoot, "features", feature, "locales", `${language}.json`))),
    // The texts of shared components (the rules list, the disclaimer form), which their modules load.
    ...readdirSync(join(webRoot, "components", "locales")).map((component) => readJson(join(webRoot, "components", "locales", component, `${language}.json`)))
  ) as Texts
const texts: Readonly<Record<Language, Texts>> = { fr: textsOf("fr"), en: textsOf("en") }

/** The first segments of every key (`auth`, `game`, `error`…): a raw key starts with one of them. */
const namespaces = [...new Set(Object.keys(texts.en).map((key) => key.split(".")[0] ?? ""))].filter((namespace) => namespace.length > 1)

/** Whole texts of one language that the other writes differently (long enough not to be a shared word such as "Total"). */
const onlyIn = (language: Language): ReadonlyArray<string> => {
  const other: Language = language === "fr" ? "en" : "fr"
  const theirs = new Set(Object.values(texts[other]).map((text) => text.trim()))
  return [
    ...new Set(
      Object.entries(texts[language])
        .filter(([key, text]) => text !== texts[other][key] && !text.includes("{{") && text.trim().length >= 12 && !theirs.has(text.trim()))
        .map(([, text]) => text.trim())
    )
  ]
}

/** A word that never reached the screen: where it is, and the text it is in. */
export interface Problem {
  readonly where: string
  readonly text: string
}

/** The raw keys and the other language's texts on the page now: in its text, its labels and its title. */
export const problemsOn = async (page: Page, language: Language): Promise<ReadonlyArray<Problem>> =>
  page.evaluate(
    ({ namespaces, foreign, language }) => {
      const keyPattern = new RegExp(`(?:^|[^\\w@.-])((?:${namespaces.join("|")})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*)`)
      const wordDotWord = /(?:^|[\s"'(«])([a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*\.[a-zA-Z][a-zA-Z0-9]*)(?=$|[\s"'),.:;!?»])/
      const foreignTexts = new Set(foreign)
      const found: Array<{ where: string; text: string }> = []
      const look = (where: string, text: string | null | undefined) => {
        const value = (text ?? "").replace(/\s+/g, " ").trim()
        if (value === "") return
        const key = keyPattern.exec(value)?.[1] ?? wordDotWord.exec(value)?.[1]
        if (key !== undefined) found.push({ where: `${where} (raw key ${key})`, text: value })
        if (foreignTexts.has(value)) found.push({ where: `${where} (other language)`, text: value })
      }
      look("title", document.title)
      // Text marked as the other language (both names of a category, the language switch) is meant.
      const isPageLanguage = (element: Element) => (element.closest("[lang]")?.getAttribute("lang") ?? language) === language
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent === null || parent.closest("script, style, noscript, textarea") !== null || !isPageLanguage(parent)) continue
        look(`<${parent.tagName.toLowerCase()}>`, node.textContent)
      }
      for (const element of document.body.querySelectorAll("[aria-label], [aria-description], [title], [placeholder], img[alt]")) {
        if (!isPageLanguage(element)) continue
        for (const attribute of ["aria-label", "aria-description", "title", "placeholder", "alt"]) {
          look(`<${element.tagName.toLowerCase()} ${attribute}>`, element.getAttribute(attribute))
        }
      }
      return found
    },
    { namespaces, foreign: onlyIn(language === "fr" ? "en" : "fr"), language }
  )
