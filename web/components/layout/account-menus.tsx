import { useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { signOutUser } from "../../lib/session-end.ts"
import type { SessionUser } from "../../lib/session-user.ts"
import { useTranslation } from "../../lib/use-translation.ts"
import { ShellIcon } from "../shell-icons.tsx"

// A signed-in person's menus come after the site's first script (site-navbar.tsx loads them once
// someone is signed in): most first visits are a visitor's, who sees "Sign in" in their place.

/** What both menus do: start a game, and after a sign-out the server accepted, go on (home). */
interface AccountMenuProps {
  readonly user: SessionUser
  readonly onStartGame: () => void
  readonly onSignedOut: () => void
}

/** Ends the session, and once the server has accepted, goes on (a refusal is said in a toast, lib/session-end.ts). */
const signOutThen = (onSignedOut: () => void) => () => void signOutUser().then((isSignedOut) => isSignedOut && onSignedOut())

/** The signed-in user's initial, or their photo. */
const Avatar = ({ user, size = 32 }: { user: SessionUser; size?: number }) =>
  user.photoURL ? (
    <img className="avatar" src={user.photoURL} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar-initial" aria-hidden="true">
      {(user.displayName.trim()[0] ?? "?").toUpperCase()}
    </span>
  )

/** Desktop user menu: a host's gym nights, settings, start game, logout. Closes on Escape, on a choice, or a click outside. */
export const UserMenu = ({ user, onStartGame, onSignedOut }: AccountMenuProps) => {
  const { t } = useTranslation()
  const [isOpen, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  /** A choice closes the menu, then does what it says. */
  const closingAnd =
    (then: () => void = () => undefined) =>
    () => {
      setOpen(false)
      then()
    }

  useEffect(() => {
    if (!isOpen) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        root.current?.querySelector<HTMLButtonElement>(".user-menu-trigger")?.focus()
      }
    }
    document.addEventListener("pointerdown", onPointer)
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("pointerdown", onPointer)
      document.removeEventListener("keydown", onKey)
    }
  }, [isOpen])

  return (
    <div className="user-menu" ref={root}>
      <button type="button" className="user-menu-trigger" aria-expanded={isOpen} aria-controls="user-menu-list" onClick={() => setOpen(!isOpen)}>
        <Avatar user={user} />
        <span className="user-menu-name">{user.displayName}</span>
        <ShellIcon name="chevronDown" size={16} />
        <span className="visually-hidden">{t("nav.userMenu")}</span>
      </button>
      {isOpen && (
        <ul id="user-menu-list" className="user-menu-list">
          {user.host !== null && (
            <li>
              <Link href={pathFor("host")} onClick={closingAnd()}>
                <ShellIcon name="trophy" /> {t("nav.hostNights")}
              </Link>
            </li>
          )}
          <li>
            <Link href={pathFor("parameters")} onClick={closingAnd()}>
              <ShellIcon name="settings" /> {t("nav.settings")}
            </Link>
          </li>
          <li>
            <button type="button" onClick={closingAnd(onStartGame)}>
              <ShellIcon name="play" /> {t("nav.startGame")}
            </button>
          </li>
          <li>
            <button type="button" onClick={closingAnd(signOutThen(onSignedOut))}>
              <ShellIcon name="logout" /> {t("nav.logout")}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}

/** The signed-in part of the mobile menu's panel: who is signed in, start game, a host's nights, settings, logout. */
export const MobileAccount = ({ user, onStartGame, onSignedOut, onChoose }: AccountMenuProps & { readonly onChoose: () => void }) => {
  const { t } = useTranslation()
  return (
    <>
      <p className="mobile-user">
        <Avatar user={user} /> <span>{user.displayName}</span>
      </p>
      <button type="button" className="button button-primary button-block" onClick={onStartGame}>
        <ShellIcon name="play" size={18} /> {t("nav.startGame")}
      </button>
      {user.host !== null && (
        <Link href={pathFor("host")} className="button button-ghost button-block" onClick={onChoose}>
          <ShellIcon name="trophy" size={18} /> {t("nav.hostNights")}
        </Link>
      )}
      <Link href={pathFor("parameters")} className="button button-ghost button-block" onClick={onChoose}>
        <ShellIcon name="settings" size={18} /> {t("nav.settings")}
      </Link>
      <button
        type="button"
        className="button button-ghost button-block"
        onClick={() => {
          onChoose()
          signOutThen(onSignedOut)()
        }}
      >
        <ShellIcon name="logout" size={18} /> {t("nav.logout")}
      </button>
    </>
  )
}
