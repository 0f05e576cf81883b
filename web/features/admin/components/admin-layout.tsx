import { type ReactNode, useEffect, useId, useState } from "react"
import { Link, useLocation } from "wouter"
import { type Language, languages } from "#core/domain/language.ts"
import { matchRoute, pathFor, type RouteName } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { LogoMark } from "#web/components/logo.tsx"
import { switchLanguage } from "#web/lib/language.ts"
import { locale } from "#web/lib/state/locale.ts"
import { profile } from "#web/lib/state/session.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { AdminIcon, type AdminIconName } from "./admin-icons.tsx"

type MenuRoute = "admin-packs" | "admin-challenges" | "admin-categories" | "admin-tags" | "admin-card-stats" | "admin-feedback" | "admin-add-admin"

interface MenuLink {
  readonly route: MenuRoute
  readonly label: string
  readonly icon: AdminIconName
  /** The other routes this entry stands for (a pack's page is under Packs). */
  readonly alsoFor?: ReadonlyArray<RouteName>
  readonly children?: ReadonlyArray<MenuLink>
}

/** The side menu of spec §2: Packs (with its challenges, categories, tags and challenge stats), Feedback, Add admin. */
const menu: ReadonlyArray<MenuLink> = [
  {
    route: "admin-packs",
    label: "admin.nav.packs",
    icon: "box",
    alsoFor: ["admin", "admin-pack"],
    children: [
      { route: "admin-challenges", label: "admin.nav.challenges", icon: "list" },
      { route: "admin-categories", label: "admin.nav.categories", icon: "grid" },
      { route: "admin-tags", label: "admin.nav.tags", icon: "tag" },
      { route: "admin-card-stats", label: "admin.nav.cardStats", icon: "chart" }
    ]
  },
  { route: "admin-feedback", label: "admin.nav.feedback", icon: "message" },
  { route: "admin-add-admin", label: "admin.nav.addAdmin", icon: "userPlus" }
]

const languageNames: Readonly<Record<Language, string>> = { fr: "Français", en: "English" }

/**
 * The admin pages' layout (spec §2): a side menu with Packs (sub-links Challenges, Categories, Tags
 * and Challenge stats), Feedback, Add admin, Go to a game and Go to website, the admin's name and the language.
 * Under 960 px the menu collapses behind a button in a top bar (Escape closes it).
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation()
  const [location] = useLocation()
  const [isOpen, setOpen] = useState(false)
  const menuId = useId()
  const current = matchRoute(location).name
  const user = profile.value

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      document.getElementById("admin-menu-toggle")?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [isOpen])

  const isCurrent = (link: MenuLink) => link.route === current || (link.alsoFor ?? []).includes(current)

  const entry = (link: MenuLink) => (
    <li key={link.route}>
      <Link href={pathFor(link.route)} className="admin-menu-link" aria-current={isCurrent(link) ? "page" : undefined} onClick={() => setOpen(false)}>
        <AdminIcon name={link.icon} size={20} />
        <span>{t(link.label)}</span>
      </Link>
      {link.children !== undefined && <ul className="admin-submenu">{link.children.map(entry)}</ul>}
    </li>
  )

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <header className="admin-sidebar">
        <div className="admin-topbar">
          <Link href={pathFor("admin-packs")} className="admin-brand">
            <LogoMark size={32} />
            <span>
              <span className="admin-brand-name">Allez!</span> <span className="admin-brand-area">{t("admin.nav.area")}</span>
            </span>
          </Link>
          <button
            id="admin-menu-toggle"
            type="button"
            className="admin-menu-toggle"
            aria-expanded={isOpen}
            aria-controls={menuId}
            onClick={() => setOpen(!isOpen)}
          >
            <Icon name={isOpen ? "close" : "menu"} size={24} />
            <span className="visually-hidden">{t(isOpen ? "admin.nav.closeMenu" : "admin.nav.openMenu")}</span>
          </button>
        </div>
        <div id={menuId} className={`admin-menu${isOpen ? " is-open" : ""}`}>
          <nav aria-label={t("admin.nav.label")}>
            <ul className="admin-menu-list">{menu.map(entry)}</ul>
            <ul className="admin-menu-list admin-menu-exits">
              <li>
                <Link href={pathFor("main-menu")} className="admin-menu-link">
                  <AdminIcon name="gamepad" size={20} />
                  <span>{t("admin.nav.toGame")}</span>
                </Link>
              </li>
              <li>
                <Link href={pathFor("home")} className="admin-menu-link">
                  <AdminIcon name="home" size={20} />
                  <span>{t("admin.nav.toWebsite")}</span>
                </Link>
              </li>
            </ul>
          </nav>
          <div className="admin-menu-footer">
            {user !== null && (
              <p className="admin-user">
                <span className="admin-user-name">{user.displayName}</span>
                <span className="admin-user-email">{user.email}</span>
              </p>
            )}
            <fieldset className="admin-language" aria-label={t("footer.language")}>
              {languages.map((language) => (
                <button key={language} type="button" lang={language} aria-pressed={locale.value === language} onClick={() => void switchLanguage(language)}>
                  {languageNames[language]}
                </button>
              ))}
            </fieldset>
          </div>
        </div>
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
