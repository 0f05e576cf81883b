import type { Language } from "#core/domain/language.ts"
import type { Message } from "#core/domain/message.ts"
import { catalogs, interpolate, translate } from "#core/i18n/catalog.ts"
import { storeMessages } from "#core/store/messages.ts"

/** The API's own texts: refusals of the HTTP edge that no screen of the spec words. */
const en = {
  "api.error.invalidJson": "The request body is not valid JSON.",
  "api.error.unsupportedMediaType": "Send the request body as JSON (Content-Type: application/json).",
  "api.error.invalidInput": "Some fields are not valid.",
  "api.error.emailNotEditable": "The e-mail address is changed from the account settings, not here.",
  "api.error.photoNotEditable": "The profile photo is changed by uploading an image, not here.",
  "api.error.packsNotEditable": "Packs are added to your profile by purchases only.",
  "api.error.unauthenticated": "Please sign in to continue.",
  "api.error.versionConflict": "This game has changed on another device: here is its current state.",
  "api.error.payloadTooLarge": "The request is too large: {{max}} KB at most.",
  "api.error.crossSite": "This request comes from another site and was refused.",
  "api.error.routeNotFound": "There is nothing at {{path}}.",
  "api.error.packNotFound": "There is no pack {{pack}}.",
  "api.error.disclaimerRequired": "Accept the disclaimer before starting a game.",
  "api.error.avatarNotAvailable": "The colour set {{avatar}} comes with the special pack.",
  "api.error.severalActionsAtOnce": "Save one setting at a time: each change has its own human check."
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
  "api.error.versionConflict": "Cette partie a changé sur un autre appareil : voici son état actuel.",
  "api.error.payloadTooLarge": "La requête est trop volumineuse : {{max}} Ko au maximum.",
  "api.error.crossSite": "Cette requête vient d'un autre site et a été refusée.",
  "api.error.routeNotFound": "Il n'y a rien à l'adresse {{path}}.",
  "api.error.packNotFound": "Il n'y a pas de pack {{pack}}.",
  "api.error.disclaimerRequired": "Accepte l'avertissement avant de lancer une partie.",
  "api.error.avatarNotAvailable": "Les couleurs {{avatar}} viennent avec le pack spécial.",
  "api.error.severalActionsAtOnce": "Enregistre un réglage à la fois : chaque changement a sa propre vérification."
}

/** The API texts in both languages (checked for parity by a test). */
export const apiMessages: Readonly<Record<Language, Readonly<Record<ApiKey, string>>>> = { en, fr }

/** Catalogs the core does not merge (yet) but whose keys the API answers with. */
const extraCatalogs: Readonly<Record<Language, ReadonlyArray<Readonly<Record<string, string>>>>> = {
  en: [apiMessages.en, storeMessages.en],
  fr: [apiMessages.fr, storeMessages.fr]
}

/** A message (core's or the API's) as text in `language`: the core's translate, or the API's own texts. */
export const describe = (language: Language, message: Message): string => {
  if (message.key in catalogs[language]) return translate(language, message)
  const template = extraCatalogs[language].find((catalog) => message.key in catalog)?.[message.key]
  return template === undefined ? translate(language, message) : interpolate(template, message.params)
}
