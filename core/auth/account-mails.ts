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

const sections: Readonly<Record<TokenPurpose, "verify" | "reset" | "changeEmail">> = {
  "verify-email": "verify",
  "reset-password": "reset",
  "change-email": "changeEmail"
}

/** Who receives an account e-mail, and in which language. */
export interface MailRecipient {
  readonly email: string
  readonly displayName: string
  readonly language: Language
}

/**
 * The e-mail that carries a one-time link, in the recipient's language, as plain text and as HTML
 * (every inserted value escaped).
 * @example accountMail("reset-password", { email: "zoe@grimpe.fr", displayName: "Zoé", language: "fr" }, link, from)
 */
export const accountMail = (purpose: TokenPurpose, to: MailRecipient, link: string, from: string): OutgoingMail => {
  const section = sections[purpose]
  const say = (key: string, params?: Record<string, string>) => text(to.language, message(key, params))
  const greeting = say("auth.mail.greeting", { name: to.displayName })
  const body = say(`auth.mail.${section}.body`, { email: to.email })
  const action = say(`auth.mail.${section}.action`)
  const ignore = say("auth.mail.ignore")
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
