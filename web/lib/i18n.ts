import i18next from "i18next"
import { defaultLanguage, fallbackLanguage, type Language } from "#core/domain/language.ts"

type Texts = Readonly<Record<string, string>>

/**
 * A language's shell texts (the navbar, the footer, the cookie banner…), one chunk per language,
 * precached by the service worker. Pages and core's messages bring their own (below).
 */
const textsOf: Readonly<Record<Language, () => Promise<{ default: Texts }>>> = {
  fr: () => import("../locales/fr.json"),
  en: () => import("../locales/en.json")
}

/** The i18next instance: flat keys (core keys contain dots), French default, English fallback. */
export const i18n = i18next.createInstance()

void i18n.init({
  // Registered by the pages that put names in sentences (./french-elision.ts): the shell stays small.
  postProcess: ["elision"],
  lng: defaultLanguage,
  fallbackLng: fallbackLanguage,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false }
})

/**
 * A feature's own texts (web/features/<feature>/locales/{fr,en}.json), loaded with the feature's
 * chunk rather than with the shell, so the home page never carries the game's or the admin's words.
 */
export type FeatureTexts = Readonly<Record<Language, () => Promise<{ readonly default: Texts }>>>

const featureTexts = new Set<FeatureTexts>()
const loadedFeatureTexts = new Map<FeatureTexts, Set<Language>>()

const addFeatureBundle = async (texts: FeatureTexts, language: Language): Promise<void> => {
  const loaded = loadedFeatureTexts.get(texts) ?? new Set<Language>()
  if (loaded.has(language)) return
  const { default: words } = await texts[language]()
  i18n.addResourceBundle(language, "translation", words, true, true)
  loaded.add(language)
  loadedFeatureTexts.set(texts, loaded)
}

/**
 * Registers a feature's texts (or several sets: its own, core's messages…) and loads them in the
 * current language, together; a later language switch loads them too before the switch shows. Call
 * it at the top of the feature's page module (`await addFeatureTexts(gameTexts, coreTexts)`), so the
 * page renders with its words already there.
 */
export const addFeatureTexts = async (...sets: ReadonlyArray<FeatureTexts>): Promise<void> => {
  for (const texts of sets) featureTexts.add(texts)
  const current = (i18n.language as Language | undefined) ?? defaultLanguage
  const wanted = [...new Set([current, comingLanguage ?? current])]
  await Promise.all(sets.flatMap((texts) => wanted.map((language) => addFeatureBundle(texts, language))))
}

/**
 * core's messages (errors, validation, categories…), built to plain JSON at build time so no Schema
 * code comes along: a set of their own, which the home page never waits for. The pages that show
 * them (and the toaster) register them, the app loads them once the first page is on screen, and
 * every later page waits for them (web/app/guarded-routes.tsx).
 */
export const coreTexts: FeatureTexts = {
  fr: () => import("virtual:allez-core-catalog/fr"),
  en: () => import("virtual:allez-core-catalog/en")
}

/** The language being loaded, if a switch (or the start) is under way: a page fetched meanwhile loads its texts too. */
let comingLanguage: Language | undefined

const loadedShellTexts = new Set<Language>()

/** The shell's texts of a language (tracked apart: a page's texts may have come first, so `hasResourceBundle` cannot tell). */
const addShellBundle = async (language: Language): Promise<void> => {
  if (loadedShellTexts.has(language)) return
  const { default: shell } = await textsOf[language]()
  i18n.addResourceBundle(language, "translation", shell, true, true)
  loadedShellTexts.add(language)
}

/**
 * Makes a language ready (its texts loaded, the features' too) and switches i18next and the document
 * to it, unless another language was asked for meanwhile: says whether it switched.
 */
export const loadLanguageTexts = async (language: Language): Promise<boolean> => {
  comingLanguage = language
  await Promise.all([addShellBundle(language), ...[...featureTexts].map((texts) => addFeatureBundle(texts, language))])
  // Asked for another language meanwhile (the profile's, while the first one loaded): the last one asked wins.
  if (comingLanguage !== language) return false
  await i18n.changeLanguage(language)
  // The build renders pages in Node (web/prerender), where there is no document.
  if (typeof document !== "undefined") document.documentElement.lang = language
  return true
}
