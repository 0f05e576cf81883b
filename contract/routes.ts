import type { DeletionNeedsRecentLogin, LastAdmin, PersonalDataExport } from "#core/account/data-rights.ts"
import type { AdminError } from "#core/admin/admin-errors.ts"
import type {
  AddChallengeInput,
  CategoryRenameInput,
  ChallengeChangeInput,
  GrantAdminInput,
  NewPackInput,
  NewTagInput,
  PackChangeInput,
  PublicationInput,
  TagRenameInput
} from "#core/admin/admin-inputs.ts"
import type { AnalyticsEvent, AnalyticsSummary } from "#core/analytics/analytics-event.ts"
import type { LinkPreview } from "#core/auth/email-verification.ts"
import type { CategoryKey } from "#core/domain/category.ts"
import type { ColourSetId } from "#core/domain/colour-set-schema.ts"
import type { Language } from "#core/domain/language.ts"
import type { ProblemStyle } from "#core/domain/problem-style.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { GameError } from "#core/game/game-errors.ts"
import type { GameRequest, GameSessionError } from "#core/game/game-sessions.ts"
import type { HiddenNameInput, HostGrantInput, JoinInput, NewGymEventInput } from "#core/gym-events/gym-event-inputs.ts"
import type { ScreenView } from "#core/gym-events/screen-view.ts"
import type { FinishedGame } from "#core/history/finished-game.ts"
import type { HistoryStats } from "#core/history/histories.ts"
import type { timerMeanings } from "#core/packs/timer-meanings.ts"
import type { OAuthProvider } from "#core/ports/credential-repository.ts"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import type { PaymentRecord } from "#core/ports/payment-repository.ts"
import type { UserProfile } from "#core/profile/profile.ts"
import type { ProfileEdits } from "#core/profile/profiles.ts"
import type { CheckoutError } from "#core/store/checkout-messages.ts"
import type { BagRefused, CheckoutRefused, PackNotOwned } from "#core/store/store-errors.ts"
import type { ContactForm } from "#core/validation/contact-schema.ts"
import type { FeedbackForm } from "#core/validation/feedback-schema.ts"
import type { SignUpForm } from "#core/validation/sign-up-schema.ts"
import type { WatchView } from "#core/watch/watch-view.ts"
import type { AdminAnswer } from "./admin-answers.ts"
import type { Catalog } from "./catalog.ts"
import type { GymEventAnswer } from "./gym-event-answers.ts"
import type { CodeOf, ErrorCode } from "./refusal.ts"
import type { SiteFacts } from "./site-facts.ts"

/**
 * Every HTTP route of the API, declared once (conventions §19): method and path, the request's query
 * and body, the answer's JSON and the error codes the route may answer. The API's handlers check their
 * answers against it (`satisfies RouteAnswer<"GET /api/…">`), the web calls by it (`send`/`call`,
 * web/lib/api/answer.ts), and tests/api/route-contract.test.ts checks that the app serves exactly these.
 * A types-only module at heart: the public pages import it with `import type`, so it ships no bytes.
 */

/** What a route is declared with. Path parameters come from the path itself (`:id`). */
export interface RouteSpec {
  /** The query string's fields (strings, as sent); absent: the route reads none. */
  readonly query?: object
  /** The JSON body (or `FormData` / `Blob` for an upload); absent: the route reads none. */
  readonly body?: unknown
  /** The JSON of a success; `null` for an answer without a body (204, a redirect); `EventStream` for Server-Sent Events. */
  readonly answer: unknown
  /** The refusals particular to this route (codes every route may answer are `AnyRouteCode`). */
  readonly codes: ErrorCode
}

/** A declared route: its spec lives in the types only (the value is an empty object). */
export interface Declared<Spec extends RouteSpec> {
  readonly spec?: Spec
}

const declare = <Spec extends RouteSpec>(): Declared<Spec> => ({})

/** A Server-Sent Events stream of `Event` (each `game` event's data), not a JSON answer. */
export interface EventStream<Event> {
  readonly events: Event
}

/** A file's own bytes, not a JSON answer. */
export interface FileAnswer {
  readonly file: "bytes"
}

/** The codes every route may answer: a fault, an oversized body, a cross-site write. */
export type AnyRouteCode = "internal" | "payload-too-large" | "cross-site-request"

