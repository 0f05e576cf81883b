import type { RouteName } from "#core/navigation/routes.ts"
import type { gamePages } from "./game-pages.tsx"
import type { linkPages } from "./link-pages.tsx"
import type { PageComponent } from "./page-props.ts"

export type { PageComponent, PageProps } from "./page-props.ts"

/**
 * A route-level chunk, fetched once: the shell fetches a page before showing it (the first one
 * before the first paint), so a page never appears after a spinner and never pushes the footer.
 */
export interface Page {
  readonly load: () => Promise<PageComponent>
  /** The component once fetched. */
  readonly loaded: () => PageComponent | undefined
}

/**
 * A route-level chunk; a chunk that fails to load shows the not-found page (spec §2, guard 6), and
 * the next visit to the route tries again.
 */
const page = (importPage: () => Promise<{ default: PageComponent }>, onFailure: () => Promise<PageComponent> = () => notFound.load()): Page => {
  let loading: Promise<PageComponent> | undefined
  let component: PageComponent | undefined
  const load = () =>
    (loading ??= importPage().then(
      (module) => (component = module.default),
      (error: unknown) => {
        console.error("a page failed to load", error)
        loading = undefined
        return onFailure()
      }
    ))
  return { load, loaded: () => component }
}

/** The not-found page: a chunk of its own too (with core's messages, which it shows), precached like every chunk. */
const notFound: Page = page(
  () => import("../features/errors/components/not-found-page.tsx"),
  () => Promise.reject(new Error("the not-found page failed to load"))
)

/** A game page: the game's one chunk (game-pages.tsx), where the app gives its pages their game session. */
const gamePage = (name: keyof typeof gamePages): Page => page(() => import("./game-pages.tsx").then((game) => ({ default: game.gamePages[name] })))

/** A page a capability link opens (link-pages.tsx: the watch link, the gym night's big screen), in their one chunk. */
const linkPage = (name: keyof typeof linkPages): Page => page(() => import("./link-pages.tsx").then((links) => ({ default: links.linkPages[name] })))

/**
 * A page of the pregame's chunk: the pregame, or the join page a gym night's poster opens (a group
 * joining goes on to the pregame; one import, so the shell names that chunk once).
 */
const pregameChunk = (name: "pregame" | "join"): Page => page(() => import("./pregame-page.tsx").then((chunk) => ({ default: chunk[name] })))

/** A gym host's page (host-pages.tsx: their nights, one night, its poster), in their one chunk. */
const hostPage = (name: "host" | "event" | "poster"): Page => page(() => import("./host-pages.tsx").then((host) => ({ default: host.hostPages[name] })))

const home = page(() => import("../features/home/components/home-page.tsx"))
/** The game menu: a chunk of its own, without the game's session and Effect (main-menu-page.tsx). */
const mainMenu = page(() => import("./main-menu-page.tsx"))
const admin = page(() => import("../features/admin/components/admin-page.tsx"))
const underConstruction = page(() => import("../features/under-construction/components/under-construction-page.tsx"))
const accountLink = page(() => import("../features/auth/components/account-link-page.tsx"))

/**
 * One page per route of core's table (the type makes a missing route a compile error). Public pages
 * live in their own chunks, so the home page never loads the game, the store or the admin area.
 */
export const pages: Readonly<Record<RouteName, Page>> = {
  home,
  what: page(() => import("../features/what/components/what-page.tsx")),
  rules: page(() => import("../features/rules/components/rules-page.tsx")),
  about: page(() => import("../features/about/components/about-page.tsx")),
  contact: page(() => import("../features/contact/components/contact-page.tsx")),
  auth: page(() => import("../features/auth/components/auth-menu-page.tsx")),
  "sign-in": page(() => import("../features/auth/components/sign-in-page.tsx")),
  "sign-up": page(() => import("../features/auth/components/sign-up-page.tsx")),
  "forgot-password": page(() => import("../features/auth/components/forgot-password-page.tsx")),
  "verify-email": accountLink,
  "confirm-email": accountLink,
  "link-account": accountLink,
  store: page(() => import("../features/store/components/store-page.tsx")),
  bag: page(() => import("../features/store/components/bag-page.tsx")),
  success: page(() => import("../features/store/components/purchase-success-page.tsx")),
  failure: page(() => import("../features/store/components/purchase-failure-page.tsx")),
  disclaimer: page(() => import("../features/disclaimer/components/disclaimer-page.tsx")),
  privacy: page(() => import("../features/privacy/components/privacy-page.tsx")),
  parameters: page(() => import("../features/settings/components/settings-page.tsx")),
  "main-menu": mainMenu,
  games: mainMenu,
  pregame: pregameChunk("pregame"),
  history: gamePage("history"),
  "disclaimer-game": gamePage("disclaimer"),
  game: gamePage("game"),
  admin,
  "admin-packs": admin,
  "admin-pack": admin,
  "admin-challenges": admin,
  "admin-categories": admin,
  "admin-tags": admin,
  "admin-card-stats": admin,
  "admin-feedback": admin,
  "admin-add-admin": admin,
  "not-found": notFound,
  "game-not-found": page(() => import("../features/errors/components/game-not-found-page.tsx")),
  forbidden: page(() => import("../features/errors/components/forbidden-page.tsx")),
  "forbidden-game": page(() => import("../features/errors/components/forbidden-game-page.tsx")),
  watch: linkPage("watch"),
  "under-construction": underConstruction,
  // The gym night's pages (issue #39).
  "event-join": pregameChunk("join"),
  "event-screen": linkPage("screen"),
  host: hostPage("host"),
  "host-event": hostPage("event"),
  "host-poster": hostPage("poster")
}
