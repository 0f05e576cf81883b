import { Suspense, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearch } from "wouter"
import { decideNavigation } from "../../core/navigation/guards.ts"
import { routeDefinition, type RouteMatch } from "../../core/navigation/routes.ts"
import { track } from "../lib/analytics.ts"
import { refreshSession } from "../lib/session.ts"
import { viewer } from "../lib/state/session.ts"
import { pages } from "./pages.ts"

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
 * Runs core's guards on every navigation: the user is refreshed first, then `decideNavigation`
 * lets the page open or redirects. Public pages open at once (no guard can refuse them) while the
 * refresh runs, so the first paint never waits for the network.
 */
export const GuardedRoutes = () => {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const target = search === "" ? path : `${path}?${search}`
  const [shown, setShown] = useState<{ readonly route: RouteMatch; readonly path: string } | undefined>(() => {
    const first = decideNavigation(target, viewer.peek())
    return first.kind === "allow" && routeDefinition(first.route.name).access === "public" ? { route: first.route, path } : undefined
  })
  const shownPath = useRef<string | undefined>(undefined)

  useEffect(() => {
    let isCurrent = true
    const early = decideNavigation(target, viewer.peek())
    if (early.kind === "allow" && routeDefinition(early.route.name).access === "public") setShown({ route: early.route, path })
    void refreshSession().then(() => {
      if (!isCurrent) return
      const decision = decideNavigation(target, viewer.peek())
      if (decision.kind === "redirect") navigate(decision.to, { replace: true })
      else setShown({ route: decision.route, path })
    })
    return () => {
      isCurrent = false
    }
  }, [target, path, navigate])

  useEffect(() => {
    if (shown === undefined || shownPath.current === shown.path) return
    const isFirstPage = shownPath.current === undefined
    shownPath.current = shown.path
    track("page_view", shown.path)
    if (isFirstPage) return
    window.scrollTo({ top: 0 })
    document.getElementById("main")?.focus({ preventScroll: true })
  }, [shown])

  if (shown === undefined) return <PageLoading />
  const Page = pages[shown.route.name]
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={shown.route.name} params={shown.route.params} />
    </Suspense>
  )
}
