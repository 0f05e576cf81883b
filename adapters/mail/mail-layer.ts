import { randomBytes } from "node:crypto"
import { mkdir, rename, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import nodemailer from "nodemailer"
import type SMTPTransport from "nodemailer/lib/smtp-transport"
import { Mailer, type OutgoingMail } from "#core/ports/mailer.ts"

/** Where mail goes: an SMTP server, or .eml files in an outbox folder. */
export type MailTarget = { readonly kind: "smtp"; readonly url: string | SMTPTransport.Options } | { readonly kind: "outbox"; readonly dir: string }

const messageOf = (mail: OutgoingMail) => ({
  to: mail.to,
  from: mail.from,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  ...(mail.replyTo !== undefined && { replyTo: mail.replyTo })
})

/**
 * An e-mail address as logs may show it: the first letter of the name and of the domain, and the
 * domain's ending, enough to tell mails apart without writing anyone's address down.
 * @example maskEmail("ana.martin@grimpe.fr") // "a***@g***.fr"
 */
export const maskEmail = (address: string): string => {
  const at = address.lastIndexOf("@")
  if (at < 1) return "***"
  const domain = address.slice(at + 1)
  const dot = domain.lastIndexOf(".")
  const ending = dot > 0 ? domain.slice(dot) : ""
  return `${address[0]}***@${domain[0] ?? ""}***${ending}`
}

/**
 * Sends through SMTP with nodemailer. A refused or failed delivery is a fault of the
 * infrastructure: a defect, logged as a 500 by the driver.
 */
export const makeSmtpMailer = (url: string | SMTPTransport.Options): Layer.Layer<Mailer> =>
  Layer.scoped(
    Mailer,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(() => nodemailer.createTransport(url)),
        (transport) => Effect.sync(() => transport.close())
      ),
      (transport) => ({
        send: (mail: OutgoingMail) => Effect.asVoid(Effect.orDie(Effect.tryPromise(() => transport.sendMail(messageOf(mail)))))
      })
    )
  )

/**
 * Writes each mail as a real RFC 822 message (.eml, built by nodemailer) in `dir`, and logs the
 * file's path, so a person running locally can open the verification link.
 */
export const makeOutboxMailer = (dir: string, log: (line: Readonly<Record<string, unknown>>) => void): Layer.Layer<Mailer> =>
  Layer.sync(Mailer, () => {
    const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    return {
      send: (mail) =>
        Effect.orDie(
          Effect.tryPromise(async () => {
            const info = await builder.sendMail(messageOf(mail))
            await mkdir(dir, { recursive: true })
            const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`)
            // Written aside, then renamed: whoever reads the outbox (a person, a test) never finds half a mail.
            await writeFile(`${file}.part`, info.message)
            await rename(`${file}.part`, file)
            log({ level: "info", msg: "mail written to the outbox", to: maskEmail(mail.to), subject: mail.subject, file })
          })
        )
    }
  })

/** The mailer for a target. */
export const makeMailLayer = (target: MailTarget, log: (line: Readonly<Record<string, unknown>>) => void): Layer.Layer<Mailer> =>
  target.kind === "smtp" ? makeSmtpMailer(target.url) : makeOutboxMailer(target.dir, log)
