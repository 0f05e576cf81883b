import { type Message, message } from "../domain/message.ts"
import type { GymEventError } from "./gym-event-errors.ts"

/** Texts of gym events' refusals and form rules, in both languages (i18next interpolation). */
export const gymEventMessages = {
  en: {
    "gymEvent.error.notAHost": "Your account is not a host. Ask the Allez! team to make it one for your gym.",
    "gymEvent.error.notFound": "There is no such event among yours.",
    "gymEvent.error.joinCodeUnknown": "No open event has this code. Check it on the poster.",
    "gymEvent.error.notOpen": "This event is not open now: games join it from an hour before it starts until it ends.",
    "gymEvent.error.screenRefused": "This screen link does not open anything. Ask the host for the current link.",
    "gymEvent.error.invalidWindow": "The event must end after it starts, at most {{hours}} hours later.",
    "gymEvent.error.packUnavailable": "The pack {{pack}} is not published: choose a published pack.",
    "gymEvent.error.noHostAccount": "No account uses the e-mail {{email}}. They must sign up first.",
    "gymEvent.error.hostNotFound": "This account is not a host.",
    "gymEvent.validation.name": "Give the event a name (1 to {{max}} characters).",
    "gymEvent.validation.gymName": "Give the gym's name (1 to {{max}} characters).",
    "gymEvent.validation.city": "Give the city (1 to {{max}} characters).",
    "gymEvent.validation.instant": "Enter a date and time.",
    "gymEvent.validation.packs": "Choose between 1 and {{max}} packs.",
    "gymEvent.validation.joinCode": "A code has 8 letters and digits, like ABCD-EFGH.",
    "gymEvent.validation.hiddenName": "Enter the name as it shows (1 to {{max}} characters).",
    "gymEvent.screen.group": "Group {{group}}"
  },
  fr: {
    "gymEvent.error.notAHost": "Ton compte n'est pas organisateur. Demande à l'équipe Allez! de l'ouvrir pour ta salle.",
    "gymEvent.error.notFound": "Cet événement n'existe pas parmi les tiens.",
    "gymEvent.error.joinCodeUnknown": "Aucun événement ouvert n'a ce code. Vérifie-le sur l'affiche.",
    "gymEvent.error.notOpen": "Cet événement n'est pas ouvert en ce moment : les parties le rejoignent d'une heure avant son début jusqu'à sa fin.",
    "gymEvent.error.screenRefused": "Ce lien d'écran n'ouvre rien. Demande le lien actuel à l'organisateur.",
    "gymEvent.error.invalidWindow": "L'événement doit finir après son début, au plus {{hours}} heures plus tard.",
    "gymEvent.error.packUnavailable": "Le pack {{pack}} n'est pas publié : choisis un pack publié.",
    "gymEvent.error.noHostAccount": "Aucun compte n'utilise l'e-mail {{email}}. La personne doit d'abord s'inscrire.",
    "gymEvent.error.hostNotFound": "Ce compte n'est pas organisateur.",
    "gymEvent.validation.name": "Donne un nom à l'événement (1 à {{max}} caractères).",
    "gymEvent.validation.gymName": "Donne le nom de la salle (1 à {{max}} caractères).",
    "gymEvent.validation.city": "Donne la ville (1 à {{max}} caractères).",
    "gymEvent.validation.instant": "Saisis une date et une heure.",
    "gymEvent.validation.packs": "Choisis entre 1 et {{max}} packs.",
    "gymEvent.validation.joinCode": "Un code a 8 lettres et chiffres, comme ABCD-EFGH.",
    "gymEvent.validation.hiddenName": "Saisis le nom tel qu'il s'affiche (1 à {{max}} caractères).",
    "gymEvent.screen.group": "Groupe {{group}}"
  }
} as const

/** The key of a gym event text. */
export type GymEventKey = keyof (typeof gymEventMessages)["en"]

/** A gym event text as a message. */
export const gymEventMessage = (key: GymEventKey, params?: Record<string, string | number>): Message => message(key, params)

/** The message a host, a group or a screen reads for each refusal of gym events. */
export const gymEventErrorMessage = (error: GymEventError): Message => {
  switch (error._tag) {
    case "NotHost":
      return gymEventMessage("gymEvent.error.notAHost")
    case "GymEventNotFound":
      return gymEventMessage("gymEvent.error.notFound")
    case "JoinCodeUnknown":
      return gymEventMessage("gymEvent.error.joinCodeUnknown")
    case "GymEventNotOpen":
      return gymEventMessage("gymEvent.error.notOpen")
    case "ScreenRefused":
      return gymEventMessage("gymEvent.error.screenRefused")
    case "InvalidEventWindow":
      return gymEventMessage("gymEvent.error.invalidWindow", { hours: error.maxHours })
    case "EventPackUnavailable":
      return gymEventMessage("gymEvent.error.packUnavailable", { pack: error.pack })
    case "NoHostAccount":
      return gymEventMessage("gymEvent.error.noHostAccount", { email: error.email })
    case "HostNotFound":
      return gymEventMessage("gymEvent.error.hostNotFound")
  }
}
