import { type Context, Layer, ManagedRuntime } from "effect"
import { AdminServices } from "#core/admin/admin-services.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { AuthConfig } from "#core/auth/auth-config.ts"
import { GamePlay } from "#core/game/game-play.ts"
import { GameSessions } from "#core/game/game-sessions.ts"
import { Mailbox, Messages } from "#core/messages/messages.ts"
import { ProfilePhotos } from "#core/photos/profile-photo.ts"
import type { Checkout } from "#core/ports/checkout.ts"
import type { CommonPasswordList } from "#core/ports/common-password-list.ts"
import type { CredentialRepository } from "#core/ports/credential-repository.ts"
import type { DataPorts } from "#core/ports/data-ports.ts"
import type { FileStore } from "#core/ports/file-store.ts"
import type { HumanCheck } from "#core/ports/human-check.ts"
import type { ImageProcessor } from "#core/ports/image-processor.ts"
import type { Mailer } from "#core/ports/mailer.ts"
import type { PasswordHasher } from "#core/ports/password-hasher.ts"
import type { RateLimiter } from "#core/ports/rate-limiter.ts"
import type { SecretTokens } from "#core/ports/secret-tokens.ts"
import type { SessionRepository } from "#core/ports/session-repository.ts"
import type { TokenRepository } from "#core/ports/token-repository.ts"
import { Profiles } from "#core/profile/profiles.ts"
import { Purchases } from "#core/store/purchase.ts"
import { GameWatch } from "#core/watch/game-watch.ts"

/** What the store gives the API: every repository (the account ones too) and the id generator. */
export type StorePorts = DataPorts | SessionRepository | TokenRepository | CredentialRepository

/**
 * What the API runs on: the adapters its driver picked (api/main.ts from the environment, a test
 * harness its own) and what the core services are told.
 */
export interface ApiRuntimeConfig {
  readonly store: Layer.Layer<StorePorts>
  readonly mailer: Layer.Layer<Mailer>
  readonly checkout: Layer.Layer<Checkout>
  readonly passwordHasher: Layer.Layer<PasswordHasher>
  /** The common and breached passwords refused for a new password. */
  readonly commonPasswords: Layer.Layer<CommonPasswordList>
  readonly secretTokens: Layer.Layer<SecretTokens>
  readonly rateLimiter: Layer.Layer<RateLimiter>
  readonly humanCheck: Layer.Layer<HumanCheck>
  readonly files: Layer.Layer<FileStore>
  readonly images: Layer.Layer<ImageProcessor>
  /** The sender of account mails and the links they carry. */
  readonly accounts: Context.Tag.Service<AuthConfig>
  /** Where contact and feedback messages go, and the sender of feedback mails. */
  readonly mailbox: Context.Tag.Service<Mailbox>
}

/**
 * The one runtime of the API: every core service (games, profiles, messages, purchases, accounts,
 * photos, admin) built once on the given adapters. The store is opened when the runtime is first
 * used and closed when it is disposed.
 */
export const makeApiRuntime = (config: ApiRuntimeConfig) => {
  const adapters = Layer.mergeAll(
    config.store,
    config.mailer,
    config.checkout,
    config.passwordHasher,
    config.commonPasswords,
    config.secretTokens,
    config.rateLimiter,
    config.humanCheck,
    config.files,
    config.images,
    Layer.succeed(AuthConfig, config.accounts),
    Layer.succeed(Mailbox, config.mailbox)
  )
  const services = Layer.mergeAll(
    GameSessions.Default,
    Profiles.Default,
    Messages.Default,
    Purchases.Default,
    Accounts.Default,
    ProfilePhotos.Default,
    GameWatch.Default,
    AdminServices
  ).pipe(Layer.provideMerge(GamePlay.Default))
  return ManagedRuntime.make(services.pipe(Layer.provideMerge(adapters)))
}

/** The runtime with everything it carries, for the tests that look behind the API. */
export type FullApiRuntime = ReturnType<typeof makeApiRuntime>
