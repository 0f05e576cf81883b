import { htmlOf } from "../messages/messages.ts"
import type { NewAuditEntry } from "../ports/audit-repository.ts"
import type { StoredMessage } from "../ports/message-repository.ts"
import { addressesOf, type Person } from "./personal-data.ts"

/** What replaces an erased person's id or address in the records we keep. */
export const erasedMark = "deleted-account"

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The text with every mention of each address (any case) replaced. */
const withoutAddresses = (text: string, emails: ReadonlyArray<string>): string =>
  emails.reduce((kept, email) => (email === "" ? kept : kept.replace(new RegExp(escapeRegExp(email), "gi"), erasedMark)), text)

/** True when the text is one of the person's addresses, current or former (any case). */
const isAddressOf = (text: string, person: Person): boolean => addressesOf(person).some((email) => sameText(text, email))

/** True when the message was sent by this person: signed in as them, or from one of their addresses. */
export const isMessageBy = (message: StoredMessage, person: Person): boolean => message.author === person.id || isAddressOf(message.from, person)

/**
 * A message of an erased person, kept for the team without naming them: no author, no name, no
 * address, current or former (in the sender or in the text, the contact form's signature included).
 * The words stay. Someone else's message that merely typed one of the person's addresses keeps its
 * author and name: only the address goes.
 */
export const anonymiseMessage = (message: StoredMessage, person: Person): StoredMessage => {
  const isTheirs = message.author === person.id || (message.author === undefined && isAddressOf(message.from, person))
  const { author, name, ...rest } = message
  const clean = (text: string) => {
    const unsigned = !isTheirs || name === undefined ? text : text.split(`— ${name} <`).join(`— ${erasedMark} <`)
    return withoutAddresses(unsigned, addressesOf(person))
  }
  const text = clean(message.message.text)
  return {
    ...rest,
    ...(!isTheirs && author !== undefined && { author }),
    ...(!isTheirs && name !== undefined && { name }),
    from: isAddressOf(message.from, person) ? erasedMark : message.from,
    message: { subject: clean(message.message.subject), text, html: htmlOf(text) }
  }
}

const namesPerson = (value: string, person: Person) => value === person.id || isAddressOf(value, person) || value === `user:${person.id}`

/** True when the audit entry names this person: as the admin who wrote, as its target, or in its details. */
export const isAuditNaming = (entry: NewAuditEntry, person: Person): boolean =>
  entry.actor.userId === person.id ||
  (entry.actor.email !== null && isAddressOf(entry.actor.email, person)) ||
  namesPerson(entry.target, person) ||
  Object.values(entry.details).some((value) =>
    typeof value === "string" ? namesPerson(value, person) : Array.isArray(value) && value.some((item) => namesPerson(item, person))
  )

/** An audit entry that no longer names the erased person; what was done, and when, stay. */
export const anonymiseAuditEntry = (entry: NewAuditEntry, person: Person): NewAuditEntry => {
  const scrub = (value: string) => (namesPerson(value, person) ? (value.startsWith("user:") ? `user:${erasedMark}` : erasedMark) : value)
  return {
    ...entry,
    actor: {
      ...entry.actor,
      userId: entry.actor.userId === person.id ? null : entry.actor.userId,
      email: entry.actor.email !== null && isAddressOf(entry.actor.email, person) ? null : entry.actor.email
    },
    target: scrub(entry.target),
    details: Object.fromEntries(
      Object.entries(entry.details).map(([key, value]) => [
        key,
        typeof value === "string" ? scrub(value) : Array.isArray(value) ? value.map((item: string) => scrub(item)) : value
      ])
    )
  }
}
