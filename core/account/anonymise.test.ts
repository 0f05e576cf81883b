import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { UserId } from "../domain/ids.ts"
import { htmlOf } from "../messages/messages.ts"
import type { NewAuditEntry } from "../ports/audit-repository.ts"
import type { StoredMessage } from "../ports/message-repository.ts"
import { anonymiseAuditEntry, anonymiseMessage, isAuditNaming, isMessageBy } from "./anonymise.ts"

const person = { id: UserId.make("u-zoe-41"), email: "Zoe.Martin@grimpe.fr", formerEmails: ["zoe.ancienne@grimpe.fr"], language: "fr" } as const
const mentions = (value: unknown) => {
  const text = JSON.stringify(value).toLowerCase()
  return text.includes(person.id) || [person.email, ...person.formerEmails].some((email) => text.includes(email.toLowerCase()))
}

/** A contact message as Messages.sendContact stores it, signed with a name and the address (any case). */
const contactFrom = (name: string, words: string, email: string): StoredMessage => {
  const text = `${words}\n\n— ${name} <${email}>`
  return {
    id: "m-1",
    createdAt: "2026-11-01T10:00:00.000Z",
    to: "contact@allez.example",
    from: email,
    name,
    category: "contact",
    author: person.id,
    message: { subject: `About ${email}`, text, html: htmlOf(text) }
  }
}

const caseOf = (text: string, flips: ReadonlyArray<boolean>) =>
  [...text].map((char, i) => (flips[i % flips.length] ? char.toUpperCase() : char.toLowerCase())).join("")

describe("anonymising what an erased person leaves", () => {
  it("keeps a message's words and drops every trace of its author, whatever the name, words and case", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 25 }).filter((name) => name.trim() !== ""),
        fc.string({ maxLength: 200 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (name, words, flips) => {
          fc.pre(!words.includes("—") && !mentions(words))
          const message = contactFrom(name, words, caseOf(person.email, flips))
          expect(isMessageBy(message, person)).toBe(true)
          const kept = anonymiseMessage(message, person)
          expect(mentions(kept)).toBe(false)
          expect(JSON.stringify(kept)).not.toContain(`— ${name} <`)
          expect(kept.author).toBeUndefined()
          expect(kept.name).toBeUndefined()
          expect(kept.message.text.startsWith(words)).toBe(true)
        }
      )
    )
  })

  it("takes out the addresses the account had before, wherever they are: sender, signature, words, audit details", () => {
    const former = person.formerEmails[0].toUpperCase()
    const old = { ...contactFrom("Zoé", `J'écrivais de ${former}`, former), author: undefined }
    expect(isMessageBy(old, person)).toBe(true)
    const kept = anonymiseMessage(old, person)
    expect(mentions(kept)).toBe(false)
    expect(kept).toMatchObject({ from: "deleted-account" })
    const grant: NewAuditEntry = {
      at: "2026-11-01T10:00:00.000Z",
      actor: { userId: UserId.make("u-ben"), email: "ben@grimpe.fr", via: "admin-area" },
      action: "admin.grant",
      target: `user:${person.id}`,
      details: { email: former }
    }
    expect(mentions(anonymiseAuditEntry(grant, person))).toBe(false)
    expect(anonymiseAuditEntry(grant, person).actor).toEqual(grant.actor)
  })

  it("does not count someone else's message as the person's", () => {
    const other = { ...contactFrom("Ben", "Salut", "ben@grimpe.fr"), author: UserId.make("u-ben") }
    expect(isMessageBy(other, person)).toBe(false)
  })

  it("keeps the author and name of someone else's message that gave the person's address, and takes only the address out", () => {
    const typed = { ...contactFrom("Ben", "Salut", person.email), author: UserId.make("u-ben") }
    const kept = anonymiseMessage(typed, person)
    expect(mentions(kept)).toBe(false)
    expect(kept).toMatchObject({ author: "u-ben", name: "Ben", from: "deleted-account" })
    expect(kept.message.text).toBe("Salut\n\n— Ben <deleted-account>")
  })

  it("rewrites an audit entry naming the person as actor, target or detail, and leaves the others as they were", () => {
    const byThem: NewAuditEntry = {
      at: "2026-11-01T10:00:00.000Z",
      actor: { userId: person.id, email: person.email.toUpperCase(), via: "admin-area" },
      action: "admin.grant",
      target: `user:${person.id}`,
      details: { email: person.email, list: ["a", person.id], count: 2 }
    }
    expect(isAuditNaming(byThem, person)).toBe(true)
    const kept = anonymiseAuditEntry(byThem, person)
    expect(mentions(kept)).toBe(false)
    expect(kept).toMatchObject({ action: "admin.grant", target: "user:deleted-account", actor: { userId: null, email: null, via: "admin-area" } })
    expect(kept.details.count).toBe(2)

    const unrelated: NewAuditEntry = {
      ...byThem,
      actor: { userId: UserId.make("u-ben"), email: "ben@grimpe.fr", via: "cli" },
      target: "pack:base",
      details: {}
    }
    expect(isAuditNaming(unrelated, person)).toBe(false)
    expect(anonymiseAuditEntry(unrelated, person)).toEqual(unrelated)
  })
})
