import { type Context, Layer, ManagedRuntime } from "effect"
import { DataRights, DataRightsConfig } from "#core/account/data-rights.ts"
import { AdminServices } from "#core/admin/admin-services.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { AuthConfig } from "#core/auth/auth-config.ts"
import { GamePlay } from "#core/game/game-play.ts"
import { GameSessions } from "#core/game/game-sessions.ts"
import { EventChanges } from "#core/gym-events/event-changes.ts"
import { GymEvents } from "#core/gym-events/gym-events.ts"
import { Histories } from "#core/history/histories.ts"
import { Mailbox, Messages } from "#core/messages/messages.ts"
import { ProfilePhotos } from "#core/photos/profile-photo.ts"
import type { Checkout } from "#core/ports/checkout.ts"
import type { CommonPasswordList } from "#core/ports/common-password-list.ts"
import type { CredentialRepository } from "#core/ports/credential-repository.ts"
import type { DataPorts, SharedStatePorts } from "#core/ports/data-ports.ts"
import type { HumanCheck } from "#core/ports/human-check.ts"
import type { ImageProcessor } from "#core/ports/image-processor.ts"
import type { Mailer } from "#core/ports/mailer.ts"
import type { PasswordHasher } from "#core/ports/password-hasher.ts"
import type { SecretTokens } from "#core/ports/secret-tokens.ts"
import type { ServerSecrets } from "#core/ports/server-secrets.ts"
import type { SessionRepository } from "#core/ports/session-repository.ts"
import type { SpentProofs } from "#core/ports/spent-proofs.ts"
import type { TokenRepository } from "#core/ports/token-repository.ts"
import { Profiles } from "#core/profile/profiles.ts"
import { Purchases } from "#core/store/purchase.ts"
import { GameWatch } from "#core/watch/game-watch.ts"

/** What the store gives the API: every repository (the account ones too) and the id generator. */
export type StorePorts = DataPorts | SessionRepository | TokenRepository | CredentialRepository

/**
 * What the API runs on: the adapters its driver picked (api/compose-server.ts from the environment, a test
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
  /**
   * What every server on the store must share (rate limits, spent proofs, server secrets, stored
   * files): the store's tables or collections, so N servers behave as one.
   */
  readonly shared: Layer.Layer<SharedStatePorts>
  /** The human check, which spends proofs and may keep its key in the shared state. */
  readonly humanCheck: Layer.Layer<HumanCheck, never, SpentProofs | ServerSecrets>
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
    config.shared,
    config.humanCheck.pipe(Layer.provide(config.shared)),
    config.images,
    Layer.succeed(AuthConfig, config.accounts),
    Layer.succeed(Mailbox, config.mailbox),
    // The deletion's confirmation mail comes from the account mails' sender and points to the contact page.
    Layer.succeed(DataRightsConfig, { mailFrom: config.accounts.mailFrom, contactPage: config.accounts.pageFor("contact") })
  )
  // One EventChanges for the process: a result GameSessions stores is told to the screens GymEvents follows.
  const services = Layer.mergeAll(
    GameSessions.Default,
    Histories.Default,
    Profiles.Default,
    Messages.Default,
    Purchases.Default,
    Accounts.Default,
    ProfilePhotos.Default,
    DataRights.Default,
    GameWatch.Default,
    GymEvents.Default,
    AdminServices
  ).pipe(Layer.provideMerge(Layer.merge(GamePlay.Default, EventChanges.Default)))
  return ManagedRuntime.make(services.pipe(Layer.provideMerge(adapters)))
}

/** The runtime with everything it carries, for the tests that look behind the API. */
export type FullApiRuntime = ReturnType<typeof makeApiRuntime>
