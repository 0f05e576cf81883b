import type { Language } from "../domain/language.ts"
import { message } from "../domain/message.ts"
import { translatorFor } from "../i18n/catalog.ts"
import type { OutgoingMail } from "../ports/mailer.ts"
import type { TokenPurpose } from "../ports/token-repository.ts"
import { authMessages } from "./auth-messages.ts"

const text = translatorFor(authMessages)

/** Text made safe to place inside HTML (element content or a quoted attribute). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char)

const sections: Readonly<Record<TokenPurpose, "verify" | "reset" | "changeEmail" | "linkIdentity">> = {
  "verify-email": "verify",
  "reset-password": "reset",
  "change-email": "changeEmail",
  "link-identity": "linkIdentity"
}

/** Who receives an account e-mail, and in which language. */
export interface MailRecipient {
  readonly email: string
  readonly displayName: string
  readonly language: Language
}

/**
 * The e-mail that carries a one-time link, in the recipient's language, as plain text and as HTML
 * (every inserted value escaped). `params` fill the texts' other placeholders (the provider to link).
 * @example accountMail("reset-password", { email: "zoe@grimpe.fr", displayName: "Zoé", language: "fr" }, link, from)
 */
export const accountMail = (purpose: TokenPurpose, to: MailRecipient, link: string, from: string, params: Record<string, string> = {}): OutgoingMail =>
  composeMail(sections[purpose], to, link, from, params, "auth.mail.ignore")

/** What an account notice tells its owner: no token, a link to a page of the app. */
export type AccountNotice = "passwordChanged" | "emailChanged" | "identityLinked" | "accountDeleted"

/**
 * A notice to an account's owner (their password, e-mail or sign-in providers changed), in their language, with a link to the page that helps.
 * @example accountNotice("passwordChanged", recipient, "https://allez.example/auth/forgot-password", from)
 */
export const accountNotice = (notice: AccountNotice, to: MailRecipient, link: string, from: string, params: Record<string, string> = {}): OutgoingMail =>
  composeMail(notice, to, link, from, params, `auth.mail.${notice}.after`)

const composeMail = (section: string, to: MailRecipient, link: string, from: string, params: Record<string, string>, afterKey: string): OutgoingMail => {
  const say = (key: string, extra?: Record<string, string>) => text(to.language, message(key, { ...params, ...extra }))
  const greeting = say("auth.mail.greeting", { name: to.displayName })
  const body = say(`auth.mail.${section}.body`, { email: to.email })
  const action = say(`auth.mail.${section}.action`)
  const ignore = say(afterKey)
  const signature = say("auth.mail.signature")
  const html = [
    `<!doctype html><html lang="${to.language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:smaller">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    "</body></html>"
  ].join("\n")
  return {
    to: to.email,
    from,
    subject: say(`auth.mail.${section}.subject`),
    text: [greeting, "", body, link, "", ignore, "", signature].join("\n"),
    html
  }
}
