import { Clock, Context, Effect, Option } from "effect"
import { accountNotice } from "../auth/account-mails.ts"
import { isRecentLogin } from "../auth/auth-policy.ts"
import type { Language } from "../domain/language.ts"
import { AuditRepository } from "../ports/audit-repository.ts"
import { Checkout } from "../ports/checkout.ts"
import { CredentialRepository } from "../ports/credential-repository.ts"
import { ErasedBytes } from "../ports/erased-bytes.ts"
import { FileStore } from "../ports/file-store.ts"
import { GameHistory } from "../ports/game-history.ts"
import { GameRepository } from "../ports/game-repository.ts"
import { GymEventRepository } from "../ports/gym-event-repository.ts"
import { IdGenerator } from "../ports/id-generator.ts"
import { Mailer } from "../ports/mailer.ts"
import { MessageRepository, type StoredMessage } from "../ports/message-repository.ts"
import { PaymentRepository } from "../ports/payment-repository.ts"
import { SessionRepository, type StoredSession } from "../ports/session-repository.ts"
import { TokenPurpose, TokenRepository } from "../ports/token-repository.ts"
import { UserRepository } from "../ports/user-repository.ts"
import { isAdmin, type UserProfile } from "../profile/profile.ts"
import { anonymiseAuditEntry, anonymiseMessage, isAuditNaming } from "./anonymise.ts"
import { DeletionNeedsRecentLogin, LastAdmin, NoAccountWithEmail } from "./data-rights-errors.ts"
import { addressesOf, type Person, type PersonalDataStore, personalData } from "./personal-data.ts"

export { DeletionNeedsRecentLogin, LastAdmin, NoAccountWithEmail } from "./data-rights-errors.ts"

/** What the data-rights service is told by its composition root. */
export class DataRightsConfig extends Context.Tag("Account/DataRightsConfig")<
  DataRightsConfig,
  {
    /** The sender of the deletion's confirmation mail. */
    readonly mailFrom: string
    /** The absolute address of the contact page, which that mail points to. */
    readonly contactPage: string
  }
>() {}

/** How many exports an account may ask for, per hour (each reads every store). */
export const exportBudget = { limit: 5, windowMs: 60 * 60 * 1000 } as const

/** The export file's format name and version, so a reader knows what it holds. */
export const exportFormat = { format: "allez-personal-data", version: 1 } as const

/** The export file: its format, the profile and consents, then each store's part by name (`games`, `payments`…). */
export type PersonalDataExport = typeof exportFormat & {
  readonly exportedAt: string
  readonly profile: UserProfile
  readonly consent: Readonly<Record<string, unknown>>
  readonly cardData: string
  readonly [part: string]: unknown
}

/**
 * The export's sentences for the person who reads it, in their language: what we keep elsewhere, or
 * never see, in place of data.
 */
export const exportNotes = {
  en: {
    cookies: "kept on each of your devices only (never sent to us): see the cookie preferences in the footer",
    cardData: "none: card payments are handled by Stripe, we never see or keep your card",
    adminAudit: "not exported: the admin area's trail of what admins did, kept without your name once you are gone"
  },
  fr: {
    cookies: "gardées sur chacun de tes appareils seulement (jamais envoyées chez nous)\u00a0: vois les préférences de cookies en bas de page",
    cardData: "aucune\u00a0: les paiements par carte passent par Stripe, nous ne voyons ni ne gardons jamais ta carte",
    adminAudit: "non exporté\u00a0: le journal de ce que font les admins dans l'espace d'administration, gardé sans ton nom une fois ton compte supprimé"
  }
} as const satisfies Record<Language, Record<string, string>>

/** A message as the export gives it back to its author: what they wrote, when, and what it was about. */
const exportedMessage = (message: StoredMessage) => ({
  id: message.id,
  createdAt: message.createdAt,
  category: message.category,
  from: message.from,
  ...(message.name !== undefined && { name: message.name }),
  subject: message.message.subject,
  text: message.message.text,
  ...(message.game !== undefined && { game: message.game }),
  ...(message.challenge !== undefined && { challenge: message.challenge })
})

