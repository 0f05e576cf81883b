import type { Language } from "#core/domain/language.ts"
import { chooseLanguage, languageCookie } from "#core/locale/locale.ts"
import { updatePreferredLanguage } from "./api/update-preferred-language.ts"
import { loadLanguageTexts } from "./i18n.ts"
import { readStored, storageKeys, writeStored } from "./local-storage.ts"
import { locale } from "./state/locale.ts"
import { profile, session } from "./state/session.ts"
import { toastError } from "./state/toasts.ts"

/** Keeps the language's cookie in step with the stored locale (a year; sent only to this site). */
export const rememberLanguage = (language: Language): void => {
  if (readStored(storageKeys.locale) === null) return
  const cookie = `${languageCookie}=${language}`
  if (document.cookie.split("; ").includes(cookie)) return
  const secure = location.protocol === "https:" ? "; Secure" : ""
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; the value is one of our language codes
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** Shows the app in a language: texts loaded, then the signal flips (everything re-renders live). */
export const showLanguage = async (language: Language): Promise<void> => {
  if (await loadLanguageTexts(language)) locale.value = language
}

/**
 * The footer switch: change live, keep it in local storage, and in the profile when signed in
 * (spec §4). A failed profile update keeps the change on this device and says so; the result
 * says whether the profile (if any) has the language now.
 */
export const switchLanguage = async (language: Language): Promise<boolean> => {
  writeStored(storageKeys.locale, language)
  rememberLanguage(language)
  await showLanguage(language)
  const user = profile.value
  if (user === null || user.preferredLanguage === language) return true
  const saved = await updatePreferredLanguage(language)
  if (!saved.ok) {
    toastError("error.generic")
    return false
  }
  if (session.value.status === "signed-in") session.value = { status: "signed-in", user: { ...session.value.user, preferredLanguage: language } }
  return true
}

/** After a session refresh: a signed-in user's preference wins over the stored locale (spec §9). */
export const followProfileLanguage = async (): Promise<void> => {
  // Without a profile or a stored choice, the language the app started in stays (the one the server chose).
  const chosen = chooseLanguage({ profileLanguage: profile.value?.preferredLanguage, storedLocale: readStored(storageKeys.locale) ?? locale.value })
  if (chosen === locale.value) return
  writeStored(storageKeys.locale, chosen)
  rememberLanguage(chosen)
  await showLanguage(chosen)
}
