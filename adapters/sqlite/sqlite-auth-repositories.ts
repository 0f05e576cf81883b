import type Database from "better-sqlite3"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { UserId } from "#core/domain/ids.ts"
import { CredentialRepository, OAuthProvider } from "#core/ports/credential-repository.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { type OneTimeToken, TokenPurpose, TokenRepository } from "#core/ports/token-repository.ts"
import { acquireDatabase, type SqliteOptions } from "./sqlite-database.ts"

const decodePurpose = Schema.decodeUnknownSync(TokenPurpose)
const decodeProvider = Schema.decodeUnknownSync(OAuthProvider)

interface SessionRow {
  readonly token_hash: string
  readonly user_id: string
  readonly created_at: number
  readonly expires_at: number
}
interface TokenRow {
  readonly token_hash: string
  readonly purpose: string
  readonly user_id: string
  readonly email: string
  readonly expires_at: number
  readonly detail: string | null
}
interface CredentialRow {
  readonly user_id: string
  readonly password_hash: string | null
  readonly email_verified: number
}

/** The session, token and credential repositories over an open database (tables of migration 3). */
export const makeSqliteAuthRepositories = (db: Database.Database) => {
  const insertSession = db.prepare<[string, string, number, number]>("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
  const selectSession = db.prepare<[string], SessionRow>("SELECT * FROM sessions WHERE token_hash = ?")
  const extendSession = db.prepare<[number, string]>("UPDATE sessions SET expires_at = ? WHERE token_hash = ?")
  const deleteSession = db.prepare<[string]>("DELETE FROM sessions WHERE token_hash = ?")
  const deleteSessionsOf = db.prepare<[string, string]>("DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?")

  const insertToken = db.prepare<[string, string, string, string, number, string | null]>(
    "INSERT INTO one_time_tokens (token_hash, purpose, user_id, email, expires_at, detail) VALUES (?, ?, ?, ?, ?, ?)"
  )
  const selectToken = db.prepare<[string, string], TokenRow>("SELECT * FROM one_time_tokens WHERE token_hash = ? AND purpose = ?")
  // DELETE … RETURNING takes the row out and reads it in one statement: two concurrent uses cannot both get it.
  const consumeToken = db.prepare<[string, string], TokenRow>("DELETE FROM one_time_tokens WHERE token_hash = ? AND purpose = ? RETURNING *")
  const deleteTokensOf = db.prepare<[string, string]>("DELETE FROM one_time_tokens WHERE user_id = ? AND purpose = ?")
  const deleteExpiredTokens = db.prepare<[number]>("DELETE FROM one_time_tokens WHERE expires_at < ?")

  const selectCredentials = db.prepare<[string], CredentialRow>("SELECT * FROM credentials WHERE user_id = ?")
  const upsertCredentials = db.prepare<[string, string | null, number]>(
    `INSERT INTO credentials (user_id, password_hash, email_verified) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, email_verified = excluded.email_verified`
  )
  const selectIdentity = db.prepare<[string, string], { user_id: string }>("SELECT user_id FROM identities WHERE provider = ? AND subject = ?")
  const selectProviders = db.prepare<[string], { provider: string }>("SELECT provider FROM identities WHERE user_id = ? ORDER BY provider")
  const deleteCredentials = db.prepare<[string]>("DELETE FROM credentials WHERE user_id = ?")
  const deleteIdentities = db.prepare<[string]>("DELETE FROM identities WHERE user_id = ?")
  const forget = db.transaction((userId: string) => {
    deleteCredentials.run(userId)
    deleteIdentities.run(userId)
  })
  const insertIdentity = db.prepare<[string, string, string]>("INSERT INTO identities (provider, subject, user_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")

  const tokenOf = (row: TokenRow): OneTimeToken => ({
    tokenHash: row.token_hash,
    purpose: decodePurpose(row.purpose),
    userId: UserId.make(row.user_id),
    email: row.email,
    expiresAt: row.expires_at,
    ...(row.detail !== null && { detail: row.detail })
  })

  const sessions: Context.Tag.Service<typeof SessionRepository> = {
    create: (session) => Effect.sync(() => void insertSession.run(session.tokenHash, session.userId, session.createdAt, session.expiresAt)),
    get: (tokenHash) =>
      Effect.sync(() =>
        Option.fromNullable(selectSession.get(tokenHash)).pipe(
          Option.map((row) => ({ tokenHash: row.token_hash, userId: UserId.make(row.user_id), createdAt: row.created_at, expiresAt: row.expires_at }))
        )
      ),
    extend: (tokenHash, expiresAt) => Effect.sync(() => void extendSession.run(expiresAt, tokenHash)),
    delete: (tokenHash) => Effect.sync(() => void deleteSession.run(tokenHash)),
    deleteAllOf: (userId, keep) => Effect.sync(() => void deleteSessionsOf.run(userId, keep ?? ""))
  }

  const tokens: Context.Tag.Service<typeof TokenRepository> = {
    add: (token) =>
      Effect.sync(() => {
        deleteExpiredTokens.run(Date.now())
        insertToken.run(token.tokenHash, token.purpose, token.userId, token.email, token.expiresAt, token.detail ?? null)
      }),
    find: (tokenHash, purpose) => Effect.sync(() => Option.map(Option.fromNullable(selectToken.get(tokenHash, purpose)), tokenOf)),
    consume: (tokenHash, purpose) => Effect.sync(() => Option.map(Option.fromNullable(consumeToken.get(tokenHash, purpose)), tokenOf)),
    deleteAllOf: (userId, purpose) => Effect.sync(() => void deleteTokensOf.run(userId, purpose))
  }

  const credentials: Context.Tag.Service<typeof CredentialRepository> = {
    get: (userId) =>
      Effect.sync(() =>
        Option.fromNullable(selectCredentials.get(userId)).pipe(
          Option.map((row) => ({ userId: UserId.make(row.user_id), passwordHash: row.password_hash, emailVerified: row.email_verified === 1 }))
        )
      ),
    put: (value) => Effect.sync(() => void upsertCredentials.run(value.userId, value.passwordHash, value.emailVerified ? 1 : 0)),
    findIdentity: (provider, subject) =>
      Effect.sync(() => Option.fromNullable(selectIdentity.get(provider, subject)).pipe(Option.map((row) => UserId.make(row.user_id)))),
    linkIdentity: (provider, subject, userId) => Effect.sync(() => void insertIdentity.run(provider, subject, userId)),
    providersOf: (userId) => Effect.sync(() => selectProviders.all(userId).map((row) => decodeProvider(row.provider))),
    deleteAllOf: (userId) => Effect.sync(() => forget.immediate(userId))
  }

  return { sessions, tokens, credentials }
}

/**
 * The account tables of the SQLite file, on a connection of their own (WAL lets it share the file
 * with the main store's connection); the file is created and migrated like the main store.
 */
export const makeSqliteAuthLayer = (filePath: string, options: SqliteOptions = {}): Layer.Layer<SessionRepository | TokenRepository | CredentialRepository> =>
  Layer.scopedContext(
    Effect.map(acquireDatabase(filePath, options), (db) => {
      const repositories = makeSqliteAuthRepositories(db)
      return Context.make(SessionRepository, repositories.sessions).pipe(
        Context.add(TokenRepository, repositories.tokens),
        Context.add(CredentialRepository, repositories.credentials)
      )
    })
  )
