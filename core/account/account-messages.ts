import type { Language } from "../domain/language.ts"
import { type Message, message } from "../domain/message.ts"
import type { DeletionNeedsRecentLogin, LastAdmin, NoAccountWithEmail } from "./data-rights-errors.ts"

/** The texts of the export and the deletion of an account, in both languages. */
const en = {
  "account.error.recentLoginToDelete": "Please log out and log back in to delete your account.",
  "account.error.lastAdmin": "You are the last admin: give the admin role to someone else before deleting your account.",
  "account.error.noAccount": "No account uses the e-mail {{email}}.",
  "account.deleted": "Your account has been deleted. A confirmation e-mail is on its way."
} as const

export type AccountKey = keyof typeof en

const fr: Record<AccountKey, string> = {
  "account.error.recentLoginToDelete": "Déconnecte-toi puis reconnecte-toi pour supprimer ton compte.",
  "account.error.lastAdmin": "Tu es le dernier admin : donne le rôle d'admin à quelqu'un d'autre avant de supprimer ton compte.",
  "account.error.noAccount": "Aucun compte n'utilise l'adresse {{email}}.",
  "account.deleted": "Ton compte a été supprimé. Un e-mail de confirmation est en route."
}

export const accountMessages: Readonly<Record<Language, Readonly<Record<AccountKey, string>>>> = { en, fr }

/** The message of a refusal of the data-rights service. */
export const accountErrorMessage = (error: DeletionNeedsRecentLogin | LastAdmin | NoAccountWithEmail): Message => {
  switch (error._tag) {
    case "DeletionNeedsRecentLogin":
      return message("account.error.recentLoginToDelete")
    case "LastAdmin":
      return message("account.error.lastAdmin")
    case "NoAccountWithEmail":
      return message("account.error.noAccount", { email: error.email })
  }
}
