import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Cause, Effect, Either, Exit, Layer, Option } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { makeDiskFileStore } from "#adapters/files/disk-file-store.ts"
import { DataRights, DataRightsConfig } from "#core/account/data-rights.ts"
import { GameId, PackId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, totalTurns } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { finishedGameOf } from "#core/history/finished-game.ts"
import { AuditRepository } from "#core/ports/audit-repository.ts"
import { CredentialRepository } from "#core/ports/credential-repository.ts"
import { FileStore } from "#core/ports/file-store.ts"
import { GameHistory } from "#core/ports/game-history.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import { Mailer, type OutgoingMail } from "#core/ports/mailer.ts"
import { MessageRepository, type StoredMessage } from "#core/ports/message-repository.ts"
import { PaymentRepository } from "#core/ports/payment-repository.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { TokenRepository } from "#core/ports/token-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile, type UserProfile } from "#core/profile/profile.ts"
import type { StorePorts } from "../../api/runtime.ts"
import { makeNewGame } from "../support/game-fixtures.ts"

/** Someone who signs up, plays, buys, writes to the team, administers: and then leaves. */
export const leaver = { id: UserId.make("u-leaver-7f3a9c"), email: "Zoe.Leaver@grimpe-test.fr", tag: "lv" } as const
/** Someone who stays: none of their data may change. */
export const stayer = { id: UserId.make("u-stayer-b81d04"), email: "ben.stayer@grimpe-test.fr", tag: "st" } as const

export interface PersonalDataOptions {
  readonly timeout?: number
  /**
   * Every row or document of the store last made as text (every table of the SQLite file, every
   * collection of the MongoDB database); unset when the store has no raw form (memory).
   */
  readonly rawText?: () => Promise<string>
  /** How many payment records the store holds in all (the raw count), to show none was lost. */
  readonly paymentCount?: () => Promise<number>
}

const profileOf = (person: { readonly id: UserId; readonly email: string }, overrides: Partial<UserProfile>): UserProfile => ({
  ...newProfile({
    id: person.id,
    email: person.email,
    displayName: "Grimpeur",
    preferredLanguage: "fr",
    isSocial: false,
    now: new Date("2026-10-01T09:00:00Z")
  }),
  ...overrides
})

const playedGame = (id: string, owner: UserId): Game => {
  let game = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(id), owner })))
  for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
    game = Either.getOrThrow(applyAction(game, { _tag: "confirm-route", route: `Voie ${turn}` }, 1_000))
    game = Either.getOrThrow(applyAction(game, { _tag: "record-result", outcome: turn % 2 === 0 ? "success" : "fail" }, 1_000))
  }
  return game
}

const message = (id: string, fields: Partial<StoredMessage>): StoredMessage => ({
  id,
  createdAt: `2026-11-0${id.length % 9}T10:00:00.000Z`,
  to: "contact@allez.example",
  from: "no-reply@allez.example",
  category: "contact",
  message: { subject: `Sujet ${id}`, text: `Texte ${id}`, html: `<p>Texte ${id}</p>` },
  ...fields
})

