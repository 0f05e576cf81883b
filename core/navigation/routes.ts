/**
 * Who may open a route: anyone; signed-in users; admins; signed-in users with a profile and the
 * disclaimer accepted; or only visitors who are not signed in (the auth pages).
 */
export type Access = "public" | "auth" | "admin" | "acceptance-required" | "anonymous-only"

/** One row of the route table. */
export interface RouteDefinition {
  readonly name: string
  readonly path: string
  readonly access: Access
  readonly redirectTo?: string
}

/** The spec's route table (§2) as data; `:param` segments match one non-empty path segment. */
export const routes = [
  { name: "home", path: "/", access: "public" },
  { name: "what", path: "/what-is-it", access: "public" },
  { name: "rules", path: "/rules", access: "public" },
  { name: "about", path: "/about", access: "public" },
  { name: "contact", path: "/contact", access: "public" },
  { name: "auth", path: "/auth", access: "anonymous-only" },
  { name: "sign-in", path: "/auth/sign-in", access: "anonymous-only" },
  { name: "sign-up", path: "/auth/sign-up", access: "anonymous-only" },
  { name: "forgot-password", path: "/auth/forgot-password", access: "anonymous-only" },
  { name: "verify-email", path: "/auth/verify-email", access: "public" },
  { name: "confirm-email", path: "/auth/confirm-email", access: "public" },
  { name: "link-account", path: "/auth/link-account", access: "public" },
  { name: "store", path: "/store", access: "public" },
  { name: "bag", path: "/store/bag", access: "public" },
  { name: "success", path: "/store/success", access: "auth" },
  { name: "failure", path: "/store/error", access: "public" },
  { name: "disclaimer", path: "/disclaimer", access: "public" },
  { name: "privacy", path: "/privacy", access: "public" },
  { name: "parameters", path: "/parameters", access: "auth" },
  { name: "main-menu", path: "/game", access: "acceptance-required" },
  { name: "games", path: "/game", access: "acceptance-required", redirectTo: "main-menu" },
  { name: "pregame", path: "/game/pregame", access: "acceptance-required" },
  { name: "history", path: "/game/history", access: "acceptance-required" },
  { name: "disclaimer-game", path: "/game/disclaimer", access: "auth" },
  { name: "game", path: "/game/:id", access: "acceptance-required" },
  { name: "admin", path: "/admin", access: "admin", redirectTo: "admin-packs" },
  { name: "admin-packs", path: "/admin/packs", access: "admin" },
  { name: "admin-pack", path: "/admin/packs/:id", access: "admin" },
  { name: "admin-challenges", path: "/admin/packs/challenges", access: "admin" },
  { name: "admin-categories", path: "/admin/packs/categories", access: "admin" },
  { name: "admin-tags", path: "/admin/packs/tags", access: "admin" },
  { name: "admin-card-stats", path: "/admin/packs/stats", access: "admin" },
  { name: "admin-feedback", path: "/admin/feedback", access: "admin" },
  { name: "admin-add-admin", path: "/admin/add-admin", access: "admin" },
  { name: "not-found", path: "/404", access: "public" },
  { name: "game-not-found", path: "/404/game", access: "public" },
  { name: "forbidden", path: "/403", access: "public" },
  { name: "forbidden-game", path: "/403/forbidden-game", access: "public" },
  { name: "under-construction", path: "/under-construction", access: "public" },
  { name: "watch", path: "/watch/:id", access: "public" },
  { name: "event-join", path: "/event/:code", access: "public" },
  { name: "event-screen", path: "/event/:id/screen", access: "public" },
  { name: "host", path: "/host", access: "auth" },
  { name: "host-event", path: "/host/events/:id", access: "auth" },
  { name: "host-poster", path: "/host/events/:id/poster", access: "auth" }
] as const satisfies ReadonlyArray<RouteDefinition>

type Route = (typeof routes)[number]

/** A route's name. */
export type RouteName = Route["name"]

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never

/** The parameters a route's path takes, e.g. `{ id }` for `game`. */
export type RouteParams<N extends RouteName> = { readonly [P in ParamNames<Extract<Route, { name: N }>["path"]>]: string }

/** A matched route: its name and its decoded parameters. */
export type RouteMatch = { readonly [N in RouteName]: { readonly name: N; readonly params: RouteParams<N> } }[RouteName]

const byName = new Map<string, RouteDefinition>(routes.map((route) => [route.name, route]))

/** The table row of a route. */
export const routeDefinition = (name: RouteName): RouteDefinition => byName.get(name) as RouteDefinition

const splitPath = (path: string): ReadonlyArray<string> => (path === "/" ? [] : path.slice(1).split("/"))

const patterns = routes.map((route) => ({ route, segments: splitPath(route.path) }))

/** The path without query, hash and trailing slash, always starting with `/`. */
const normalise = (target: string): string => {
  const path = target.split(/[?#]/, 1)[0] ?? ""
  const absolute = path.startsWith("/") ? path : `/${path}`
  return absolute.length > 1 && absolute.endsWith("/") ? absolute.replace(/\/+$/, "") || "/" : absolute
}

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * Finds the route of a path (query and hash ignored). A static segment beats a parameter, so
 * `/game/pregame` is pregame, not a game with id "pregame"; anything unknown is not-found.
 * @example matchRoute("/game/abc") // { name: "game", params: { id: "abc" } }
 */
export const matchRoute = (target: string): RouteMatch => {
  const segments = splitPath(normalise(target)).map(decodeSegment)
  let best: { readonly name: string; readonly params: Record<string, string>; readonly rank: string } | undefined
  for (const { route, segments: pattern } of patterns) {
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    let rank = ""
    let matches = true
    for (let i = 0; i < pattern.length && matches; i++) {
      const expected = pattern[i] as string
      const actual = segments[i]
      if (actual === undefined || actual === "") matches = false
      else if (expected.startsWith(":")) {
        params[expected.slice(1)] = actual
        rank += "0"
      } else {
        matches = expected === actual
        rank += "1"
      }
    }
    if (matches && (best === undefined || rank > best.rank)) best = { name: route.name, params, rank }
  }
  return (best === undefined ? { name: "not-found", params: {} } : { name: best.name, params: best.params }) as RouteMatch
}

/**
 * The path of a route, parameters encoded.
 * @example pathFor("game", { id: "abc" }) // "/game/abc"
 */
export const pathFor = <N extends RouteName>(name: N, ...args: keyof RouteParams<N> extends never ? [] : [params: RouteParams<N>]): string => {
  const params: Readonly<Record<string, string>> = args[0] ?? {}
  return routeDefinition(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""))
}

/** Adds a `returnTo` query parameter to a path. */
export const withReturnTo = (path: string, returnTo: string): string => `${path}?returnTo=${encodeURIComponent(returnTo)}`
