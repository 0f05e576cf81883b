import { type ReactNode, Suspense, useEffect } from "react"
import { Router, useLocation } from "wouter"
import { matchRoute, type RouteName } from "#core/navigation/routes.ts"
import { DeferredToaster } from "../components/deferred-toaster.tsx"
import { SiteLayout } from "../components/layout/site-layout.tsx"
import { CookieConsent } from "../features/consent/components/cookie-consent.tsx"
import { lazyPart } from "../lib/lazy-part.ts"
import { useIdle } from "../lib/use-idle.ts"
import { GuardedRoutes } from "./guarded-routes.tsx"

const UpdatePrompt = lazyPart(() => import("../features/pwa/components/update-prompt.tsx").then((module) => module.default))

/** The service worker registers (and offers updates) once the first page is on screen and the browser idle. */
const DeferredUpdatePrompt = () =>
  useIdle() ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null

/** The game pages bring their own layout, with the game navbar (web/features/game); the others sit in the site layout. */
const gamePages: ReadonlySet<RouteName> = new Set<RouteName>(["main-menu", "games", "pregame", "history", "disclaimer-game", "game"])

/** The admin pages bring theirs too, with the side menu (web/features/admin), in the admin's own chunk. */
const adminPages: ReadonlySet<RouteName> = new Set<RouteName>([
  "admin",
  "admin-packs",
  "admin-pack",
  "admin-challenges",
  "admin-categories",
  "admin-tags",
  "admin-card-stats",
  "admin-feedback",
  "admin-add-admin"
])

/** Pages drawn alone, without the site's navbar and footer: a gym night's poster, made to be printed. */
const barePages: ReadonlySet<RouteName> = new Set<RouteName>(["host-poster"])

const PageLayout = ({ children }: { children: ReactNode }) => {
  const [path] = useLocation()
  const route = matchRoute(path).name
  // A game's code loads while the user is refreshed, so the app opens on a game at once, offline too.
  useEffect(() => {
    if (route === "game") void import("./game-pages.tsx").catch(() => undefined)
  }, [route])
  return gamePages.has(route) || adminPages.has(route) || barePages.has(route) ? children : <SiteLayout>{children}</SiteLayout>
}

/** The shell: the site layout (or the game's, or the admin's) around the guarded pages, toasts, cookie consent and the update prompt. */
export const App = () => (
  <Router>
    <PageLayout>
      <GuardedRoutes />
    </PageLayout>
    <DeferredToaster />
    <CookieConsent />
    <DeferredUpdatePrompt />
  </Router>
)
