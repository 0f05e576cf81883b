import { defaultLanguage, type Language, languages } from "../domain/language.ts"

/**
 * The cookie in which the app tells the server the language it shows (web/lib/language.ts), so the
 * server sends prerendered pages in it (api/routes/web-app.ts).
 */
export const languageCookie = "locale"

/**
 * Reads a locale tag leniently: case, surrounding spaces and a region or script suffix are ignored.
 * @example parseLocale("en-GB") // "en"; parseLocale("de") // undefined
 */
export const parseLocale = (raw: unknown): Language | undefined => {
  if (typeof raw !== "string") return undefined
  const primary =
    raw
      .trim()
      .toLowerCase()
      .split(/[-_.@]/, 1)[0] ?? ""
  return languages.find((language) => language === primary)
}

/** Picks the language (spec §9): the profile's preference wins, then a valid stored locale, else French. */
export const chooseLanguage = (input: { readonly profileLanguage?: Language | undefined; readonly storedLocale?: unknown }): Language =>
  input.profileLanguage ?? parseLocale(input.storedLocale) ?? defaultLanguage
