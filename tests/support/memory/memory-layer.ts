import { Context, Effect, Layer } from "effect"
import { makeInProcessGameBus } from "#adapters/common/game-events.ts"
import { derivedPackQueries } from "#adapters/common/pack-queries.ts"
import { applyChanges, emailKey } from "#adapters/common/profile-changes.ts"
import { GameId, type PackId, type UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { type FinishedGame, newestFirst } from "#core/history/finished-game.ts"
import { isAfterCursor, pageOf } from "#core/history/history-page.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { AnalyticsRepository } from "#core/ports/analytics-repository.ts"
import { AuditRepository } from "#core/ports/audit-repository.ts"
import { CardStatsRepository } from "#core/ports/card-stats-repository.ts"
import { CategoryRepository } from "#core/ports/category-repository.ts"
import type { DataPorts } from "#core/ports/data-ports.ts"
import { ErasedBytes } from "#core/ports/erased-bytes.ts"
import { GameHistory } from "#core/ports/game-history.ts"
import { GameEvents, GameExists, GameNotFound, GameRepository, VersionConflict } from "#core/ports/game-repository.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { IdGenerator } from "#core/ports/id-generator.ts"
import { MessageRepository, type StoredMessage } from "#core/ports/message-repository.ts"
import { PackPublication } from "#core/ports/pack-publication.ts"
import { OlderVersion, PackNotFound, PackRepository, type UpsertOutcome, upsertOutcome } from "#core/ports/pack-repository.ts"
import { type PaymentRecord, PaymentRepository, ProcessedEvents } from "#core/ports/payment-repository.ts"
import { alwaysChanged, StoreChanges } from "#core/ports/store-changes.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import { TagRepository } from "#core/ports/tag-repository.ts"
import { EmailTaken, UserNotFound, UserRepository } from "#core/ports/user-repository.ts"
import type { UserProfile } from "#core/profile/profile.ts"
import { makeMemoryAdminRepositories } from "./admin-repositories.ts"
import { makeMemoryAnalyticsRepository } from "./analytics-repository.ts"
import { makeMemoryCardStatsRepository } from "./card-stats-repository.ts"
import { makeMemoryGymEventRepository } from "./gym-event-repository.ts"

/** Every port the memory adapter provides. */
export type MemoryPorts = DataPorts

const copy = <A>(value: A): A => structuredClone(value)

/**
 * All repositories in plain Maps, for unit tests only. Each call gives a fresh, empty store.
 * Every operation runs synchronously inside one Effect, so each is atomic (the end-of-game
 * transaction included); values are copied in and out so callers never share state with the store.
 */
export const makeMemoryLayer = (): Layer.Layer<MemoryPorts> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const bus = yield* makeInProcessGameBus()
      const users = new Map<UserId, UserProfile>()
      const formerEmails = new Map<UserId, ReadonlyArray<string>>()
      const games = new Map<GameId, Game>()
      /** Each owner's finished games, by game id. */
      const histories = new Map<UserId, Map<GameId, FinishedGame>>()
      const watchLinks = new Map<GameId, string>()
      const payments = new Map<UserId, Array<PaymentRecord>>()
      const processed = new Set<string>()
      const messages: Array<StoredMessage> = []
      const packs = new Map<PackId, Pack>()
      let nextGameNumber = 0
      let nextMessageNumber = 0

      const ownerOfEmail = (email: string): UserProfile | undefined => {
        const key = emailKey(email)
        for (const profile of users.values()) if (emailKey(profile.email) === key) return profile
        return undefined
      }

      const userRepository: Context.Tag.Service<typeof UserRepository> = {
        get: (id) =>
          Effect.suspend(() => {
            const profile = users.get(id)
            return profile === undefined ? Effect.fail(new UserNotFound({ id })) : Effect.succeed(copy(profile))
          }),
        findByEmail: (email) =>
          Effect.suspend(() => {
            const profile = ownerOfEmail(email)
            return profile === undefined ? Effect.fail(new UserNotFound({ id: email })) : Effect.succeed(copy(profile))
          }),
        create: (profile) =>
          Effect.suspend(() => {
            if (ownerOfEmail(profile.email) !== undefined) return Effect.fail(new EmailTaken({ email: profile.email }))
            if (users.has(profile.id)) return Effect.die(new Error(`profile ${profile.id} exists already`))
            users.set(profile.id, copy(profile))
            return Effect.void
          }),
        update: (id, changes) =>
          Effect.suspend((): Effect.Effect<UserProfile, UserNotFound | EmailTaken> => {
            const current = users.get(id)
            if (current === undefined) return Effect.fail(new UserNotFound({ id }))
            const next = applyChanges(current, changes)
            const holder = ownerOfEmail(next.email)
            if (holder !== undefined && holder.id !== id) return Effect.fail(new EmailTaken({ email: next.email }))
            if (next.email.toLowerCase() !== current.email.toLowerCase()) formerEmails.set(id, [...(formerEmails.get(id) ?? []), current.email])
            users.set(id, copy(next))
            return Effect.succeed(copy(next))
          }),
        formerEmailsOf: (id) => Effect.sync(() => [...(formerEmails.get(id) ?? [])]),
        delete: (id) =>
          Effect.suspend(() => {
            formerEmails.delete(id)
            return users.delete(id) ? Effect.void : Effect.fail(new UserNotFound({ id }))
          }),
        listAdmins: Effect.sync(() => [...users.values()].filter((profile) => profile.roles.includes("admin")).map(copy))
      }

      const keep = (record: FinishedGame): boolean => {
        const history = histories.get(record.owner) ?? new Map<GameId, FinishedGame>()
        histories.set(record.owner, history)
        if (history.has(record.gameId)) return false
        history.set(record.gameId, copy(record))
        return true
      }
      const historyOf = (owner: UserId): Array<FinishedGame> => [...(histories.get(owner)?.values() ?? [])].sort(newestFirst)

      const gameHistory: Context.Tag.Service<typeof GameHistory> = {
        append: (record) => Effect.sync(() => keep(record)),
        page: (owner, limit, after) =>
          Effect.sync(() =>
            pageOf(
              historyOf(owner)
                .filter((game) => isAfterCursor(game, after))
                .slice(0, limit + 1)
                .map(copy),
              limit
            )
          ),
        all: (owner) => Effect.sync(() => historyOf(owner).map(copy)),
        deleteAllOf: (owner) =>
          Effect.sync(() => {
            const count = histories.get(owner)?.size ?? 0
            histories.delete(owner)
            return count
          })
      }

      const gameRepository: Context.Tag.Service<typeof GameRepository> = {
        get: (id) =>
          Effect.suspend(() => {
            const game = games.get(id)
            return game === undefined ? Effect.fail(new GameNotFound({ id })) : Effect.succeed(copy(game))
          }),
        create: (game) =>
          Effect.suspend(() => {
            if (games.has(game.id)) return Effect.fail(new GameExists({ id: game.id }))
            games.set(game.id, copy(game))
            const owner = users.get(game.owner)
            if (owner !== undefined) users.set(owner.id, { ...owner, currentGameId: game.id })
            return bus.publish(copy(game))
          }),
        update: (next) =>
          Effect.suspend((): Effect.Effect<void, GameNotFound | VersionConflict> => {
            const current = games.get(next.id)
            if (current === undefined) return Effect.fail(new GameNotFound({ id: next.id }))
            if (current.version !== next.version - 1) return Effect.fail(new VersionConflict({ current: copy(current) }))
            games.set(next.id, copy(next))
            return bus.publish(copy(next))
          }),
        delete: (id) =>
          Effect.suspend(() => {
            watchLinks.delete(id)
            return games.delete(id) ? bus.end(id) : Effect.fail(new GameNotFound({ id }))
          }),
        watchLink: (id) => Effect.suspend(() => (games.has(id) ? Effect.succeed(watchLinks.get(id) ?? null) : Effect.fail(new GameNotFound({ id })))),
        setWatchLink: (id, tokenHash) =>
          Effect.suspend(() => {
            if (!games.has(id)) return Effect.fail(new GameNotFound({ id }))
            if (tokenHash === null) watchLinks.delete(id)
            else watchLinks.set(id, tokenHash)
            return Effect.void
          }),
        end: (gameId, owner, update, record) =>
          Effect.suspend(() => {
            if (!games.has(gameId)) return Effect.fail(new GameNotFound({ id: gameId }))
            keep(record)
            const profile = users.get(owner)
            if (profile !== undefined) {
              users.set(owner, {
                ...profile,
                pastGame: copy(update.pastGame),
                gamesPlayed: update.gamesPlayed,
                currentGameId: update.currentGameId
              })
            }
            games.delete(gameId)
            watchLinks.delete(gameId)
            return bus.end(gameId)
          }),
        listOf: (owner) => Effect.sync(() => [...games.values()].filter((game) => game.owner === owner).map(copy)),
        deleteAllOf: (owner) =>
          Effect.sync(() => {
            for (const [id, game] of games) {
              if (game.owner !== owner) continue
              games.delete(id)
              watchLinks.delete(id)
            }
          })
      }

      const addUnder = (key: UserId, record: PaymentRecord) =>
        Effect.sync(() => {
          const records = payments.get(key) ?? []
          if (records.some((stored) => stored.id === record.id)) return
          payments.set(key, [...records, copy(record)])
        })

      const paymentRepository: Context.Tag.Service<typeof PaymentRepository> = {
        list: (user) =>
          Effect.sync(() =>
            (payments.get(user) ?? [])
              .map((record, order) => ({ record, order }))
              .sort((a, b) => (a.record.createdAt < b.record.createdAt ? -1 : a.record.createdAt > b.record.createdAt ? 1 : a.order - b.order))
              .map(({ record }) => copy(record))
          ),
        add: (user, record) => addUnder(user, record),
        addDetached: (anonymousKey, record) => addUnder(anonymousKey as UserId, record),
        detachAllOf: (user, anonymousKey) =>
          Effect.sync(() => {
            const records = payments.get(user)
            payments.delete(user)
            if (records !== undefined) payments.set(anonymousKey as UserId, [...(payments.get(anonymousKey as UserId) ?? []), ...records])
          })
      }

      const processedEvents: Context.Tag.Service<typeof ProcessedEvents> = {
        markProcessed: (eventId) =>
          Effect.sync(() => {
            if (processed.has(eventId)) return false
            processed.add(eventId)
            return true
          })
      }

      const messageRepository: Context.Tag.Service<typeof MessageRepository> = {
        add: (message) => Effect.sync(() => void messages.push(copy(message))),
        list: (category, page) =>
          Effect.sync(() =>
            messages
              .map((message, order) => ({ message, order }))
              .filter(({ message }) => category === undefined || message.category === category)
              .sort((a, b) => (a.message.createdAt < b.message.createdAt ? 1 : a.message.createdAt > b.message.createdAt ? -1 : b.order - a.order))
              .slice(page?.offset ?? 0, page === undefined ? undefined : page.offset + page.limit)
              .map(({ message }) => copy(message))
          ),
        listBy: (author) =>
          Effect.sync(() =>
            messages
              .map((message, order) => ({ message, order }))
              .filter(({ message }) => message.author === author)
              .sort((a, b) => (a.message.createdAt < b.message.createdAt ? 1 : a.message.createdAt > b.message.createdAt ? -1 : b.order - a.order))
              .map(({ message }) => copy(message))
          ),
        rewriteBy: (author, emails, anonymise) =>
          Effect.sync(() => {
            const keys = emails.map(emailKey).filter((key) => key !== "")
            const names = (message: StoredMessage) =>
              keys.some(
                (key) => emailKey(message.from) === key || emailKey(message.message.subject).includes(key) || emailKey(message.message.text).includes(key)
              )
            messages.forEach((message, index) => {
              if (message.author === author || names(message)) messages[index] = copy(anonymise(copy(message)))
            })
          }),
        count: (category) => Effect.sync(() => messages.filter((message) => category === undefined || message.category === category).length)
      }

      const listPacks = Effect.sync(() => [...packs.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(copy))
      const packRepository: Context.Tag.Service<typeof PackRepository> = {
        list: listPacks,
        get: (id) =>
          Effect.suspend(() => {
            const pack = packs.get(id)
            return pack === undefined ? Effect.fail(new PackNotFound({ id })) : Effect.succeed(copy(pack))
          }),
        upsert: (pack) =>
          Effect.suspend((): Effect.Effect<UpsertOutcome, OlderVersion> => {
            const outcome = upsertOutcome(packs.get(pack.id), pack)
            if (outcome instanceof OlderVersion) return Effect.fail(outcome)
            if (outcome !== "unchanged") packs.set(pack.id, copy(pack))
            return Effect.succeed(outcome)
          }),
        delete: (id) => Effect.suspend(() => (packs.delete(id) ? Effect.void : Effect.fail(new PackNotFound({ id })))),
        ...derivedPackQueries(listPacks)
      }

      const admin = makeMemoryAdminRepositories()

      const idGenerator: Context.Tag.Service<typeof IdGenerator> = {
        gameId: Effect.sync(() => GameId.make(`game-${++nextGameNumber}`)),
        messageId: Effect.sync(() => `message-${++nextMessageNumber}`)
      }

      return Context.make(UserRepository, userRepository).pipe(
        Context.add(GameRepository, gameRepository),
        Context.add(GameEvents, bus),
        Context.add(GameHistory, gameHistory),
        Context.add(PaymentRepository, paymentRepository),
        Context.add(ProcessedEvents, processedEvents),
        Context.add(MessageRepository, messageRepository),
        Context.add(PackRepository, packRepository),
        Context.add(PackPublication, admin.publication),
        Context.add(CategoryRepository, admin.categories),
        Context.add(TagRepository, admin.tags),
        Context.add(AuditRepository, admin.audit),
        Context.add(AnalyticsRepository, makeMemoryAnalyticsRepository()),
        Context.add(GymEventRepository, makeMemoryGymEventRepository()),
        Context.add(CardStatsRepository, makeMemoryCardStatsRepository()),
        Context.add(IdGenerator, idGenerator),
        Context.add(StoreStatus, { check: Effect.void, gamesInPlay: Effect.sync(() => games.size) }),
        Context.add(StoreChanges, alwaysChanged()),
        Context.add(ErasedBytes, { purge: Effect.void })
      )
    })
  )