/** The codes of a route that reads a JSON body or a query: unreadable, not JSON, or not fitting. */
type InputCode = "invalid-json" | "unsupported-media-type" | "invalid-input"
/** The codes of a route for signed-in users only. */
type SignedInCode = "unauthenticated" | "user-not-found"
/** The codes of a route behind a human check. */
type HumanCheckCode = "human-check-required" | "human-check-failed"
/** The codes of a route spending a budget (per address or account). */
type BudgetCode = "too-many-attempts"
/** The codes of every refusal in a union of tagged errors. */
type CodesOf<E extends { readonly _tag: string }> = CodeOf<E["_tag"]>

/** A status answer: what happened, and the sentence to show, in the request's language. */
export interface StatusAnswer<Status extends string> {
  readonly status: Status
  readonly message: string
}

/** Who is signed in, with what the app needs to know about them. */
export interface AccountAnswer {
  readonly profile: UserProfile
  readonly isAdmin: boolean
  readonly isEmailVerified: boolean
}

/** Nobody signed in: not an error (browsers do not log a 200). */
export interface NoAccountAnswer {
  readonly profile: null
  readonly isAdmin: false
  readonly isEmailVerified: false
  readonly host: null
}

/** The gym a signed-in account hosts nights for (issue #39): the web shows it the host's pages. */
export interface HostGymAnswer {
  readonly gymName: string
  readonly city: string
}

/** Who is signed in (`GET /api/auth/me`): the account, and the gym it hosts nights for, or null. */
export interface CurrentAccountAnswer extends AccountAnswer {
  readonly host: HostGymAnswer | null
}

/** A challenge of a pack the user may play, as the device keeps it to play offline. */
export interface PlayableChallengeAnswer {
  readonly id: string
  readonly category: CategoryKey
  readonly text: { readonly fr: string; readonly en: string }
  readonly timer?: { readonly seconds: number; readonly meaning: (typeof timerMeanings)[number] }
  readonly styles?: ReadonlyArray<ProblemStyle>
  readonly minPlayers?: number
}

/** A published pack as the pregame shows it to one user: the challenges only when the user may play it. */
export interface PlayablePackAnswer {
  readonly id: string
  readonly version: string
  readonly name: { readonly fr: string; readonly en: string }
  readonly description: { readonly fr: string; readonly en: string }
  readonly state: "owned" | "in-bag" | "not-owned" | "coming-soon" | "free"
  readonly combinable: boolean
  readonly comingSoon: boolean
  readonly special: boolean
  readonly challengeCount: number
  readonly challenges: ReadonlyArray<PlayableChallengeAnswer>
}

/** Whether a game is shared, and its link when this call made it. */
export interface WatchLinkAnswer {
  readonly isShared: boolean
  readonly url?: string
}

/** The ready check's answer: ready, or why not (503). */
export type ReadyAnswer =
  | { readonly status: "ready" }
  | { readonly status: "unavailable"; readonly reason: "stopping" | "store-unreachable" | "store-timeout"; readonly detail: string }

type GameCode = SignedInCode | "game-not-found" | CodesOf<GameSessionError>
type PackOwnershipCode = CodesOf<PackNotOwned> | "pack-not-found"