/**
 * The rights of access and erasure (GDPR articles 15 and 17), for the settings page and for support
 * staff at the command line alike. Every store that holds something about a person is one entry of
 * `stores`: the export reads each, the erasure erases each, the profile last (so an erasure cut short
 * leaves an account that can ask again). Payment records are kept, as accounting law requires, but
 * detached from the person.
 */
export class DataRights extends Effect.Service<DataRights>()("Account/DataRights", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepository
    const games = yield* GameRepository
    const history = yield* GameHistory
    const payments = yield* PaymentRepository
    const messages = yield* MessageRepository
    const audit = yield* AuditRepository
    const credentials = yield* CredentialRepository
    const sessions = yield* SessionRepository
    const tokens = yield* TokenRepository
    const files = yield* FileStore
    const ids = yield* IdGenerator
    const mailer = yield* Mailer
    const erasedBytes = yield* ErasedBytes
    const config = yield* DataRightsConfig
    // The server has one; the command line takes no payments and has none to cancel.
    const checkout = yield* Effect.serviceOption(Checkout)
    const gymEvents = yield* GymEventRepository

    /** Every store but the profile's, in the order they are erased. One line per store. */
    const stores: ReadonlyArray<PersonalDataStore> = [
      personalData(
        "games",
        (person) => games.listOf(person.id),
        (person) => games.deleteAllOf(person.id)
      ),
      personalData(
        "history",
        (person) => history.all(person.id),
        (person) => history.deleteAllOf(person.id)
      ),
      // A gym's host: its grant, and the nights it hosted (they stay the gym's, under an id that names nobody once the account is gone).
      personalData(
        "gymHost",
        (person) =>
          Effect.all({ host: gymEvents.host(person.id), events: gymEvents.list(person.id) }).pipe(
            Effect.map(({ host, events }) =>
              host === null && events.length === 0
                ? null
                : { host, events: events.map((event) => ({ id: event.id, name: event.name, startsAt: event.startsAt, endsAt: event.endsAt })) }
            )
          ),
        (person) => Effect.asVoid(gymEvents.removeHost(person.id))
      ),
      personalData(
        "payments",
        (person) => payments.list(person.id),
        (person) => Effect.flatMap(ids.messageId, (key) => payments.detachAllOf(person.id, `erased-${key}`))
      ),
      personalData(
        "messages",
        (person) => Effect.map(messages.listBy(person.id), (sent) => sent.map(exportedMessage)),
        (person) => messages.rewriteBy(person.id, addressesOf(person), (message) => anonymiseMessage(message, person))
      ),
      // Forgotten with the profile, last: an erasure cut short still knows every address when run again.
      personalData(
        "formerEmails",
        (person) => Effect.succeed(person.formerEmails),
        () => Effect.void
      ),
      personalData(
        "signIn",
        (person) =>
          Effect.all({ credentials: credentials.get(person.id), providers: credentials.providersOf(person.id) }).pipe(
            Effect.map((found) => ({
              hasPassword: Option.exists(found.credentials, (stored) => stored.passwordHash !== null),
              isEmailVerified: Option.exists(found.credentials, (stored) => stored.emailVerified),
              providers: found.providers
            }))
          ),
        (person) =>
          Effect.all([
            sessions.deleteAllOf(person.id),
            ...TokenPurpose.literals.map((purpose) => tokens.deleteAllOf(person.id, purpose)),
            credentials.deleteAllOf(person.id)
          ])
      ),
      personalData(
        "photos",
        (person) => Effect.map(users.get(person.id), (profile) => (profile.photoURL === null ? [] : [profile.photoURL])).pipe(Effect.orElseSucceed(() => [])),
        (person) => files.deleteFolder(`users/${person.id}`)
      ),
      personalData(
        "adminAudit",
        (person) => Effect.succeed(exportNotes[person.language].adminAudit),
        (person) =>
          audit.rewriteWhere(
            (entry) => isAuditNaming(entry, person),
            (entry) => anonymiseAuditEntry(entry, person)
          )
      )
    ]

    const eraseStore = (name: string, person: Person) =>
      Effect.forEach(
        stores.filter((store) => store.name === name),
        (store) => store.erase(person),
        { discard: true }
      )

    /**
     * The person behind a profile, with every address the account had; an old address that another
     * account holds now is that person's, and stays out of this one's erasure.
     */
    const personOf = (profile: UserProfile): Effect.Effect<Person> =>
      Effect.gen(function* () {
        const former = yield* users.formerEmailsOf(profile.id)
        const stillTheirs = yield* Effect.filter(former, (email) =>
          users.findByEmail(email).pipe(
            Effect.map((holder) => holder.id === profile.id),
            Effect.orElseSucceed(() => true)
          )
        )
        return { id: profile.id, email: profile.email, formerEmails: stillTheirs, language: profile.preferredLanguage }
      })

    const findByEmail = (email: string) =>
      users.findByEmail(email.trim()).pipe(Effect.catchTag("UserNotFound", () => Effect.fail(new NoAccountWithEmail({ email }))))

    /** Everything we hold about the account, as one JSON value. */
    const exportOf = (profile: UserProfile): Effect.Effect<PersonalDataExport> =>
      Effect.gen(function* () {
        const person = yield* personOf(profile)
        const now = yield* Clock.currentTimeMillis
        const parts = yield* Effect.forEach(stores, (store) => Effect.map(store.exportOf(person), (value) => [store.name, value] as const))
        return {
          ...exportFormat,
          exportedAt: new Date(now).toISOString(),
          profile,
          consent: {
            disclaimerAccepted: profile.disclaimerAccepted,
            disclaimerAcceptedDate: profile.disclaimerAcceptedDate,
            emailList: profile.emailList,
            cookies: exportNotes[person.language].cookies
          },
          ...Object.fromEntries(parts),
          cardData: exportNotes[person.language].cardData
        }
      })

    const refuseLastAdmin = (profile: UserProfile) =>
      Effect.gen(function* () {
        if (!isAdmin(profile)) return
        const admins = yield* users.listAdmins
        if (admins.every((admin) => admin.id === profile.id)) return yield* new LastAdmin()
      })

    /** Confirms by mail (to the address, before it is erased), then erases every store, the profile last. */
    const erase = (profile: UserProfile) =>
      Effect.gen(function* () {
        yield* refuseLastAdmin(profile)
        yield* mailer.send(
          accountNotice(
            "accountDeleted",
            { email: profile.email, displayName: profile.displayName, language: profile.preferredLanguage },
            config.contactPage,
            config.mailFrom
          )
        )
        const person = yield* personOf(profile)
        // First, so nothing more can be paid for them while the rest goes (a payment already on its
        // way is kept detached by Purchases).
        if (Option.isSome(checkout)) yield* checkout.value.cancelSessionsOf(profile.id, profile.openCheckout ? [profile.openCheckout.id] : [])
        yield* Effect.forEach(stores, (store) => store.erase(person), { discard: true })
        yield* users.delete(profile.id).pipe(Effect.catchTag("UserNotFound", () => Effect.void))
        // A payment recorded between the payments' step and the profile's deletion is detached too.
        yield* eraseStore("payments", person)
        // The README's promise: erased bytes leave the store's files, its write-ahead log included.
        yield* erasedBytes.purge
        return person
      })

    return {
      /** The signed-in person's own export. */
      exportOwn: (profile: UserProfile) => exportOf(profile),

      /** The export of the account with this e-mail (support staff, at the command line). */
      exportByEmail: (email: string) => Effect.flatMap(findByEmail(email), exportOf),

      /**
       * The signed-in person deletes their own account: a recent sign-in, never the last admin; a
       * mail confirms it, then everything tied to them is erased or detached.
       */
      deleteOwn: (profile: UserProfile, session: StoredSession) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          if (session.userId !== profile.id || !isRecentLogin(session, now)) return yield* new DeletionNeedsRecentLogin()
          return yield* erase(profile)
        }),

      /** Deletes the account with this e-mail (support staff, at the command line); never the last admin. */
      deleteByEmail: (email: string) => Effect.flatMap(findByEmail(email), erase),

      /** The account with this e-mail, for a command that shows what it is about to delete. */
      findByEmail
    }
  })
}) {}