/** Seeds one person with data in every store: profile and photo, games, payments, messages, sessions, links, sign-in, audit. */
const seed = (person: { readonly id: UserId; readonly email: string; readonly tag: string }, other: { readonly id: UserId; readonly email: string }) =>
  Effect.gen(function* () {
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
    const photoPath = `users/${person.id}/photo-abc.webp`
    yield* files.put(photoPath, { bytes: new Uint8Array([82, 73, 70, 70]), contentType: "image/webp" })
    yield* users.create(
      profileOf(person, {
        displayName: `Nom ${person.tag}`,
        photoURL: files.urlOf(photoPath),
        packs: [PackId.make("party-night")],
        bag: [PackId.make("training")],
        pastGame: playedGame(`g-past-${person.tag}`, person.id),
        gamesPlayed: 3,
        roles: ["admin"],
        emailList: true,
        disclaimerAccepted: true,
        disclaimerAcceptedDate: "2026-10-01T09:05:00.000Z"
      })
    )
    const older = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(`g-old-${person.tag}`), owner: person.id })))
    const current = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(`g-now-${person.tag}`), owner: person.id })))
    yield* games.create(older)
    yield* games.create(current)
    yield* history.append(finishedGameOf(older, new Date("2026-10-04T18:00:00.000Z"), () => undefined))
    yield* payments.add(person.id, { id: `cs_${person.tag}_1`, createdAt: "2026-10-02T10:00:00.000Z", items: [{ price: { product: "prod_party" } }] })
    yield* payments.add(person.id, { id: `cs_${person.tag}_2`, createdAt: "2026-10-03T10:00:00.000Z", items: [{ price: { product: "prod_training" } }] })
    yield* messages.add(
      message(`m-contact-${person.tag}`, {
        from: person.email,
        name: `Nom ${person.tag}`,
        author: person.id,
        message: {
          subject: "Une question",
          text: `Bonjour\n\n— Nom ${person.tag} <${person.email}>`,
          html: `<p>Bonjour</p>\n<p>— Nom ${person.tag} &lt;${person.email}&gt;</p>`
        }
      })
    )
    yield* messages.add(message(`m-feedback-${person.tag}`, { category: "feedback", author: person.id, game: `g-now-${person.tag}`, challenge: "base-001" }))
    yield* messages.add(message(`m-anonymous-${person.tag}`, { from: person.email.toUpperCase(), name: "Sans compte" }))
    // Signed in, but giving the other person's address on the contact form.
    yield* messages.add(
      message(`m-typed-${person.tag}`, {
        from: other.email,
        name: `Nom ${person.tag}`,
        author: person.id,
        message: { subject: "Mauvaise adresse", text: `Mes mots\n\n— Nom ${person.tag} <${other.email}>`, html: "<p>Mes mots</p>" }
      })
    )
    yield* credentials.put({ userId: person.id, passwordHash: `$argon2id$hash-of-${person.tag}`, emailVerified: true })
    yield* credentials.linkIdentity("google", `google-subject-${person.tag}`, person.id)
    yield* sessions.create({ tokenHash: `session-a-${person.tag}`, userId: person.id, createdAt: Date.now(), expiresAt: Date.now() + 60_000 })
    yield* sessions.create({ tokenHash: `session-b-${person.tag}`, userId: person.id, createdAt: Date.now(), expiresAt: Date.now() + 60_000 })
    yield* tokens.add({ tokenHash: `verify-${person.tag}`, purpose: "verify-email", userId: person.id, email: person.email, expiresAt: Date.now() + 60_000 })
    yield* tokens.add({
      tokenHash: `change-${person.tag}`,
      purpose: "change-email",
      userId: person.id,
      email: `new-${person.email}`,
      expiresAt: Date.now() + 60_000
    })
    const admin = { userId: person.id, email: person.email, via: "admin-area" as const }
    yield* audit.add({ at: "2026-10-04T10:00:00.000Z", actor: admin, action: "pack.update", target: "pack:base", details: { version: "1.0.1" } })
    yield* audit.add({
      at: "2026-10-05T10:00:00.000Z",
      actor: { userId: other.id, email: other.email, via: "admin-area" },
      action: "admin.grant",
      target: `user:${person.id}`,
      details: { email: person.email }
    })
  })

const mentions = (text: string, person: { readonly id: string; readonly email: string }) =>
  text.includes(person.id) || text.toLowerCase().includes(person.email.toLowerCase())

/**
 * The erasure of an account, on one store: a person with data in every store leaves; afterwards no
 * row or document names their id or e-mail, the payment records are kept (detached), and the person
 * who stays keeps every bit of theirs.
 */