/** The admin routes (under /api/admin) whose answers admin-answers.ts declares as Schemas, with their inputs and refusals. */
const adminRoutes = {
  "GET /api/admin/packs": declare<{ answer: AdminAnswer<"GET /packs">; codes: AdminCode }>(),
  "POST /api/admin/packs": declare<{ body: typeof NewPackInput.Encoded; answer: AdminAnswer<"POST /packs">; codes: AdminCode | InputCode }>(),
  "POST /api/admin/packs/import": declare<{
    query: { readonly name?: string; readonly dryRun?: "true" | "false" }
    body: Blob
    answer: AdminAnswer<"POST /packs/import">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/packs/:id": declare<{ answer: AdminAnswer<"GET /packs/:id">; codes: AdminCode | InputCode }>(),
  "PATCH /api/admin/packs/:id": declare<{ body: typeof PackChangeInput.Encoded; answer: AdminAnswer<"PATCH /packs/:id">; codes: AdminCode | InputCode }>(),
  "PUT /api/admin/packs/:id/published": declare<{
    body: typeof PublicationInput.Encoded
    answer: AdminAnswer<"PUT /packs/:id/published">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/packs/:id/export": declare<{ answer: FileAnswer; codes: AdminCode | InputCode }>(),
  "POST /api/admin/packs/:id/challenges": declare<{
    body: typeof AddChallengeInput.Encoded
    answer: AdminAnswer<"POST /packs/:id/challenges">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/challenges": declare<{
    query: {
      readonly q?: string
      readonly pack?: string
      readonly category?: string
      readonly tag?: string
      readonly missingTranslation?: "true" | "false"
    }
    answer: AdminAnswer<"GET /challenges">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/challenges/:id": declare<{ answer: AdminAnswer<"GET /challenges/:id">; codes: AdminCode | InputCode }>(),
  "PATCH /api/admin/challenges/:id": declare<{
    body: typeof ChallengeChangeInput.Encoded
    answer: AdminAnswer<"PATCH /challenges/:id">
    codes: AdminCode | InputCode
  }>(),
  "DELETE /api/admin/challenges/:id": declare<{
    query: { readonly expectedVersion: string }
    answer: AdminAnswer<"DELETE /challenges/:id">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/tags": declare<{ answer: AdminAnswer<"GET /tags">; codes: AdminCode }>(),
  "POST /api/admin/tags": declare<{ body: typeof NewTagInput.Encoded; answer: AdminAnswer<"POST /tags">; codes: AdminCode | InputCode }>(),
  "PATCH /api/admin/tags/:id": declare<{ body: typeof TagRenameInput.Encoded; answer: AdminAnswer<"PATCH /tags/:id">; codes: AdminCode | InputCode }>(),
  "DELETE /api/admin/tags/:id": declare<{ answer: null; codes: AdminCode | InputCode }>(),
  "GET /api/admin/categories": declare<{ answer: AdminAnswer<"GET /categories">; codes: AdminCode }>(),
  "PATCH /api/admin/categories/:key": declare<{
    body: typeof CategoryRenameInput.Encoded
    answer: AdminAnswer<"PATCH /categories/:key">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/feedback": declare<{
    query: { readonly category?: "contact" | "feedback"; readonly page?: string }
    answer: AdminAnswer<"GET /feedback">
    codes: AdminCode | InputCode
  }>(),
  "GET /api/admin/admins": declare<{ answer: AdminAnswer<"GET /admins">; codes: AdminCode }>(),
  "POST /api/admin/admins": declare<{ body: typeof GrantAdminInput.Encoded; answer: AdminAnswer<"POST /admins">; codes: AdminCode | InputCode }>(),
  "DELETE /api/admin/admins/:id": declare<{ answer: AdminAnswer<"DELETE /admins/:id">; codes: AdminCode | InputCode | CodesOf<LastAdmin> }>(),
  "GET /api/admin/audit": declare<{ query: { readonly limit?: string }; answer: AdminAnswer<"GET /audit">; codes: AdminCode | InputCode }>(),
  "GET /api/admin/analytics": declare<{ query: { readonly days?: string }; answer: { readonly summary: AnalyticsSummary }; codes: AdminCode | InputCode }>(),
  "GET /api/admin/card-stats/:id": declare<{
    query: { readonly version?: string }
    answer: AdminAnswer<"GET /card-stats/:id">
    codes: AdminCode | InputCode
  }>()
}

/** Every admin route may refuse a caller who is not an admin, and answers core's admin refusals. */
type AdminCode = SignedInCode | "not-admin" | CodesOf<AdminError> | "pack-not-found" | "challenge-not-found" | "tag-exists"

/** The codes of a host's route: signed in, a host, and (for one event) theirs. */
type HostCode = SignedInCode | "not-host" | "gym-event-not-found" | InputCode
/** The codes of a big screen's route: its token, and its address's budget. */
type ScreenCode = InputCode | BudgetCode | "screen-refused"

/** The gym night's routes (issue #39), whose answers gym-event-answers.ts declares as Schemas. */
const gymEventRoutes = {
  "GET /api/admin/hosts": declare<{ answer: GymEventAnswer<"GET /admin/hosts">; codes: AdminCode }>(),
  "POST /api/admin/hosts": declare<{
    body: typeof HostGrantInput.Encoded
    answer: GymEventAnswer<"POST /admin/hosts">
    codes: AdminCode | InputCode | "no-host-account"
  }>(),
  "DELETE /api/admin/hosts/:userId": declare<{ answer: GymEventAnswer<"DELETE /admin/hosts/:userId">; codes: AdminCode | InputCode | "host-not-found" }>(),
  "GET /api/gym-events": declare<{ answer: GymEventAnswer<"GET /gym-events">; codes: HostCode }>(),
  "GET /api/gym-events/packs": declare<{ answer: GymEventAnswer<"GET /gym-events/packs">; codes: HostCode }>(),
  "POST /api/gym-events": declare<{
    body: typeof NewGymEventInput.Encoded
    answer: GymEventAnswer<"POST /gym-events">
    codes: HostCode | "invalid-event-window" | "event-pack-unavailable"
  }>(),
  "POST /api/gym-events/join": declare<{
    body: typeof JoinInput.Encoded
    answer: GymEventAnswer<"POST /gym-events/join">
    codes: InputCode | BudgetCode | "join-code-unknown"
  }>(),
  "GET /api/gym-events/:id": declare<{ answer: GymEventAnswer<"GET /gym-events/:id">; codes: HostCode }>(),
  "POST /api/gym-events/:id/close": declare<{ answer: GymEventAnswer<"POST /gym-events/:id/close">; codes: HostCode }>(),
  "POST /api/gym-events/:id/hidden-names": declare<{
    body: typeof HiddenNameInput.Encoded
    answer: GymEventAnswer<"POST /gym-events/:id/hidden-names">
    codes: HostCode
  }>(),
  "DELETE /api/gym-events/:id/hidden-names/:name": declare<{ answer: GymEventAnswer<"DELETE /gym-events/:id/hidden-names/:name">; codes: HostCode }>(),
  "POST /api/gym-events/:id/screen-token": declare<{ answer: GymEventAnswer<"POST /gym-events/:id/screen-token">; codes: HostCode }>(),
  "GET /api/gym-events/:id/results": declare<{ answer: GymEventAnswer<"GET /gym-events/:id/results">; codes: HostCode }>(),
  "GET /api/gym-events/:id/results.csv": declare<{ answer: FileAnswer; codes: HostCode }>(),
  "GET /api/gym-events/:id/screen": declare<{ query: { readonly token: string }; answer: GymEventAnswer<"GET /gym-events/:id/screen">; codes: ScreenCode }>(),
  "GET /api/gym-events/:id/screen/live": declare<{
    query: { readonly token: string }
    answer: EventStream<ScreenView>
    codes: ScreenCode | "too-many-streams"
  }>()
}

/** The routes of the API, by method and path. */
export const apiRoutes = {
  "GET /api/health": declare<{ answer: { readonly status: "ok" }; codes: never }>(),
  "GET /api/ready": declare<{ answer: ReadyAnswer; codes: never }>(),

  "GET /api/auth/me": declare<{ answer: CurrentAccountAnswer | NoAccountAnswer; codes: never }>(),
  "GET /api/auth/providers": declare<{ answer: { readonly providers: ReadonlyArray<OAuthProvider> }; codes: never }>(),
  "POST /api/auth/sign-up": declare<{
    body: typeof SignUpForm.Encoded & { readonly displayName?: string; readonly language?: Language; readonly returnTo?: string }
    answer: AccountAnswer
    codes: InputCode | HumanCheckCode | BudgetCode | "email-taken" | "common-password"
  }>(),
  "POST /api/auth/sign-in": declare<{
    body: { readonly email: string; readonly password: string }
    answer: AccountAnswer
    codes: InputCode | HumanCheckCode | BudgetCode | "invalid-credentials" | "managed-by-social-provider"
  }>(),
  "POST /api/auth/sign-out": declare<{ answer: StatusAnswer<"signed-out">; codes: never }>(),
  "POST /api/auth/verification": declare<{ answer: StatusAnswer<"sent">; codes: SignedInCode | BudgetCode }>(),
  "GET /api/auth/verify": declare<{ query: { readonly token: string }; answer: LinkPreview; codes: InputCode | BudgetCode | "invalid-link" }>(),
  "POST /api/auth/verify": declare<{
    body: { readonly token: string }
    answer: StatusAnswer<"verified"> & { readonly isSignedIn: boolean }
    codes: InputCode | BudgetCode | "invalid-link"
  }>(),
  "POST /api/auth/forgot-password": declare<{
    body: { readonly email: string }
    answer: StatusAnswer<"sent">
    codes: InputCode | HumanCheckCode | BudgetCode
  }>(),
  "POST /api/auth/change-password": declare<{
    answer: StatusAnswer<"sent">
    codes: SignedInCode | HumanCheckCode | BudgetCode | "managed-by-social-provider"
  }>(),
  "POST /api/auth/reset-password": declare<{
    body: { readonly token: string; readonly password: string }
    answer: StatusAnswer<"changed">
    codes: InputCode | BudgetCode | "invalid-link" | "common-password"
  }>(),
  "POST /api/auth/change-email": declare<{
    body: { readonly email: string }
    answer: StatusAnswer<"sent">
    codes: SignedInCode | InputCode | HumanCheckCode | BudgetCode | "email-taken" | "recent-login-required" | "managed-by-social-provider"
  }>(),
  "GET /api/auth/confirm-email": declare<{ query: { readonly token: string }; answer: LinkPreview; codes: InputCode | BudgetCode | "invalid-link" }>(),
  "POST /api/auth/confirm-email": declare<{
    body: { readonly token: string }
    answer: StatusAnswer<"changed"> & { readonly profile: UserProfile; readonly isSignedIn: boolean }
    codes: InputCode | BudgetCode | "invalid-link" | "email-taken"
  }>(),
  "GET /api/auth/link-identity": declare<{ query: { readonly token: string }; answer: LinkPreview; codes: InputCode | BudgetCode | "invalid-link" }>(),
  "POST /api/auth/link-identity": declare<{
    body: { readonly token: string }
    answer: StatusAnswer<"linked"> & { readonly provider: OAuthProvider }
    codes: InputCode | BudgetCode | "invalid-link"
  }>(),
  "GET /api/auth/oauth/:provider/start": declare<{
    query: { readonly lang?: Language; readonly returnTo?: string }
    answer: null
    codes: InputCode | "provider-not-configured"
  }>(),
  "GET /api/auth/oauth/:provider/callback": declare<{
    query: { readonly code?: string; readonly state?: string }
    answer: null
    codes: InputCode | "provider-not-configured"
  }>(),

  "GET /api/site": declare<{ answer: SiteFacts; codes: never }>(),
  "GET /api/human-check/challenge": declare<{ query: { readonly action: HumanCheckAction }; answer: unknown; codes: InputCode | BudgetCode }>(),
  "GET /api/catalog": declare<{ answer: Catalog; codes: never }>(),

  "GET /api/me/profile": declare<{ answer: UserProfile; codes: SignedInCode }>(),
  "PATCH /api/me/profile": declare<{
    body: typeof ProfileEdits.Encoded
    answer: UserProfile
    codes: SignedInCode | InputCode | HumanCheckCode | "field-not-editable" | "several-actions-at-once"
  }>(),
  "POST /api/me/photo": declare<{
    body: FormData
    answer: UserProfile
    codes: SignedInCode | InputCode | HumanCheckCode | BudgetCode | "unsupported-image" | "photo-decoding-busy"
  }>(),
  "DELETE /api/me/photo": declare<{ answer: { readonly profile: UserProfile; readonly message: string }; codes: SignedInCode | HumanCheckCode }>(),
  "POST /api/me/export": declare<{ answer: PersonalDataExport; codes: SignedInCode | HumanCheckCode | BudgetCode }>(),
  "POST /api/me/delete-account": declare<{
    answer: StatusAnswer<"deleted">
    codes: SignedInCode | HumanCheckCode | CodesOf<DeletionNeedsRecentLogin | LastAdmin>
  }>(),
  "GET /api/me/history": declare<{
    query: { readonly limit?: string; readonly after?: string }
    answer: { readonly games: ReadonlyArray<FinishedGame>; readonly next: string | null }
    codes: SignedInCode | InputCode
  }>(),
  "GET /api/me/history/stats": declare<{ answer: HistoryStats; codes: SignedInCode | InputCode }>(),
  "GET /api/me/playable-packs": declare<{
    answer: { readonly packs: ReadonlyArray<PlayablePackAnswer>; readonly colourSets: ReadonlyArray<ColourSetId> }
    codes: SignedInCode
  }>(),

  "POST /api/games": declare<{
    body: typeof GameRequest.Encoded
    answer: Game
    codes: GameCode | InputCode | CodesOf<GameError> | PackOwnershipCode | "game-exists" | "gym-event-not-found" | "gym-event-not-open"
  }>(),
  "GET /api/games/:id": declare<{ answer: Game; codes: GameCode | InputCode }>(),
  "POST /api/games/:id/actions": declare<{
    body: { readonly version: number; readonly action: typeof GameAction.Encoded; readonly at?: number }
    answer: Game
    codes: GameCode | InputCode | CodesOf<GameError> | "version-conflict"
  }>(),
  "POST /api/games/:id/end": declare<{
    body: { readonly version: number }
    answer: UserProfile
    codes: GameCode | InputCode | CodesOf<GameError> | "version-conflict"
  }>(),
  "DELETE /api/games/:id": declare<{ query: { readonly version?: string }; answer: null; codes: GameCode | InputCode | "version-conflict" }>(),
  "GET /api/games/:id/events": declare<{ answer: EventStream<Game>; codes: GameCode | InputCode }>(),
  "GET /api/games/:id/watch-link": declare<{ answer: WatchLinkAnswer; codes: GameCode | InputCode }>(),
  "POST /api/games/:id/watch-link": declare<{ body: Record<string, never>; answer: WatchLinkAnswer; codes: GameCode | InputCode }>(),
  "DELETE /api/games/:id/watch-link": declare<{ answer: null; codes: GameCode | InputCode }>(),

  "GET /api/watch/:id": declare<{ query: { readonly token: string }; answer: WatchView; codes: InputCode | BudgetCode | "watch-refused" }>(),
  "GET /api/watch/:id/events": declare<{
    query: { readonly token: string }
    answer: EventStream<WatchView>
    codes: InputCode | BudgetCode | "watch-refused" | "too-many-streams"
  }>(),

  "POST /api/contact": declare<{ body: typeof ContactForm.Encoded; answer: StatusAnswer<"sent">; codes: InputCode | HumanCheckCode | BudgetCode }>(),
  "POST /api/feedback": declare<{
    body: typeof FeedbackForm.Encoded & { readonly gameId?: string | null; readonly challengeId?: string | null }
    answer: StatusAnswer<"sent">
    codes: InputCode | HumanCheckCode | BudgetCode
  }>(),

  "GET /api/me/bag": declare<{ answer: { readonly packIds: ReadonlyArray<string> }; codes: SignedInCode }>(),
  "PUT /api/me/bag": declare<{
    body: { readonly packIds: ReadonlyArray<string> }
    answer: { readonly packIds: ReadonlyArray<string> }
    codes: SignedInCode | InputCode | CodesOf<BagRefused> | "pack-not-found"
  }>(),
  "POST /api/me/bag/merge": declare<{
    body: { readonly packIds: ReadonlyArray<string> }
    answer: { readonly packIds: ReadonlyArray<string> }
    codes: SignedInCode | InputCode | CodesOf<BagRefused> | "pack-not-found"
  }>(),
  "GET /api/me/payments": declare<{ answer: { readonly payments: ReadonlyArray<PaymentRecord> }; codes: SignedInCode }>(),
  "GET /api/me/packs": declare<{ answer: { readonly packs: ReadonlyArray<string> }; codes: SignedInCode }>(),
  "POST /api/checkout": declare<{
    body: { readonly packIds: ReadonlyArray<string> }
    answer: { readonly url: string }
    codes: InputCode | BudgetCode | CodesOf<CheckoutRefused | BagRefused | CheckoutError> | "pack-not-found"
  }>(),
  "POST /api/stripe/webhook": declare<{ body: string; answer: { readonly received: true }; codes: "invalid-signature" }>(),
  "POST /api/demo-checkout/:id/pay": declare<{ answer: null; codes: "route-not-found" }>(),
  "POST /api/demo-checkout/:id/cancel": declare<{ answer: null; codes: "route-not-found" }>(),
  "POST /api/events": declare<{ body: typeof AnalyticsEvent.Encoded; answer: null; codes: InputCode | BudgetCode }>(),

  ...adminRoutes,
  ...gymEventRoutes
}

/** A route of the API: `"METHOD /api/path"`. */
export type ApiRoute = keyof typeof apiRoutes

/** A route's spec. */
export type RouteSpecOf<Route extends ApiRoute> = NonNullable<(typeof apiRoutes)[Route]["spec"]>

/** What a route answers on success, as JSON. */
export type RouteAnswer<Route extends ApiRoute> = RouteSpecOf<Route>["answer"]

/** The error codes a route may answer: its own and every route's. */
export type RouteCode<Route extends ApiRoute> = RouteSpecOf<Route>["codes"] | AnyRouteCode

/** A route's JSON body (or upload), `undefined` when it reads none. */
export type RouteBody<Route extends ApiRoute> = RouteSpecOf<Route> extends { readonly body: infer Body } ? Body : undefined

/** A route's query fields, `undefined` when it reads none. */
export type RouteQuery<Route extends ApiRoute> = RouteSpecOf<Route> extends { readonly query: infer Query } ? Query : undefined

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The path of a route (`"/api/games/:id"`). */
export type RoutePath<Route extends string> = Route extends `${string} ${infer Path}` ? Path : never

/** A route's path parameters, by name, from its path. */
export type RouteParams<Route extends string> = { readonly [Name in ParamNames<RoutePath<Route>>]: string }
