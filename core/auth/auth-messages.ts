import type { Language } from "../domain/language.ts"

/** The account texts: refusals the spec does not word, outcomes, and the account e-mails. */
const en = {
  "auth.error.invalidLink": "This link is invalid or has expired. Ask for a new one.",
  "auth.error.socialAccount": "This account signs in with Google or Facebook: its e-mail and password are managed there.",
  "auth.error.providerNotConfigured": "Sign-in with {{provider}} is not configured on this server.",
  "auth.error.unsupportedImage": "Choose a PNG, JPEG, WebP or GIF image.",
  "auth.error.fileMissing": "Choose one image file to upload.",
  "auth.signedOut": "You are signed out.",
  "auth.verificationSent": "We sent you an e-mail to confirm your address.",
  "auth.emailVerified": "Your e-mail address is confirmed.",
  "auth.passwordChanged": "Your password has been changed. Sign in with the new one.",
  "auth.emailChangeSent": "We sent a confirmation link to {{email}}. Your address changes once you open it.",
  "auth.photoRemoved": "Your profile image has been removed.",
  "auth.mail.greeting": "Hello {{name}},",
  "auth.mail.ignore": "If you did not ask for this, ignore this e-mail: nothing will change.",
  "auth.mail.signature": "The Allez! team",
  "auth.mail.verify.subject": "Confirm your e-mail address for Allez!",
  "auth.mail.verify.body": "Welcome to Allez! Confirm your e-mail address by opening this link (valid for 48 hours):",
  "auth.mail.verify.action": "Confirm my e-mail",
  "auth.mail.reset.subject": "Reset your Allez! password",
  "auth.mail.reset.body": "To choose a new password, open this link (valid for 1 hour, once):",
  "auth.mail.reset.action": "Choose a new password",
  "auth.mail.changeEmail.subject": "Confirm your new e-mail address for Allez!",
  "auth.mail.changeEmail.body": "To use {{email}} for your Allez! account, open this link (valid for 24 hours, once):",
  "auth.mail.changeEmail.action": "Confirm my new e-mail"
} as const

export type AuthKey = keyof typeof en

const fr: Record<AuthKey, string> = {
  "auth.error.invalidLink": "Ce lien n'est pas valide ou a expiré. Demandes-en un nouveau.",
  "auth.error.socialAccount": "Ce compte se connecte avec Google ou Facebook : son e-mail et son mot de passe se gèrent là-bas.",
  "auth.error.providerNotConfigured": "La connexion avec {{provider}} n'est pas configurée sur ce serveur.",
  "auth.error.unsupportedImage": "Choisis une image PNG, JPEG, WebP ou GIF.",
  "auth.error.fileMissing": "Choisis un fichier image à envoyer.",
  "auth.signedOut": "Tu es déconnecté·e.",
  "auth.verificationSent": "On t'a envoyé un e-mail pour confirmer ton adresse.",
  "auth.emailVerified": "Ton adresse e-mail est confirmée.",
  "auth.passwordChanged": "Ton mot de passe a été changé. Connecte-toi avec le nouveau.",
  "auth.emailChangeSent": "On a envoyé un lien de confirmation à {{email}}. Ton adresse change dès que tu l'ouvres.",
  "auth.photoRemoved": "Ton image de profil a été supprimée.",
  "auth.mail.greeting": "Salut {{name}},",
  "auth.mail.ignore": "Si tu n'as rien demandé, ignore cet e-mail : rien ne changera.",
  "auth.mail.signature": "L'équipe Allez!",
  "auth.mail.verify.subject": "Confirme ton adresse e-mail pour Allez!",
  "auth.mail.verify.body": "Bienvenue sur Allez! Confirme ton adresse e-mail en ouvrant ce lien (valable 48 heures) :",
  "auth.mail.verify.action": "Confirmer mon e-mail",
  "auth.mail.reset.subject": "Réinitialise ton mot de passe Allez!",
  "auth.mail.reset.body": "Pour choisir un nouveau mot de passe, ouvre ce lien (valable 1 heure, une seule fois) :",
  "auth.mail.reset.action": "Choisir un nouveau mot de passe",
  "auth.mail.changeEmail.subject": "Confirme ta nouvelle adresse e-mail pour Allez!",
  "auth.mail.changeEmail.body": "Pour utiliser {{email}} avec ton compte Allez!, ouvre ce lien (valable 24 heures, une seule fois) :",
  "auth.mail.changeEmail.action": "Confirmer ma nouvelle adresse"
}

/** The account texts in both languages. */
export const authMessages: Readonly<Record<Language, Readonly<Record<AuthKey, string>>>> = { en, fr }
