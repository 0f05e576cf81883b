import type { Language } from "../core/domain/language.ts"
import type { Message } from "../core/domain/message.ts"
import { gameMessages } from "../core/game/messages.ts"
import { validationMessages } from "../core/i18n/validation.ts"
import { storeMessages } from "../core/store/messages.ts"

/** The API's own texts: refusals of the HTTP edge that no screen of the spec words. */
const en = {
  "api.error.invalidJson": "The request body is not valid JSON.",
  "api.error.unsupportedMediaType": "Send the request body as JSON (Content-Type: application/json).",
  "api.error.invalidInput": "Some fields are not valid.",
  "api.error.emailNotEditable": "The e-mail address is changed from the account settings, not here.",
  "api.error.photoNotEditable": "The profile photo is changed by uploading an image, not here.",
  "api.error.packsNotEditable": "Packs are added to your profile by purchases only.",
  "api.error.unauthenticated": "Please sign in to continue.",
  "api.error.notGameOwner": "You are not authorized to access this game.",
  "api.error.notAdmin": "You are not authorized to access this page.",
  "api.error.gameNotFound": "Game not found: it does not exist or has expired.",
  "api.error.versionConflict": "This game has changed on another device: here is its current state.",
  "api.error.payloadTooLarge": "The request is too large: {{max}} KB at most.",
  "api.error.crossSite": "This request comes from another site and was refused.",
  "api.error.routeNotFound": "There is nothing at {{path}}.",
  "api.error.generic": "An error occured. Please try again later or refresh the page.",
  "api.error.emailTaken": "This email is already used.",
  "api.contact.sent": "Your message has been sent successfully."
} as const

export type ApiKey = keyof typeof en

const fr: Record<ApiKey, string> = {
  "api.error.invalidJson": "Le corps de la requête n'est pas du JSON valide.",
  "api.error.unsupportedMediaType": "Envoie le corps de la requête en JSON (Content-Type: application/json).",
  "api.error.invalidInput": "Certains champs ne sont pas valides.",
  "api.error.emailNotEditable": "L'adresse e-mail se change dans les paramètres du compte, pas ici.",
  "api.error.photoNotEditable": "La photo de profil se change en envoyant une image, pas ici.",
  "api.error.packsNotEditable": "Les packs s'ajoutent au profil par un achat uniquement.",
  "api.error.unauthenticated": "Connecte-toi pour continuer.",
  "api.error.notGameOwner": "Tu n'es pas autorisé à accéder à cette partie.",
  "api.error.notAdmin": "Tu n'es pas autorisé à accéder à cette page.",
  "api.error.gameNotFound": "Partie introuvable : elle n'existe pas ou a expiré.",
  "api.error.versionConflict": "Cette partie a changé sur un autre appareil : voici son état actuel.",
  "api.error.payloadTooLarge": "La requête est trop volumineuse : {{max}} Ko au maximum.",
  "api.error.crossSite": "Cette requête vient d'un autre site et a été refusée.",
  "api.error.routeNotFound": "Il n'y a rien à l'adresse {{path}}.",
  "api.error.generic": "Une erreur s'est produite. Réessaie plus tard ou rafraîchis la page.",
  "api.error.emailTaken": "Cet e-mail est déjà utilisé.",
  "api.contact.sent": "Ton message a bien été envoyé."
}

/** The API texts in both languages (checked for parity by a test). */
export const apiMessages: Readonly<Record<Language, Readonly<Record<ApiKey, string>>>> = { en, fr }

const interpolate = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })

/** A message (core's or the API's) as text in `language`. */
export const describe = (language: Language, message: Message): string => {
  const catalogs: ReadonlyArray<Readonly<Record<string, string>>> = [
    gameMessages[language],
    validationMessages[language],
    storeMessages[language],
    apiMessages[language]
  ]
  const template = catalogs.find((catalog) => message.key in catalog)?.[message.key] ?? message.key
  return interpolate(template, message.params)
}
