import type { ContentfulStatusCode } from "hono/utils/http-status"
import type { Refusal } from "#contract/refusal.ts"
import { accountErrorMessage } from "#core/account/account-messages.ts"
import { adminErrorMessage, adminMessage } from "#core/admin/admin-messages.ts"
import { type Message, message } from "#core/domain/message.ts"
import type { GameError } from "#core/game/game-errors.ts"
import { gameErrorMessage } from "#core/game/messages.ts"
import { gymEventErrorMessage } from "#core/gym-events/gym-event-messages.ts"
import { checkoutErrorMessage } from "#core/store/checkout-messages.ts"
import { storeErrorMessage } from "#core/store/messages.ts"

/** How a refusal is answered: status, stable code, message, and any extra body fields. */
export interface ErrorAnswer {
  readonly status: ContentfulStatusCode
  readonly message: Message
  readonly fields?: Readonly<Record<string, Message>>
  /** Written beside `error` in the body (the current game of a version conflict). */
  readonly extra?: Readonly<Record<string, unknown>>
  /** How many refused fields `fields` leaves out (it lists a bounded number). */
  readonly moreFields?: number
}

/** The most refused fields one answer lists: the sender of a body with thousands of bad fields learns how many, not each. */
export const maxListedFields = 20

/** The most problems of a pack file one answer lists (the message gives the whole count). */
export const maxListedProblems = 100

type Table = { readonly [Tag in Refusal["_tag"]]: (error: Extract<Refusal, { readonly _tag: Tag }>) => ErrorAnswer }

const setup = (error: GameError): ErrorAnswer => ({ status: 422, message: gameErrorMessage(error) })
const phase = (error: GameError): ErrorAnswer => ({ status: 409, message: gameErrorMessage(error) })

