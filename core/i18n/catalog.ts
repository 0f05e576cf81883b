import { accountMessages } from "../account/account-messages.ts"
import { adminMessages } from "../admin/admin-messages.ts"
import { authMessages } from "../auth/auth-messages.ts"
import type { Language } from "../domain/language.ts"
import { fallbackLanguage } from "../domain/language.ts"
import type { Message } from "../domain/message.ts"
import { gameMessages } from "../game/messages.ts"
import { gymEventMessages } from "../gym-events/gym-event-messages.ts"
import { checkoutMessages } from "../store/checkout-messages.ts"
import { storeMessages } from "../store/messages.ts"
import { categoryMessages } from "./categories.ts"
import { errorMessages } from "./errors.ts"
import { validationMessages } from "./validation.ts"

/** A module's texts: one key → text table per language. */
export type ModuleCatalog = Readonly<Record<Language, Readonly<Record<string, string>>>>

/** Every module that brings texts, by name; a key belongs to exactly one of them. */
export const moduleCatalogs: Readonly<Record<string, ModuleCatalog>> = {
  validation: validationMessages,
  errors: errorMessages,
  game: gameMessages,
  store: storeMessages,
  categories: categoryMessages,
  auth: authMessages,
  checkout: checkoutMessages,
  admin: adminMessages,
  account: accountMessages,
  gymEvent: gymEventMessages
}

const mergeIn = (language: Language): Readonly<Record<string, string>> =>
  Object.assign({}, ...Object.values(moduleCatalogs).map((catalog) => catalog[language]))

/** All texts of the core, one table per language. */
export const catalogs: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en: mergeIn("en"), fr: mergeIn("fr") }

/**
 * Fills `{{name}}` placeholders (i18next syntax) with `params`; unknown ones are left as they are.
 * @example interpolate("Add at least {{min}} players", { min: 2 }) // "Add at least 2 players"
 */
export const interpolate = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })

/** A translator over `tables`: the message's text in a language, else in English, else its key. */
export const translatorFor =
  (tables: Readonly<Record<Language, Readonly<Record<string, string>>>>) =>
  (language: Language, message: Message): string =>
    interpolate(tables[language][message.key] ?? tables[fallbackLanguage][message.key] ?? message.key, message.params)

/**
 * A core message as text in `language`, falling back to English, then to the key itself.
 * @example translate("fr", { key: "error.generic" }) // "Une erreur est survenue. …"
 */
export const translate: (language: Language, message: Message) => string = translatorFor(catalogs)
