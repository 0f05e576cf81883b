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
  "auth.identityLinked": "{{provider}} is now linked to your account: sign in with it.",
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
  "auth.mail.changeEmail.action": "Confirm my new e-mail",
  "auth.mail.linkIdentity.subject": "Link {{provider}} to your Allez! account?",
  "auth.mail.linkIdentity.body":
    "Someone just signed in with {{provider}} using this e-mail address. To sign in to your Allez! account with {{provider}} from now on, open this link and confirm (valid for 1 hour, once):",
  "auth.mail.linkIdentity.action": "Link {{provider}} to my account",
  "auth.mail.passwordChanged.subject": "Your Allez! password was changed",
  "auth.mail.passwordChanged.body": "The password of your Allez! account was just changed, and every device signed in to it was signed out.",
  "auth.mail.passwordChanged.action": "Choose a new password",
  "auth.mail.passwordChanged.after": "If it was you, there is nothing else to do. If it was not, choose a new password at once with the link above.",
  "auth.mail.emailChanged.subject": "Your Allez! e-mail address was changed",
  "auth.mail.emailChanged.body": "Your Allez! account now uses the address {{newEmail}}, and your other devices were signed out.",
  "auth.mail.emailChanged.action": "Contact us",
  "auth.mail.emailChanged.after": "If it was you, there is nothing else to do. If it was not, write to us at once from the contact page.",
  "auth.mail.identityLinked.subject": "{{provider}} is now linked to your Allez! account",
  "auth.mail.identityLinked.body": "From now on you can sign in to your Allez! account with {{provider}}.",
  "auth.mail.identityLinked.action": "Contact us",
  "auth.mail.identityLinked.after": "If it was you, there is nothing else to do. If it was not, write to us at once from the contact page.",
  "auth.mail.accountDeleted.subject": "Your Allez! account has been deleted",
  "auth.mail.accountDeleted.body":
    "As asked, the Allez! account {{email}} has been deleted, with everything tied to it: your profile and photo, your games, your bag, your packs, your sign-in links and your sessions. Your messages to the team no longer name you. The records of your payments are kept, as accounting law requires, but no longer name you either. This e-mail is the last we send to this address.",
  "auth.mail.accountDeleted.action": "Contact us",
  "auth.mail.accountDeleted.after": "If you did not ask for this, write to us at once from the contact page."
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
  "auth.identityLinked": "{{provider}} est maintenant relié à ton compte : connecte-toi avec.",
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
  "auth.mail.changeEmail.action": "Confirmer ma nouvelle adresse",
  "auth.mail.linkIdentity.subject": "Relier {{provider}} à ton compte Allez! ?",
  "auth.mail.linkIdentity.body":
    "Quelqu'un vient de se connecter avec {{provider}} en utilisant cette adresse e-mail. Pour te connecter désormais à ton compte Allez! avec {{provider}}, ouvre ce lien et confirme (valable 1 heure, une seule fois) :",
  "auth.mail.linkIdentity.action": "Relier {{provider}} à mon compte",
  "auth.mail.passwordChanged.subject": "Ton mot de passe Allez! a été changé",
  "auth.mail.passwordChanged.body":
    "Le mot de passe de ton compte Allez! vient d'être changé, et tous les appareils connectés à ton compte ont été déconnectés.",
  "auth.mail.passwordChanged.action": "Choisir un nouveau mot de passe",
  "auth.mail.passwordChanged.after":
    "Si c'était toi, tu n'as rien d'autre à faire. Sinon, choisis tout de suite un nouveau mot de passe avec le lien ci-dessus.",
  "auth.mail.emailChanged.subject": "Ton adresse e-mail Allez! a été changée",
  "auth.mail.emailChanged.body": "Ton compte Allez! utilise maintenant l'adresse {{newEmail}}, et tes autres appareils ont été déconnectés.",
  "auth.mail.emailChanged.action": "Nous contacter",
  "auth.mail.emailChanged.after": "Si c'était toi, tu n'as rien d'autre à faire. Sinon, écris-nous tout de suite depuis la page de contact.",
  "auth.mail.identityLinked.subject": "{{provider}} est maintenant relié à ton compte Allez!",
  "auth.mail.identityLinked.body": "Tu peux désormais te connecter à ton compte Allez! avec {{provider}}.",
  "auth.mail.identityLinked.action": "Nous contacter",
  "auth.mail.identityLinked.after": "Si c'était toi, tu n'as rien d'autre à faire. Sinon, écris-nous tout de suite depuis la page de contact.",
  "auth.mail.accountDeleted.subject": "Ton compte Allez! a été supprimé",
  "auth.mail.accountDeleted.body":
    "Comme demandé, le compte Allez! {{email}} a été supprimé, avec tout ce qui s'y rattachait : ton profil et ta photo, tes parties, ton panier, tes packs, tes connexions Google ou Facebook et tes sessions. Tes messages à l'équipe ne te nomment plus. Les traces de tes paiements sont conservées, comme la loi comptable l'exige, mais elles ne te nomment plus non plus. Cet e-mail est le dernier que nous envoyons à cette adresse.",
  "auth.mail.accountDeleted.action": "Nous contacter",
  "auth.mail.accountDeleted.after": "Si tu n'as rien demandé, écris-nous tout de suite depuis la page de contact."
}

/** The account texts in both languages. */
export const authMessages: Readonly<Record<Language, Readonly<Record<AuthKey, string>>>> = { en, fr }
