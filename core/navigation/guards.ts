import { matchRoute, pathFor, type RouteMatch, type RouteName, routeDefinition, withReturnTo } from "./routes.ts"

/** Who is navigating, as refreshed just before the guard runs (spec §2 guard 1). */
export interface Viewer {
  readonly isSignedIn: boolean
  readonly isAdmin: boolean
  readonly profile?: { readonly disclaimerAccepted: boolean } | undefined
}

/** Why a navigation was sent elsewhere. */
export type RedirectReason =
  | "sign-in-required"
  | "already-signed-in"
  | "admin-only"
  | "profile-missing"
  | "disclaimer-not-accepted"
  | "route-redirect"
  | "game-not-found"
  | "not-game-owner"

/** Go on to the route, or go to another path instead. */
export type NavigationDecision =
  | { readonly kind: "allow"; readonly route: RouteMatch }
  | { readonly kind: "redirect"; readonly to: string; readonly reason: RedirectReason }

const redirect = (to: string, reason: RedirectReason): NavigationDecision => ({ kind: "redirect", to, reason })

const needsSignIn = new Set(["auth", "admin", "acceptance-required"])

/**
 * The link of a password-reset e-mail (forgot-password with its `token`): it opens for whoever
 * follows it, since a signed-in user asks for one from the settings (spec §2, change password).
 */
const isPasswordResetLink = (name: RouteName, target: string): boolean => name === "forgot-password" && queryParamOf(target, "token") !== undefined

/**
 * The navigation guard (spec §2), rules in order: anonymous on a signed-in route → sign-in (with
 * `returnTo`); signed in on an auth page → home; admin route without the claim → forbidden; game
 * routes → home without a profile, → disclaimer-game until it is accepted; settings without a
 * profile → sign-in; then the table's own redirects (admin → admin packs).
 *
 * A signed-in user with no profile may still open the auth pages, so that "sign in again" (where
 * settings send them) is not itself refused and every redirect lands on a page that lets them in.
 */
export const decideNavigation = (target: string, viewer: Viewer): NavigationDecision => {
  const route = matchRoute(target)
  const { access, redirectTo } = routeDefinition(route.name)
  const signIn = () => withReturnTo(pathFor("sign-in"), target)
  if (!viewer.isSignedIn && needsSignIn.has(access)) return redirect(signIn(), "sign-in-required")
  if (viewer.isSignedIn && viewer.profile !== undefined && access === "anonymous-only" && !isPasswordResetLink(route.name, target)) {
    return redirect(pathFor("home"), "already-signed-in")
  }
  if (access === "admin" && !viewer.isAdmin) return redirect(pathFor("forbidden"), "admin-only")
  if (access === "acceptance-required") {
    if (viewer.profile === undefined) return redirect(pathFor("home"), "profile-missing")
    if (!viewer.profile.disclaimerAccepted) {
      return redirect(withReturnTo(pathFor("disclaimer-game"), target), "disclaimer-not-accepted")
    }
  }
  if (route.name === "parameters" && viewer.profile === undefined) return redirect(signIn(), "profile-missing")
  if (redirectTo !== undefined) return redirect(routeDefinition(redirectTo as RouteName).path, "route-redirect")
  return { kind: "allow", route }
}

/**
 * The game route needs ownership (spec §6): a missing game goes to game-not-found, someone
 * else's game to forbidden-game.
 */
export const decideGameAccess = (gameId: string, game: { readonly owner: string } | undefined, userId: string): NavigationDecision => {
  if (game === undefined) return redirect(pathFor("game-not-found"), "game-not-found")
  if (game.owner !== userId) return redirect(pathFor("forbidden-game"), "not-game-owner")
  return { kind: "allow", route: { name: "game", params: { id: gameId } } }
}

/** True when `path`, or what it becomes once decoded again (up to three times), could name another host or is not plain text. */
const mayLeaveTheApp = (path: string): boolean => {
  let current = path
  for (let decodings = 0; decodings <= 3; decodings++) {
    if (!current.startsWith("/") || current.startsWith("//") || current.startsWith("/\\") || /[\p{Cc}\p{Zl}\p{Zp}]/u.test(current)) return true
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return true
    }
    if (decoded === current) return false
    current = decoded
  }
  return true
}

/**
 * A `returnTo` value that is safe to follow: a path inside the app (no `//host`, `/\host` or scheme,
 * nor one once decoded again, and no control character, so no open redirect) that is not an auth page.
 */
export const safeReturnTo = (raw: unknown): string | undefined => {
  if (typeof raw !== "string" || raw.length > 2048 || mayLeaveTheApp(raw)) return undefined
  return routeDefinition(matchRoute(raw).name).access === "anonymous-only" ? undefined : raw
}

/** Where to go after signing in (spec §4): the safe `returnTo`, else the games route. */
export const landingAfterSignIn = (returnTo: unknown): string => safeReturnTo(returnTo) ?? pathFor("games")

/** The `returnTo` query parameter of a path, if any. */
export const returnToOf = (path: string): string | undefined => queryParamOf(path, "returnTo")

/** A query parameter of a path, decoded, if any. */
export const queryParamOf = (path: string, name: string): string | undefined => {
  const query = path.split("#", 1)[0]?.split("?")[1]
  if (query === undefined) return undefined
  for (const pair of query.split("&")) {
    const [key, value] = pair.split("=")
    if (key === name && value !== undefined) {
      try {
        return decodeURIComponent(value.replace(/\+/g, " "))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
