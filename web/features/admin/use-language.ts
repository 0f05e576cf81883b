import type { Language } from "#core/domain/language.ts"
import { locale } from "../../lib/state/locale.ts"

/** The language the admin reads the app in (re-renders on a switch). */
export const useLanguage = (): Language => locale.value
