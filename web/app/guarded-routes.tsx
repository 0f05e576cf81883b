import { type ReactNode, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import { Router, useLocation, useSearch } from "wouter"
import { decideNavigation } from "#core/navigation/guards.ts"
import { type RouteMatch, routeDefinition } from "#core/navigation/routes.ts"
import { track } from "../lib/analytics.ts"
import { addFeatureTexts, coreTexts } from "../lib/i18n.ts"
import { isSameScreen } from "../lib/same-screen.ts"
import { refreshSession } from "../lib/session.ts"
import { viewer } from "../lib/state/session.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { type PageComponent, pages } from "./pages.ts"

const PageLoading = () => {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  )
}

/**
 * A thin bar at the top while the next page is on its way (the current one stays meanwhile). It is
 * drawn outside the page's landmarks, so it is only seen: a screen reader hears the next page when
 * the focus moves to its content, and a bar with a role there was content outside any landmark.
 */
const NavigationProgress = () => <div className="navigation-progress" aria-hidden="true" />

interface Shown {
  readonly route: RouteMatch
  readonly path: string
  readonly search: string
  readonly Page: PageComponent
}

type Navigate = ReturnType<typeof useLocation>[1]

/** Whether two shown pages are the same page at the same address (the route and its parameters come from the address). */
const isSameShown = (a: Shown, b: Shown): boolean => a.Page === b.Page && a.path === b.path && a.search === b.search

/**
 * The location a shown page reads: its own, until the next page replaces it. (A page that stays
 * on screen while the next one loads must not re-render for an address that is not its own.)
 */
const PageLocation = ({ path, search, navigate, children }: { path: string; search: string; navigate: Navigate; children: ReactNode }) => {
  const hook = useMemo(() => {
    const location = (): [string, Navigate] => [path, navigate]
    return location
  }, [path, navigate])
  const searchHook = useMemo(() => () => search, [search])
  return (
    <Router hook={hook} searchHook={searchHook}>
      {children}
    </Router>
  )
}

/**
 * A public page can open before the user is refreshed: no guard can refuse it. So can a page for
 * signed-out visitors (sign-in…) while nobody is known to be signed in: the refresh then sends a
 * signed-in user on. (The build prerenders both kinds, and the app hydrates them at once.)
 */
export const opensAtOnce = (route: RouteMatch) => ["public", "anonymous-only"].includes(routeDefinition(route.name).access)

/**
 * Runs core's guards on every navigation: the user is refreshed first, then `decideNavigation`
 * lets the page open or redirects. Public pages open at once (no guard can refuse them) while the
 * refresh runs, so the first paint never waits for the network. A page shows once its chunk is
 * there (main.tsx fetches the first one before the first paint); until then the current page stays.
 */
export const GuardedRoutes = () => {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const target = search === "" ? path : `${path}?${search}`
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const first = decideNavigation(target, viewer.peek())
    const Page = first.kind === "allow" && opensAtOnce(first.route) ? pages[first.route.name].loaded() : undefined
    return first.kind === "allow" && Page !== undefined ? { route: first.route, path, search, Page } : undefined
  })
  /** The page on screen at the last change: a new address for the same route (sameScreen) is not a new page. */
  const lastShown = useRef<Shown | undefined>(undefined)

  useEffect(() => {
    let isCurrent = true
    const show = async (route: RouteMatch) => {
      // Any page may show core's messages (an error, a category): they come with it.
      const [Page] = await Promise.all([pages[route.name].load(), addFeatureTexts(coreTexts)])
      // The page on screen already (the first one, shown before the session check came back) is
      // left as it is: a new object would draw the whole page again for nothing.
      if (!isCurrent) return
      const next: Shown = { route, path, search, Page }
      // A transition renders the page in slices, the current one on screen meanwhile: a slow
      // phone's menu or settings never hold the thread for the whole page (main.tsx does the same
      // for the first render), and a tap meanwhile is answered.
      startTransition(() => setShown((current) => (current !== undefined && isSameShown(current, next) ? current : next)))
    }
    const early = decideNavigation(target, viewer.peek())
    if (early.kind === "allow" && opensAtOnce(early.route)) void show(early.route)
    void refreshSession().then(() => {
      if (!isCurrent) return
      const decision = decideNavigation(target, viewer.peek())
      if (decision.kind === "redirect") navigate(decision.to, { replace: true })
      else void show(decision.route)
    })
    return () => {
      isCurrent = false
    }
  }, [target, path, search, navigate])

  // In the commit that shows the page, not an effect after its paint: the page is never on screen
  // with the focus still on the last one, and a later focus would steal what the person has started
  // typing in it.
  useLayoutEffect(() => {
    const previous = lastShown.current
    if (shown === undefined || previous?.path === shown.path) return
    lastShown.current = shown
    if (previous?.route.name === shown.route.name && isSameScreen()) return
    track("page_view", shown.path)
    if (previous === undefined) return
    if (window.location.hash === "") window.scrollTo({ top: 0 })
    document.getElementById("main")?.focus({ preventScroll: true })
  }, [shown])

  if (shown === undefined) return <PageLoading />
  const { Page } = shown
  return (
    <>
      {(shown.path !== path || shown.search !== search) && <NavigationProgress />}
      <PageLocation path={shown.path} search={shown.search} navigate={navigate}>
        <Page key={shown.route.name} params={shown.route.params} />
      </PageLocation>
    </>
  )
}