/** The one table from failure tag to HTTP answer (conventions §6: the driver picks statuses). */
export const errorTable: Table = {
  InvalidJson: () => ({ status: 400, message: message("api.error.invalidJson") }),
  UnsupportedMediaType: () => ({ status: 415, message: message("api.error.unsupportedMediaType") }),
  InvalidInput: (error) => ({
    status: 422,
    message: message("api.error.invalidInput"),
    fields: error.fields,
    ...(error.moreFields !== undefined && { moreFields: error.moreFields })
  }),
  FieldNotEditable: (error) => ({
    status: 422,
    message: message(`api.error.${error.field === "photoURL" ? "photo" : error.field}NotEditable`),
    fields: { [error.field]: message(`api.error.${error.field === "photoURL" ? "photo" : error.field}NotEditable`) }
  }),
  SeveralActionsAtOnce: () => ({ status: 422, message: message("api.error.severalActionsAtOnce") }),
  PayloadTooLarge: (error) => ({ status: 413, message: message("api.error.payloadTooLarge", { max: Math.floor(error.maxBytes / 1024) }) }),
  Unauthenticated: () => ({ status: 401, message: message("api.error.unauthenticated") }),
  NotGameOwner: () => ({ status: 403, message: message("error.forbiddenText") }),
  TooManyStreams: (error) => ({ status: 429, message: message("error.tooManyAttempts"), extra: { retryAfterSeconds: error.retryAfterSeconds } }),
  WatchRefused: () => ({ status: 403, message: message("error.forbiddenText") }),
  NotHost: (error) => ({ status: 403, message: gymEventErrorMessage(error) }),
  GymEventNotFound: (error) => ({ status: 404, message: gymEventErrorMessage(error) }),
  JoinCodeUnknown: (error) => ({ status: 404, message: gymEventErrorMessage(error), fields: { code: gymEventErrorMessage(error) } }),
  GymEventNotOpen: (error) => ({ status: 409, message: gymEventErrorMessage(error), extra: { startsAt: error.startsAt, endsAt: error.endsAt } }),
  ScreenRefused: (error) => ({ status: 403, message: gymEventErrorMessage(error) }),
  InvalidEventWindow: (error) => ({ status: 422, message: gymEventErrorMessage(error), fields: { endsAt: gymEventErrorMessage(error) } }),
  EventPackUnavailable: (error) => ({ status: 422, message: gymEventErrorMessage(error), fields: { packIds: gymEventErrorMessage(error) } }),
  NoHostAccount: (error) => ({ status: 404, message: gymEventErrorMessage(error), fields: { email: gymEventErrorMessage(error) } }),
  HostNotFound: (error) => ({ status: 404, message: gymEventErrorMessage(error) }),
  NotAdmin: () => ({ status: 403, message: message("error.unauthorizedText") }),
  CrossSiteRequest: () => ({ status: 403, message: message("api.error.crossSite") }),
  RouteNotFound: (error) => ({ status: 404, message: message("api.error.routeNotFound", { path: error.path }) }),
  DisclaimerNotAccepted: () => ({ status: 403, message: message("api.error.disclaimerRequired") }),
  AvatarNotAvailable: (error) => ({ status: 422, message: message("api.error.avatarNotAvailable", { avatar: error.avatar }) }),
  PackNotFound: (error) => ({ status: 404, message: message("api.error.packNotFound", { pack: error.id }) }),
  PackNotOwned: (error) => ({ status: 403, message: storeErrorMessage(error) }),
  SignInToBuy: (error) => ({ status: 401, message: storeErrorMessage(error) }),
  BagEmpty: (error) => ({ status: 422, message: storeErrorMessage(error) }),
  PackAlreadyOwned: (error) => ({ status: 409, message: storeErrorMessage(error) }),
  PackAlreadyInBag: (error) => ({ status: 409, message: storeErrorMessage(error) }),
  PackIsFree: (error) => ({ status: 422, message: storeErrorMessage(error) }),
  PackNotForSaleYet: (error) => ({ status: 422, message: storeErrorMessage(error) }),
  PackWithoutProduct: (error) => ({ status: 422, message: checkoutErrorMessage(error) }),
  MixedCurrencies: (error) => ({ status: 422, message: checkoutErrorMessage(error) }),
  PaymentFailed: (error) => ({ status: 502, message: checkoutErrorMessage(error) }),
  InvalidSignature: (error) => ({ status: 400, message: checkoutErrorMessage(error) }),
  GameNotFound: () => ({ status: 404, message: message("error.gameNotFoundText") }),
  UserNotFound: () => ({ status: 401, message: message("api.error.unauthenticated") }),
  VersionConflict: (error) => ({ status: 409, message: message("api.error.versionConflict"), extra: { current: error.current } }),
  GameExists: () => ({ status: 409, message: message("error.generic") }),
  EmailTaken: () => ({ status: 409, message: message("error.emailAlreadyUsed"), fields: { email: message("error.emailAlreadyUsed") } }),
  InvalidCredentials: () => ({ status: 401, message: message("error.invalidCredentials") }),
  RecentLoginRequired: () => ({ status: 403, message: message("error.recentLoginRequired") }),
  ManagedBySocialProvider: () => ({ status: 403, message: message("auth.error.socialAccount") }),
  InvalidLink: () => ({ status: 400, message: message("auth.error.invalidLink") }),
  TooManyAttempts: (error) => ({ status: 429, message: message("error.tooManyAttempts"), extra: { retryAfterSeconds: error.retryAfterSeconds } }),
  CommonPassword: () => ({ status: 422, message: message("validation.passwordCommon"), fields: { password: message("validation.passwordCommon") } }),
  ProviderNotConfigured: (error) => ({ status: 404, message: message("auth.error.providerNotConfigured", { provider: error.provider }) }),
  SocialSignInFailed: () => ({ status: 400, message: message("error.authGeneric") }),
  HumanCheckFailed: () => ({ status: 403, message: message("error.humanCheckFailed") }),
  HumanCheckRequired: () => ({ status: 403, message: message("error.humanCheckFailed") }),
  DeletionNeedsRecentLogin: (error) => ({ status: 403, message: accountErrorMessage(error) }),
  LastAdmin: (error) => ({ status: 409, message: accountErrorMessage(error) }),
  NoAccountWithEmail: (error) => ({ status: 404, message: accountErrorMessage(error) }),
  UnsupportedImage: () => ({ status: 415, message: message("auth.error.unsupportedImage") }),
  PhotoDecodingBusy: (error) => ({ status: 503, message: message("error.busy"), extra: { retryAfterSeconds: error.retryAfterSeconds } }),
  TooFewPlayers: setup,
  TooManyPlayers: setup,
  InvalidPlayerName: setup,
  PlayerNameTaken: setup,
  NoPackChosen: setup,
  PacksNotCombinable: setup,
  PackComingSoon: setup,
  TooManyCategoriesOff: setup,
  NotEnoughChallenges: setup,
  RouteAlreadyUsed: setup,
  RouteNameTooLong: setup,
  InvalidRouteName: setup,
  AttemptStarted: setup,
  NoReplacementLeft: setup,
  WrongPhase: phase,
  GameFinished: phase,
  GameNotFinished: phase,
  TimerState: phase,
  NothingToUndo: phase,
  UndoTooLate: phase,
  NothingToRate: phase,
  PackExists: (error) => ({ status: 409, message: adminErrorMessage(error), fields: { id: adminErrorMessage(error) } }),
  PackChanged: (error) => ({ status: 409, message: adminErrorMessage(error), extra: { currentVersion: error.current } }),
  VersionNotNewer: (error) => ({ status: 422, message: adminErrorMessage(error), fields: { version: adminErrorMessage(error) } }),
  PackNeedsChallenge: (error) => ({ status: 422, message: adminErrorMessage(error) }),
  ProductIdTaken: (error) => ({ status: 409, message: adminErrorMessage(error), fields: { productIds: adminErrorMessage(error) } }),
  ChallengeIdTaken: (error) => ({ status: 409, message: adminErrorMessage(error), fields: { id: adminErrorMessage(error) } }),
  UnknownTags: (error) => ({ status: 422, message: adminErrorMessage(error), fields: { tags: adminErrorMessage(error) } }),
  TagNotFound: (error) => ({ status: 404, message: adminErrorMessage(error) }),
  TagExists: (error) => ({
    status: 409,
    message: adminMessage("admin.error.tagExists", { tag: error.id }),
    fields: { id: adminMessage("admin.error.tagExists", { tag: error.id }) }
  }),
  TagInUse: (error) => ({ status: 409, message: adminErrorMessage(error), extra: { challenges: error.challenges, packs: error.packs } }),
  NoUserWithEmail: (error) => ({ status: 404, message: adminErrorMessage(error), fields: { email: adminErrorMessage(error) } }),
  EmailNotVerified: (error) => ({ status: 409, message: adminErrorMessage(error), fields: { email: adminErrorMessage(error) } }),
  CannotRevokeSelf: (error) => ({ status: 409, message: adminErrorMessage(error) }),
  AdminNotFound: (error) => ({ status: 404, message: adminErrorMessage(error) }),
  ChallengeNotFound: (error) => ({ status: 404, message: adminMessage("admin.error.challengeNotFound", { challenge: error.id }) }),
  PackUnplayable: (error) => ({
    status: 422,
    message: adminErrorMessage(error),
    extra: { style: error.style, players: error.players, categoriesOff: error.off, left: error.left, needed: error.needed }
  }),
  PackInvalid: (error) => {
    // One message per JSON path for the form (the first problem there), and the first problems in
    // `problems`: a file can hold hundreds of thousands, the message says how many.
    const listed = error.problems.slice(0, maxListedProblems)
    const fields = new Map<string, Message>()
    for (const problem of listed) {
      const path = problem.path === "" ? "file" : problem.path
      if (fields.size < maxListedFields && !fields.has(path)) fields.set(path, adminMessage("admin.error.packProblem", { rule: problem.rule }))
    }
    return {
      status: 422,
      message: adminErrorMessage(error),
      fields: Object.fromEntries(fields),
      extra: { problems: listed, ...(error.problems.length > listed.length && { moreProblems: error.problems.length - listed.length }) }
    }
  }
}

/** The answer for a refusal. */
export const answerFor = (refusal: Refusal): ErrorAnswer => (errorTable[refusal._tag] as (error: Refusal) => ErrorAnswer)(refusal)
