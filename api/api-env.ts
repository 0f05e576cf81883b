import type { ManagedRuntime } from "effect"
import type { Registry } from "prom-client"
import type { SiteFacts } from "#contract/site-facts.ts"
import type { DataRights } from "#core/account/data-rights.ts"
import type { AdminService } from "#core/admin/admin-services.ts"
import type { Accounts } from "#core/auth/accounts.ts"
import type { UserId } from "#core/domain/ids.ts"
import type { Language } from "#core/domain/language.ts"
import type { GameSessions } from "#core/game/game-sessions.ts"
import type { GymEvents } from "#core/gym-events/gym-events.ts"
import type { Histories } from "#core/history/histories.ts"
import type { Messages } from "#core/messages/messages.ts"
import type { ProfilePhotos } from "#core/photos/profile-photo.ts"
import type { AnalyticsRepository } from "#core/ports/analytics-repository.ts"
import type { CardStatsRepository } from "#core/ports/card-stats-repository.ts"
import type { CategoryRepository } from "#core/ports/category-repository.ts"
import type { Checkout } from "#core/ports/checkout.ts"
import type { FileStore } from "#core/ports/file-store.ts"
import type { HumanCheck } from "#core/ports/human-check.ts"
import type { PackPublication } from "#core/ports/pack-publication.ts"
import type { PackRepository } from "#core/ports/pack-repository.ts"
import type { RateLimiter } from "#core/ports/rate-limiter.ts"
import type { StoreChanges } from "#core/ports/store-changes.ts"
import type { StoreStatus } from "#core/ports/store-status.ts"
import type { UserRepository } from "#core/ports/user-repository.ts"
import type { UserProfile } from "#core/profile/profile.ts"
import type { Profiles } from "#core/profile/profiles.ts"
import type { Purchases } from "#core/store/purchase.ts"
import type { GameWatch } from "#core/watch/game-watch.ts"

/** Everything the handlers run against: the core services and the ports, built by `makeApiRuntime` (api/runtime.ts). */
export type ApiServices =
  | GameSessions
  | Histories
  | GameWatch
  | GymEvents
  | Profiles
  | Messages
  | Accounts
  | ProfilePhotos
  | HumanCheck
  | FileStore
  | UserRepository
  | PackRepository
  | Checkout
  | Purchases
  | PackPublication
  | CategoryRepository
  | AdminService
  | AnalyticsRepository
  | CardStatsRepository
  | RateLimiter
  | StoreStatus
  | StoreChanges
  | DataRights

/** The runtime that carries the services; handlers run core effects on it. */
export type ApiRuntime = ManagedRuntime.ManagedRuntime<ApiServices, never>

/**
 * What an operator watches, in the Prometheus text format: requests and their latency by route
 * pattern (never a raw path: ids would make a series per game), open live streams, games in play,
 * mails sent and failed, and the process's own figures (CPU, memory, event-loop lag). Made by
 * makeApiMetrics (metrics.ts).
 */
export interface ApiMetrics {
  readonly registry: Registry
  readonly observeRequest: (method: string, route: string, status: number, seconds: number) => void
  readonly streamOpened: () => void
  readonly streamClosed: () => void
  readonly mailSent: () => void
  readonly mailFailed: () => void
}

/** One structured log line (JSON on stdout in production). */
export type LogLine = Readonly<Record<string, unknown>>

/** What `makeApp` needs from its composition root. */
export interface AppDeps {
  readonly runtime: ApiRuntime
  /** Who is acting when no session cookie names anyone (a test header in the process tests), or null. */
  readonly resolveUser: (request: Request) => Promise<UserId | null>
  readonly log: (line: LogLine) => void
  /** Seconds between SSE heartbeat comments (default 15). */
  readonly heartbeatSeconds?: number
  /** Seconds a live stream lasts before the browser reconnects (default: core/game/live-streams.ts). */
  readonly liveStreamSeconds?: number
  /** Seconds between the checks that a watcher's link still opens its game (default 2). */
  readonly watchCheckSeconds?: number
  /** The app's public address (PUBLIC_URL, default http://localhost:PORT): every absolute URL starts here, never at the request's Host. */
  readonly publicUrl: string
  /** What the web app shows of this deployment (`GET /api/site`). */
  readonly site: SiteFacts
  /** The built web app (web/dist) to serve beside the API; unset → the API alone. */
  readonly webRoot?: string
  /** Aborted when the server starts stopping: live streams end with a retry hint, readiness answers 503. */
  readonly stopping?: AbortSignal
  /** The metrics this server keeps (api/metrics.ts); unset → none. */
  readonly metrics?: ApiMetrics
  /** METRICS_TOKEN: `GET /metrics` on the app's port answers the bearer of this token; unset → 404 there. */
  readonly metricsToken?: string
}

/** What the middleware stores on each request. */
export interface ApiEnv {
  Variables: {
    requestId: string
    /** The acting user, or null when nobody is signed in. */
    user: UserProfile | null
    /** The language of the answer's messages: the profile's, else Accept-Language's, else French. */
    language: Language
    /** The client's address as rate limits key it (clientAddress in api/auth/auth-deps.ts, through the trusted proxies). */
    clientAddress: string
  }
}
