import type Database from "better-sqlite3"
import { type Context, Effect, Either } from "effect"
import type { UserId } from "#core/domain/ids.ts"
import { EmailTaken, UserNotFound, type UserRepository } from "#core/ports/user-repository.ts"
import { isAdmin, type ProfileUpdate, UserProfile } from "#core/profile/profile.ts"
import { applyChanges, emailKey } from "../common/profile-changes.ts"
import { rememberingCodec, writeTransaction } from "./sqlite-codec.ts"

// Every signed-in request reads its profile (a past game included): remembered, it is decoded once.
const profileCodec = rememberingCodec(UserProfile, { maxDocuments: 2_000 })

/** Profile rows read and written inside the caller's transaction (shared with the game repository). */
export interface ProfileRows {
  readonly read: (id: UserId) => UserProfile | undefined
  readonly readByEmail: (email: string) => UserProfile | undefined
  /** The id of the profile holding this e-mail, compared case-insensitively. */
  readonly holderOfEmail: (email: string) => string | undefined
  readonly insert: (profile: UserProfile) => void
  readonly replace: (profile: UserProfile) => void
  /** Writes the named fields over the stored profile; false when there is none. */
  readonly change: (id: UserId, changes: ProfileUpdate) => boolean
}

export const makeProfileRows = (db: Database.Database): ProfileRows => {
  const select = db.prepare<[string], { doc: string }>("SELECT doc FROM users WHERE id = ?")
  const selectByEmail = db.prepare<[string], { id: string; doc: string }>("SELECT id, doc FROM users WHERE email_key = ?")
  const insert = db.prepare<[string, string, number, string]>("INSERT INTO users (id, email_key, is_admin, doc) VALUES (?, ?, ?, ?)")
  const update = db.prepare<[string, number, string, string]>("UPDATE users SET email_key = ?, is_admin = ?, doc = ? WHERE id = ?")
  const read = (id: UserId) => {
    const row = select.get(id)
    return row === undefined ? undefined : profileCodec.decode(id, row.doc)
  }
  const replace = (profile: UserProfile) => {
    update.run(emailKey(profile.email), isAdmin(profile) ? 1 : 0, profileCodec.encode(profile.id, profile), profile.id)
  }
  return {
    read,
    readByEmail: (email) => {
      const row = selectByEmail.get(emailKey(email))
      return row === undefined ? undefined : profileCodec.decode(row.id, row.doc)
    },
    holderOfEmail: (email) => selectByEmail.get(emailKey(email))?.id,
    insert: (profile) => {
      insert.run(profile.id, emailKey(profile.email), isAdmin(profile) ? 1 : 0, profileCodec.encode(profile.id, profile))
    },
    replace,
    change: (id, changes) => {
      const current = read(id)
      if (current === undefined) return false
      replace(applyChanges(current, changes))
      return true
    }
  }
}

/** Profiles in the users table; e-mails unique by their lower-cased key. */
export const makeSqliteUserRepository = (db: Database.Database): Context.Tag.Service<typeof UserRepository> => {
  const rows = makeProfileRows(db)
  const selectAdmins = db.prepare<[], { id: string; doc: string }>("SELECT id, doc FROM users WHERE is_admin = 1 ORDER BY id")
  const remove = db.prepare<[string]>("DELETE FROM users WHERE id = ?")
  const keepFormer = db.prepare<[string, string, string, number]>(
    "INSERT INTO former_emails (user_id, email_key, email, changed_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
  )
  const selectFormer = db.prepare<[string], { email: string }>("SELECT email FROM former_emails WHERE user_id = ? ORDER BY changed_at, rowid")
  const forgetFormer = db.prepare<[string]>("DELETE FROM former_emails WHERE user_id = ?")

  const create = writeTransaction(db, (profile: UserProfile): Either.Either<void, EmailTaken> => {
    if (rows.holderOfEmail(profile.email) !== undefined) return Either.left(new EmailTaken({ email: profile.email }))
    rows.insert(profile)
    return Either.void
  })
  const update = writeTransaction(db, (id: UserId, changes: ProfileUpdate): Either.Either<UserProfile, UserNotFound | EmailTaken> => {
    const current = rows.read(id)
    if (current === undefined) return Either.left(new UserNotFound({ id }))
    const next = applyChanges(current, changes)
    const holder = rows.holderOfEmail(next.email)
    if (holder !== undefined && holder !== id) return Either.left(new EmailTaken({ email: next.email }))
    if (emailKey(next.email) !== emailKey(current.email)) keepFormer.run(id, emailKey(current.email), current.email, Date.now())
    rows.replace(next)
    return Either.right(next)
  })

  return {
    get: (id) => Effect.flatten(Effect.sync(() => Either.fromNullable(rows.read(id), () => new UserNotFound({ id })))),
    findByEmail: (email) => Effect.flatten(Effect.sync(() => Either.fromNullable(rows.readByEmail(email), () => new UserNotFound({ id: email })))),
    create,
    update,
    formerEmailsOf: (id) => Effect.sync(() => selectFormer.all(id).map((row) => row.email)),
    delete: writeTransaction(db, (id: UserId): Either.Either<void, UserNotFound> => {
      forgetFormer.run(id)
      return remove.run(id).changes === 1 ? Either.void : Either.left(new UserNotFound({ id }))
    }),
    listAdmins: Effect.sync(() => selectAdmins.all().map((row) => profileCodec.decode(row.id, row.doc)))
  }
}
