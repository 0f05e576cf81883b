import { Effect, Layer, Option } from "effect"
import type { UserId } from "#core/domain/ids.ts"
import { CredentialRepository, type Credentials, OAuthProvider } from "#core/ports/credential-repository.ts"
import { SessionRepository, type StoredSession } from "#core/ports/session-repository.ts"
import { type OneTimeToken, TokenRepository } from "#core/ports/token-repository.ts"

/** Sessions, link tokens and credentials in Maps: for unit tests and single-process demos. Fresh per build. */
export const makeMemoryAuthLayer = (): Layer.Layer<SessionRepository | TokenRepository | CredentialRepository> =>
  Layer.suspend(() => {
    const sessions = new Map<string, StoredSession>()
    const tokens = new Map<string, OneTimeToken>()
    const credentials = new Map<UserId, Credentials>()
    const identities = new Map<string, UserId>()
    const identityKey = (provider: string, subject: string) => `${provider}\u0000${subject}`

    return Layer.mergeAll(
      Layer.succeed(SessionRepository, {
        create: (session) => Effect.sync(() => void sessions.set(session.tokenHash, { ...session })),
        get: (tokenHash) => Effect.sync(() => Option.fromNullable(sessions.get(tokenHash)).pipe(Option.map((found) => ({ ...found })))),
        extend: (tokenHash, expiresAt) =>
          Effect.sync(() => {
            const found = sessions.get(tokenHash)
            if (found !== undefined) sessions.set(tokenHash, { ...found, expiresAt })
          }),
        delete: (tokenHash) => Effect.sync(() => void sessions.delete(tokenHash)),
        deleteAllOf: (userId, keep) =>
          Effect.sync(() => {
            for (const [key, session] of sessions) if (session.userId === userId && key !== keep) sessions.delete(key)
          })
      }),
      Layer.succeed(TokenRepository, {
        add: (token) => Effect.sync(() => void tokens.set(token.tokenHash, { ...token })),
        find: (tokenHash, purpose) =>
          Effect.sync(() =>
            Option.fromNullable(tokens.get(tokenHash)).pipe(
              Option.filter((found) => found.purpose === purpose),
              Option.map((found) => ({ ...found }))
            )
          ),
        consume: (tokenHash, purpose) =>
          Effect.sync(() => {
            const found = tokens.get(tokenHash)
            if (found === undefined || found.purpose !== purpose) return Option.none()
            tokens.delete(tokenHash)
            return Option.some(found)
          }),
        deleteAllOf: (userId, purpose) =>
          Effect.sync(() => {
            for (const [key, token] of tokens) if (token.userId === userId && token.purpose === purpose) tokens.delete(key)
          })
      }),
      Layer.succeed(CredentialRepository, {
        get: (userId) => Effect.sync(() => Option.fromNullable(credentials.get(userId)).pipe(Option.map((found) => ({ ...found })))),
        put: (value) => Effect.sync(() => void credentials.set(value.userId, { ...value })),
        findIdentity: (provider, subject) => Effect.sync(() => Option.fromNullable(identities.get(identityKey(provider, subject)))),
        linkIdentity: (provider, subject, userId) =>
          Effect.sync(() => {
            const key = identityKey(provider, subject)
            if (!identities.has(key)) identities.set(key, userId)
          }),
        providersOf: (userId) =>
          Effect.sync(() =>
            OAuthProvider.literals.filter((provider) => [...identities].some(([key, holder]) => holder === userId && key.startsWith(`${provider}\u0000`)))
          ),
        deleteAllOf: (userId) =>
          Effect.sync(() => {
            credentials.delete(userId)
            for (const [key, holder] of identities) if (holder === userId) identities.delete(key)
          })
      })
    )
  })
