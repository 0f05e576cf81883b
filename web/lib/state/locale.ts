import { signal } from "@preact/signals-react"
import type { Language } from "#core/domain/language.ts"
import { chooseLanguage } from "#core/locale/locale.ts"
import { readStored, storageKeys } from "../local-storage.ts"

/** The language the app speaks now; the stored locale decides at start (spec §9). */
export const locale = signal<Language>(chooseLanguage({ storedLocale: readStored(storageKeys.locale) }))