export const describePersonalDataContract = (name: string, makeStore: () => Layer.Layer<StorePorts>, options: PersonalDataOptions = {}): void => {
  const dir = mkdtempSync(join(tmpdir(), `allez-erasure-${name}-`))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  let runs = 0

  /** The store, the photos on disk, a mailer that keeps what it sends, and the data-rights service over them. */
  const harness = () => {
    const sent: Array<OutgoingMail> = []
    const store = makeStore()
    const adapters = Layer.mergeAll(
      store,
      makeDiskFileStore(join(dir, `files-${++runs}`)),
      Layer.succeed(Mailer, { send: (mail) => Effect.sync(() => void sent.push(mail)) }),
      Layer.succeed(DataRightsConfig, { mailFrom: "no-reply@allez.example", contactPage: "https://allez.example/contact" })
    )
    const layer = DataRights.Default.pipe(Layer.provideMerge(adapters))
    return { sent, layer }
  }

  describe(`${name}: erasing an account`, { ...(options.timeout === undefined ? {} : { timeout: options.timeout }) }, () => {
    it("leaves no row or document naming the person, keeps their payments detached, and changes nothing of anyone else's", async () => {
      const { sent, layer } = harness()
      const outcome = await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            yield* seed(leaver, stayer)
            yield* seed(stayer, leaver)
            const rights = yield* DataRights
            const stayerBefore = yield* rights.exportByEmail(stayer.email)
            const leaverExport = yield* rights.exportByEmail(leaver.email)
            yield* rights.deleteByEmail(leaver.email.toLowerCase())
            const stayerAfter = yield* rights.exportByEmail(stayer.email)

            const users = yield* UserRepository
            const sessions = yield* SessionRepository
            const tokens = yield* TokenRepository
            const credentials = yield* CredentialRepository
            const files = yield* FileStore
            const messages = yield* MessageRepository
            const audit = yield* AuditRepository
            return {
              stayerBefore,
              stayerAfter,
              leaverExport,
              profileGone: Exit.isFailure(yield* Effect.exit(users.get(leaver.id))),
              emailFree: Exit.isFailure(yield* Effect.exit(users.findByEmail(leaver.email))),
              sessionGone: Option.isNone(yield* sessions.get(`session-a-${leaver.tag}`)),
              tokenGone: Option.isNone(yield* tokens.find(`change-${leaver.tag}`, "change-email")),
              credentialsGone: Option.isNone(yield* credentials.get(leaver.id)),
              identityGone: Option.isNone(yield* credentials.findIdentity("google", `google-subject-${leaver.tag}`)),
              photoGone: Option.isNone(yield* files.get(`users/${leaver.id}/photo-abc.webp`)),
              stayerPhoto: Option.isSome(yield* files.get(`users/${stayer.id}/photo-abc.webp`)),
              messages: yield* messages.list(),
              audit: yield* audit.list(100)
            }
          })
        ).pipe(Effect.provide(layer))
      )

      // What the person could read about themself before leaving: every store had something.
      expect(outcome.leaverExport.profile.email).toBe(leaver.email)
      expect(outcome.leaverExport.games).toHaveLength(2)
      expect(outcome.leaverExport.payments).toHaveLength(2)
      // The messages sent while signed in: not the one someone sent, signed out, with this address.
      expect((outcome.leaverExport.messages as Array<{ id: string }>).map((sent) => sent.id).sort()).toEqual(["m-contact-lv", "m-feedback-lv", "m-typed-lv"])
      expect(outcome.leaverExport.signIn).toEqual({ hasPassword: true, isEmailVerified: true, providers: ["google"] })
      expect(JSON.stringify(outcome.leaverExport)).not.toContain("argon2")

      // Gone, through every port.
      expect(outcome).toMatchObject({
        profileGone: true,
        emailFree: true,
        sessionGone: true,
        tokenGone: true,
        credentialsGone: true,
        identityGone: true,
        photoGone: true,
        stayerPhoto: true
      })
      // The team keeps the words of the messages and the trail of admin writes, without the person.
      expect(outcome.messages).toHaveLength(8)
      expect(outcome.audit).toHaveLength(4)
      for (const kept of [...outcome.messages, ...outcome.audit]) expect(mentions(JSON.stringify(kept), leaver), JSON.stringify(kept)).toBe(false)
      expect(outcome.messages.find((kept) => kept.id === `m-contact-${leaver.tag}`)?.message.text).toContain("Bonjour")
      // One mail, to the address, before it was erased.
      expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[leaver.email, "Ton compte Allez! a été supprimé"]])

      // Someone else's message that gave the person's address keeps its author, name and words; only the address went.
      const typed = outcome.messages.find((kept) => kept.id === "m-typed-st")
      expect(typed).toMatchObject({ author: stayer.id, name: "Nom st", from: "deleted-account" })
      expect(typed?.message.text).toContain("Mes mots\n\n— Nom st <deleted-account>")

      // The person who stays: everything as it was (the export's date, and that address, aside).
      const withoutTyped = (exported: Readonly<Record<string, unknown>>) => {
        const { exportedAt: _at, messages, ...rest } = exported
        return { ...rest, messages: (messages as Array<{ id: string }>).filter((sent) => sent.id !== "m-typed-st") }
      }
      const before = withoutTyped(outcome.stayerBefore)
      const after = withoutTyped(outcome.stayerAfter)
      expect(after).toEqual(before)
      expect(before.messages).toHaveLength(2)
      expect(mentions(JSON.stringify(after), stayer)).toBe(true)

      if (options.rawText !== undefined) {
        const raw = await options.rawText()
        expect(mentions(raw, leaver)).toBe(false)
        expect(mentions(raw, stayer)).toBe(true)
        expect(raw).toContain("prod_training")
      }
      if (options.paymentCount !== undefined) expect(await options.paymentCount()).toBe(4)
    })

    it("erases every address the account had: the one it changed from, in its messages, others' messages and the audit trail", async () => {
      const { layer } = harness()
      const newEmail = "zoe.nouvelle@grimpe-test.fr"
      const outcome = await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            yield* seed(leaver, stayer)
            yield* seed(stayer, leaver)
            const users = yield* UserRepository
            const messages = yield* MessageRepository
            yield* users.update(leaver.id, { email: newEmail })
            const formerBefore = yield* users.formerEmailsOf(leaver.id)
            yield* messages.add(
              message("m-feedback-later", { category: "feedback", author: leaver.id, message: { subject: "Retour", text: `Avant: ${leaver.email}`, html: "" } })
            )
            yield* messages.add(
              message("m-naming", {
                author: stayer.id,
                from: stayer.email,
                message: { subject: "Amie", text: `Écrivez à ${leaver.email.toUpperCase()}`, html: "" }
              })
            )
            const rights = yield* DataRights
            const exported = yield* rights.exportByEmail(newEmail)
            yield* rights.deleteByEmail(newEmail)
            return {
              formerBefore,
              exported,
              formerAfter: yield* users.formerEmailsOf(leaver.id),
              messages: yield* messages.list(),
              audit: yield* (yield* AuditRepository).list(100)
            }
          })
        ).pipe(Effect.provide(layer))
      )
      expect(outcome.formerBefore).toEqual([leaver.email])
      expect(outcome.exported.formerEmails).toEqual([leaver.email])
      expect(outcome.formerAfter).toEqual([])
      const gone = { id: leaver.id, email: newEmail }
      for (const kept of [...outcome.messages, ...outcome.audit]) {
        expect(mentions(JSON.stringify(kept), leaver), JSON.stringify(kept)).toBe(false)
        expect(mentions(JSON.stringify(kept), gone), JSON.stringify(kept)).toBe(false)
      }
      expect(outcome.messages.find((kept) => kept.id === "m-naming")).toMatchObject({ author: stayer.id, message: { text: "Écrivez à deleted-account" } })
      if (options.rawText !== undefined) {
        const raw = await options.rawText()
        expect(mentions(raw, leaver)).toBe(false)
        expect(mentions(raw, gone)).toBe(false)
        expect(mentions(raw, stayer)).toBe(true)
      }
    })

    it("refuses to delete the last admin, and then changes nothing", async () => {
      const { sent, layer } = harness()
      const outcome = await Effect.runPromise(
        Effect.gen(function* () {
          yield* seed(leaver, stayer)
          const rights = yield* DataRights
          const refused = yield* Effect.exit(rights.deleteByEmail(leaver.email))
          return { refused, still: yield* rights.exportByEmail(leaver.email) }
        }).pipe(Effect.provide(layer))
      )
      expect(Exit.isFailure(outcome.refused) && Cause.failureOption(outcome.refused.cause).pipe(Option.map((error) => error._tag))).toEqual(
        Option.some("LastAdmin")
      )
      expect(outcome.still.games).toHaveLength(2)
      expect(sent).toEqual([])
    })

    it("deletes one's own account only from a recent sign-in", async () => {
      const { layer } = harness()
      const outcome = await Effect.runPromise(
        Effect.gen(function* () {
          yield* seed(leaver, stayer)
          yield* seed(stayer, leaver)
          const rights = yield* DataRights
          const profile = yield* (yield* UserRepository).get(leaver.id)
          const stale = yield* Effect.exit(
            rights.deleteOwn(profile, { tokenHash: "s", userId: leaver.id, createdAt: Date.now() - 11 * 60_000, expiresAt: Date.now() + 60_000 })
          )
          const fresh = yield* Effect.exit(
            rights.deleteOwn(profile, { tokenHash: "s", userId: leaver.id, createdAt: Date.now() - 60_000, expiresAt: Date.now() + 60_000 })
          )
          return { stale, fresh, gone: Exit.isFailure(yield* Effect.exit((yield* UserRepository).get(leaver.id))) }
        }).pipe(Effect.provide(layer))
      )
      expect(Exit.isFailure(outcome.stale) && Option.map(Cause.failureOption(outcome.stale.cause), (error) => error._tag)).toEqual(
        Option.some("DeletionNeedsRecentLogin")
      )
      expect(Exit.isSuccess(outcome.fresh)).toBe(true)
      expect(outcome.gone).toBe(true)
    })
  })
}
