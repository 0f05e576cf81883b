import type { i18n as I18n, TFunction } from "i18next"
import { useMemo, useSyncExternalStore } from "react"
import { i18n } from "./i18n.ts"

const onLanguageChange = (changed: () => void): (() => void) => {
  i18n.on("languageChanged", changed)
  return () => i18n.off("languageChanged", changed)
}

const currentLanguage = (): string => i18n.language

/**
 * The words of the language on screen: `t` is bound to it, and a component re-renders when the
 * language changes. All react-i18next's hook did for us (one instance, one namespace, texts loaded
 * before a page or a language shows: web/lib/i18n.ts), in a tenth of its weight on the home page.
 */
export const useTranslation = (): { readonly t: TFunction; readonly i18n: I18n } => {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage)
  const t = useMemo(() => i18n.getFixedT(language), [language])
  return { t, i18n }
}
