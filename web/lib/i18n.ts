import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import { defaultLanguage, fallbackLanguage, type Language } from "../../core/domain/language.ts"

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

/** Makes a language ready (its texts loaded) and switches i18next and the document to it. */
export const loadLanguageTexts = async (language: Language): Promise<void> => {
  if (!i18n.hasResourceBundle(language, "translation")) {
    const [core, web] = await textsOf[language]()
    i18n.addResourceBundle(language, "translation", mergeTexts(core?.default ?? {}, web?.default ?? {}), true, true)
  }
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}
