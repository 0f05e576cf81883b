import { Suspense } from "react"
import { Link, useLocation } from "wouter"
import { pathFor, type RouteName, routeDefinition } from "#core/navigation/routes.ts"
import { lazyPart } from "../../lib/lazy-part.ts"
import { profile } from "../../lib/state/session.ts"
import { useTranslation } from "../../lib/use-translation.ts"
import { LogoMark } from "../logo.tsx"
import { ShellIcon } from "../shell-icons.tsx"
import { menuSlideUpMs } from "./menu-timing.ts"
import { useMobileMenu } from "./use-mobile-menu.ts"

const accountMenus = () => import("./account-menus.tsx")
const UserMenu = lazyPart(() => accountMenus().then((module) => module.UserMenu))
const MobileAccount = lazyPart(() => accountMenus().then((module) => module.MobileAccount))

const siteLinks: ReadonlyArray<{ readonly route: RouteName; readonly label: string }> = [
  { route: "home", label: "nav.home" },
  { route: "what", label: "nav.what" },
  { route: "rules", label: "nav.rules" },
  { route: "store", label: "nav.store" },
  { route: "about", label: "nav.about" },
  { route: "contact", label: "nav.contact" }
]

/**
 * The site navbar (spec §2): the six site links and sign-in or the user menu; under 960 px a
 * hamburger opens a panel that closes after the 500 ms flag and slides up for 300 ms on starting a game.
 */
export const SiteNavbar = () => {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const { isOpen, motion, closeMenu, toggle } = useMobileMenu({ menuId: "mobile-menu", toggleId: "menu-toggle" })
  const user = profile.value

  const startGame = async () => {
    if (isOpen) await closeMenu("sliding-up", menuSlideUpMs)
    navigate(pathFor("games"))
  }

  const goHome = () => navigate(pathFor("home"))

  const isCurrent = (route: RouteName) => {
    const path = routeDefinition(route).path
    return route === "home" ? location === path : location === path || location.startsWith(`${path}/`)
  }

  const links = (onChoose?: () => void) =>
    siteLinks.map(({ route, label }) => (
      <li key={route}>
        <Link href={routeDefinition(route).path} aria-current={isCurrent(route) ? "page" : undefined} onClick={onChoose}>
          {t(label)}
        </Link>
      </li>
    ))

  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t("nav.label")}>
        <Link href={pathFor("home")} className="brand" aria-label={t("nav.brandHome")}>
          <LogoMark size={36} />
          <span className="brand-name" aria-hidden="true">
            Allez!
          </span>
        </Link>
        <ul className="nav-links desktop-only">{links()}</ul>
        <div className="nav-account desktop-only">
          {user === null ? (
            <Link href={pathFor("sign-in")} className="button button-primary button-small">
              <ShellIcon name="user" size={18} /> {t("nav.signIn")}
            </Link>
          ) : (
            <Suspense fallback={null}>
              <UserMenu user={user} onStartGame={() => void startGame()} onSignedOut={goHome} />
            </Suspense>
          )}
        </div>
        <button
          id="menu-toggle"
          type="button"
          className="menu-toggle mobile-only"
          aria-expanded={isOpen && motion === "none"}
          aria-controls="mobile-menu"
          onClick={toggle}
        >
          <ShellIcon name={isOpen && motion === "none" ? "close" : "menu"} size={26} />
          <span className="visually-hidden">{t(isOpen ? "nav.closeMenu" : "nav.openMenu")}</span>
        </button>
      </nav>
      {isOpen && (
        <div id="mobile-menu" className={`mobile-menu mobile-only is-${motion}`} data-testid="mobile-menu">
          <ul className="mobile-links">{links(() => void closeMenu())}</ul>
          <div className="mobile-account">
            {user === null ? (
              <Link href={pathFor("sign-in")} className="button button-primary button-block" onClick={() => void closeMenu()}>
                <ShellIcon name="user" size={18} /> {t("nav.signIn")}
              </Link>
            ) : (
              <Suspense fallback={null}>
                <MobileAccount user={user} onStartGame={() => void startGame()} onSignedOut={goHome} onChoose={() => void closeMenu()} />
              </Suspense>
            )}
          </div>
        </div>
      )}
    </header>
  )
}
