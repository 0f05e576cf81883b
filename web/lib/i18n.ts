import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import { defaultLanguage, fallbackLanguage, type Language } from "#core/domain/language.ts"

type Texts = Readonly<Record<string, string>>

/**
 * A language's texts: core's catalog (built to plain JSON at build time, so no Schema code comes
 * along) and the web's own, one pair of chunks per language, precached by the service worker.
 */
const textsOf: Readonly<Record<Language, () => Promise<ReadonlyArray<{ default: Texts }>>>> = {
  fr: () => Promise.all([import("virtual:allez-core-catalog/fr"), import("../locales/fr.json")]),
  en: () => Promise.all([import("virtual:allez-core-catalog/en"), import("../locales/en.json")])
}

/** The i18next instance: flat keys (core keys contain dots), French default, English fallback. */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: fallbackLanguage,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false }
})

/** Merges core's catalog (errors, validation, categories…) with the web's texts of a language. */
export const mergeTexts = (core: Texts, web: Texts): Texts => ({ ...core, ...web })

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
 * Registers a feature's texts and loads them in the current language; a later language switch
 * loads them too before the switch shows. Call it at the top of the feature's page module
 * (`await addFeatureTexts(gameTexts)`), so the page renders with its words already there.
 */
export const addFeatureTexts = async (texts: FeatureTexts): Promise<void> => {
  featureTexts.add(texts)
  const current = (i18n.language as Language | undefined) ?? defaultLanguage
  await Promise.all([...new Set([current, comingLanguage ?? current])].map((language) => addFeatureBundle(texts, language)))
}

/** The language being loaded, if a switch (or the start) is under way: a page fetched meanwhile loads its texts too. */
let comingLanguage: Language | undefined

/** Makes a language ready (its texts loaded, the features' too) and switches i18next and the document to it. */
export const loadLanguageTexts = async (language: Language): Promise<void> => {
  comingLanguage = language
  if (!i18n.hasResourceBundle(language, "translation")) {
    const [core, web] = await textsOf[language]()
    i18n.addResourceBundle(language, "translation", mergeTexts(core?.default ?? {}, web?.default ?? {}), true, true)
  }
  await Promise.all([...featureTexts].map((texts) => addFeatureBundle(texts, language)))
  await i18n.changeLanguage(language)
  // The build renders pages in Node (web/prerender), where there is no document.
  if (typeof document !== "undefined") document.documentElement.lang = language
}
