import { Context, Effect, Layer, Option } from "effect"
import { type Collection, type Db, MongoClient } from "mongodb"
import { UserId } from "#core/domain/ids.ts"
import { CredentialRepository, OAuthProvider } from "#core/ports/credential-repository.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { type OneTimeToken, type TokenPurpose, TokenRepository } from "#core/ports/token-repository.ts"

interface SessionDoc {
  _id: string
  userId: string
  createdAt: number
  expiresAt: number
  /** The expiry as a date, for the TTL index that removes dead sessions. */
  expiresAtDate: Date
}
interface TokenDoc {
  _id: string
  purpose: TokenPurpose
  userId: string
  email: string
  expiresAt: number
  expiresAtDate: Date
  detail?: string
}
interface CredentialDoc {
  _id: string
  passwordHash: string | null
  emailVerified: boolean
}
interface IdentityDoc {
  _id: string
  userId: string
}

/** The session, token and credential repositories over a database (collections sessions, oneTimeTokens, credentials, identities). */
export const makeMongoAuthRepositories = (db: Db) => {
  const sessions: Collection<SessionDoc> = db.collection("sessions")
  const tokens: Collection<TokenDoc> = db.collection("oneTimeTokens")
  const credentials: Collection<CredentialDoc> = db.collection("credentials")
  const identities: Collection<IdentityDoc> = db.collection("identities")
  const identityKey = (provider: string, subject: string) => `${provider}:${subject}`
  const run = <A>(body: () => Promise<A>) => Effect.orDie(Effect.tryPromise(body))
  const tokenOf = (found: TokenDoc): OneTimeToken => ({
    tokenHash: found._id,
    purpose: found.purpose,
    userId: UserId.make(found.userId),
    email: found.email,
    expiresAt: found.expiresAt,
    ...(found.detail !== undefined && { detail: found.detail })
  })

  const ensureIndexes = () =>
    Promise.all([
      sessions.createIndexes([
        { key: { userId: 1 }, name: "sessions_by_user" },
        { key: { expiresAtDate: 1 }, name: "sessions_ttl", expireAfterSeconds: 0 }
      ]),
      tokens.createIndexes([
        { key: { userId: 1, purpose: 1 }, name: "tokens_by_user" },
        { key: { expiresAtDate: 1 }, name: "tokens_ttl", expireAfterSeconds: 0 }
      ])
    ])

  return {
    ensureIndexes,
    sessions: {
      create: (session) =>
        run(() =>
          sessions.insertOne({
            _id: session.tokenHash,
            userId: session.userId,
            createdAt: session.createdAt,
            expiresAt: session.expiresAt,
            expiresAtDate: new Date(session.expiresAt)
          })
        ).pipe(Effect.asVoid),
      get: (tokenHash) =>
        run(() => sessions.findOne({ _id: tokenHash })).pipe(
          Effect.map((doc) =>
            Option.fromNullable(doc).pipe(
              Option.map((found) => ({ tokenHash: found._id, userId: UserId.make(found.userId), createdAt: found.createdAt, expiresAt: found.expiresAt }))
            )
          )
        ),
      extend: (tokenHash, expiresAt) =>
        run(() => sessions.updateOne({ _id: tokenHash }, { $set: { expiresAt, expiresAtDate: new Date(expiresAt) } })).pipe(Effect.asVoid),
      delete: (tokenHash) => run(() => sessions.deleteOne({ _id: tokenHash })).pipe(Effect.asVoid),
      deleteAllOf: (userId, keep) => run(() => sessions.deleteMany(keep === undefined ? { userId } : { userId, _id: { $ne: keep } })).pipe(Effect.asVoid)
    } satisfies Context.Tag.Service<typeof SessionRepository>,
    tokens: {
      add: (token) =>
        run(() =>
          tokens.insertOne({
            _id: token.tokenHash,
            purpose: token.purpose,
            userId: token.userId,
            email: token.email,
            expiresAt: token.expiresAt,
            expiresAtDate: new Date(token.expiresAt),
            ...(token.detail !== undefined && { detail: token.detail })
          })
        ).pipe(Effect.asVoid),
      find: (tokenHash, purpose) =>
        run(() => tokens.findOne({ _id: tokenHash, purpose })).pipe(Effect.map((doc) => Option.map(Option.fromNullable(doc), tokenOf))),
      // findOneAndDelete is atomic: of two concurrent uses, one gets the token and the other nothing.
      consume: (tokenHash, purpose) =>
        run(() => tokens.findOneAndDelete({ _id: tokenHash, purpose })).pipe(Effect.map((doc) => Option.map(Option.fromNullable(doc), tokenOf))),
      deleteAllOf: (userId, purpose) => run(() => tokens.deleteMany({ userId, purpose })).pipe(Effect.asVoid)
    } satisfies Context.Tag.Service<typeof TokenRepository>,
    credentials: {
      get: (userId) =>
        run(() => credentials.findOne({ _id: userId })).pipe(
          Effect.map((doc) =>
            Option.fromNullable(doc).pipe(
              Option.map((found) => ({ userId: UserId.make(found._id), passwordHash: found.passwordHash, emailVerified: found.emailVerified }))
            )
          )
        ),
      put: (value) =>
        run(() =>
          credentials.replaceOne({ _id: value.userId }, { passwordHash: value.passwordHash, emailVerified: value.emailVerified }, { upsert: true })
        ).pipe(Effect.asVoid),
      findIdentity: (provider, subject) =>
        run(() => identities.findOne({ _id: identityKey(provider, subject) })).pipe(
          Effect.map((doc) => Option.fromNullable(doc).pipe(Option.map((found) => UserId.make(found.userId))))
        ),
      linkIdentity: (provider, subject, userId) =>
        run(() => identities.updateOne({ _id: identityKey(provider, subject) }, { $setOnInsert: { userId } }, { upsert: true })).pipe(Effect.asVoid),
      providersOf: (userId) =>
        run(() => identities.find({ userId }).toArray()).pipe(
          Effect.map((docs) => OAuthProvider.literals.filter((provider) => docs.some((doc) => doc._id.startsWith(`${provider}:`))))
        ),
      deleteAllOf: (userId) =>
        run(async () => {
          await credentials.deleteOne({ _id: userId })
          await identities.deleteMany({ userId })
        })
    } satisfies Context.Tag.Service<typeof CredentialRepository>
  }
}

/** The account collections on a client of their own; indexes (TTL included) created at start-up. */
export const makeMongoAuthLayer = (uri: string, dbName: string): Layer.Layer<SessionRepository | TokenRepository | CredentialRepository> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const client = yield* Effect.acquireRelease(Effect.orDie(Effect.tryPromise(() => MongoClient.connect(uri))), (opened) =>
        Effect.promise(() => opened.close())
      )
      const repositories = makeMongoAuthRepositories(client.db(dbName))
      yield* Effect.orDie(Effect.tryPromise(repositories.ensureIndexes))
      return Context.make(SessionRepository, repositories.sessions).pipe(
        Context.add(TokenRepository, repositories.tokens),
        Context.add(CredentialRepository, repositories.credentials)
      )
    })
  )
