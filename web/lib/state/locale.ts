import { signal } from "@preact/signals-react"
import type { Language } from "#core/domain/language.ts"
import { chooseLanguage, parseLocale } from "#core/locale/locale.ts"
import { readStored, storageKeys } from "../local-storage.ts"

/** The language the server sent the page in (from the stored choice's cookie or Accept-Language), if any. */
const servedLanguage = (): Language | undefined => (typeof document === "undefined" ? undefined : parseLocale(document.documentElement.lang))

/** The language the app speaks now; the stored locale decides at start (spec §9), else the page's as served. */
export const locale = signal<Language>(chooseLanguage({ storedLocale: readStored(storageKeys.locale) ?? servedLanguage() }))
