import { Link, useLocation } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon, type IconName } from "#web/components/icons.tsx"
import { menuSlideUpMs } from "#web/components/layout/menu-timing.ts"
import { useMobileMenu } from "#web/components/layout/use-mobile-menu.ts"
import { LogoMark } from "#web/components/logo.tsx"
import { signOutUser } from "#web/lib/session-end.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { closeAudio, unlockAudio } from "../wall/sound.ts"
import { setWallSetting, wallSettings } from "../wall/wall-settings.ts"

/** The game navbar collapses to a hamburger under this width (spec §2, §9); game.css uses the same value. */
export const gameMobileBreakpointPx = 990

type Choice = "main-menu" | "quit" | "rules" | "share" | "settings" | "feedback" | "logout"

const choices: ReadonlyArray<{ readonly choice: Choice; readonly label: string; readonly icon: IconName }> = [
  { choice: "main-menu", label: "game.nav.mainMenu", icon: "dice" },
  { choice: "quit", label: "game.nav.quit", icon: "arrowRight" },
  { choice: "rules", label: "game.nav.rules", icon: "info" },
  { choice: "share", label: "game.nav.share", icon: "eye" },
  { choice: "settings", label: "game.nav.settings", icon: "settings" },
  { choice: "feedback", label: "game.nav.feedback", icon: "send" },
  { choice: "logout", label: "game.nav.logout", icon: "logout" }
]

/**
 * The game navbar (spec §2): main menu, quit (which asks first), rules, settings, feedback, logout. Under 990 px a
 * hamburger opens a panel that closes after the 500 ms flag, and slides up for 300 ms when the
 * player heads to the main menu to start a game.
 */
export const GameNavbar = ({
  onRules,
  onFeedback,
  onQuit,
  onShare
}: {
  onRules: () => void
  onFeedback: () => void
  onQuit: () => void
  onShare?: (() => void) | undefined
}) => {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const { isOpen, motion, closeMenu, toggle } = useMobileMenu({ menuId: "game-mobile-menu", toggleId: "game-menu-toggle" })

  const choose = async (choice: Choice) => {
    if (choice === "main-menu") {
      if (isOpen) await closeMenu("sliding-up", menuSlideUpMs)
      navigate(pathFor("main-menu"))
      return
    }
    if (isOpen) void closeMenu()
    switch (choice) {
      case "quit":
        onQuit()
        return
      case "settings":
        navigate(pathFor("parameters"))
        return
      case "rules":
        onRules()
        return
      case "feedback":
        onFeedback()
        return
      case "share":
        onShare?.()
        return
      case "logout":
        if (await signOutUser()) navigate(pathFor("home"))
    }
  }

  const hrefOf = (choice: Choice): string | undefined =>
    choice === "main-menu" ? pathFor("main-menu") : choice === "settings" ? pathFor("parameters") : undefined

  const isMuted = wallSettings.value.isMuted
  /** The mute switch: the timer's sounds and the count-in's ticks, on or off on this device (a local setting). */
  const soundSwitch = (variant: "bar" | "panel") => (
    <li key="sound">
      <button
        type="button"
        role="switch"
        aria-checked={isMuted}
        className="game-nav-item game-sound-switch"
        data-testid={`sound-switch-${variant}`}
        title={variant === "bar" ? t("game.nav.mute") : undefined}
        onClick={() => {
          setWallSetting({ isMuted: !isMuted })
          if (isMuted) unlockAudio()
          else closeAudio()
        }}
      >
        {/* In the bar, the icon alone (the bar is full from 990 px); the panel names it. */}
        <Icon name={isMuted ? "volumeOff" : "volume"} size={variant === "bar" ? 20 : 22} />{" "}
        <span className={variant === "bar" ? "visually-hidden" : undefined}>{t("game.nav.mute")}</span>
      </button>
    </li>
  )

  const items = (variant: "bar" | "panel") =>
    // Sharing is offered on a game's screen only (its owner's, as every game screen is).
    choices
      .filter(({ choice }) => choice !== "share" || onShare !== undefined)
      .map(({ choice, label, icon }) => {
        const href = hrefOf(choice)
        const content = (
          <>
            <Icon name={icon} size={variant === "bar" ? 18 : 22} />{" "}
            {/* The bar is full below 1440 px: the share item shows a short name there (its icon alone below
                1140 px), its whole name read but not shown. */}
            {variant === "bar" && choice === "share" && (
              <span className="game-nav-label-short" aria-hidden="true">
                {t("game.nav.shareShort")}
              </span>
            )}
            <span className={variant === "bar" && choice === "share" ? "game-nav-label-roomy" : undefined}>{t(label)}</span>
          </>
        )
        return (
          <li key={choice}>
            {href === undefined ? (
              <button
                type="button"
                className={choice === "share" ? "game-nav-item game-nav-share" : "game-nav-item"}
                title={variant === "bar" && choice === "share" ? t(label) : undefined}
                onClick={() => void choose(choice)}
                aria-haspopup={choice === "logout" ? undefined : "dialog"}
              >
                {content}
              </button>
            ) : (
              <a
                href={href}
                className="game-nav-item"
                aria-current={choice === "main-menu" && location === href ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  void choose(choice)
                }}
              >
                {content}
              </a>
            )}
          </li>
        )
      })

  return (
    <header className="game-header">
      <nav className="game-navbar" aria-label={t("game.nav.label")}>
        <Link href={pathFor("main-menu")} className="game-brand" aria-label={t("game.nav.brand")}>
          <LogoMark size={34} />
          <span className="game-brand-name" aria-hidden="true">
            Allez!
          </span>
        </Link>
        <ul className="game-nav-links game-desktop-only">
          {items("bar")}
          {soundSwitch("bar")}
        </ul>
        <button
          id="game-menu-toggle"
          type="button"
          className="game-menu-toggle game-mobile-only"
          aria-expanded={isOpen && motion === "none"}
          aria-controls="game-mobile-menu"
          onClick={toggle}
        >
          <Icon name={isOpen && motion === "none" ? "close" : "menu"} size={28} />
          <span className="visually-hidden">{t(isOpen ? "nav.closeMenu" : "nav.openMenu")}</span>
        </button>
      </nav>
      {isOpen && (
        <div
          id="game-mobile-menu"
          className={`game-mobile-menu game-mobile-only is-${motion}`}
          data-testid="game-mobile-menu"
          data-focus-return="game-menu-toggle"
        >
          <ul className="game-mobile-links">
            {items("panel")}
            {soundSwitch("panel")}
          </ul>
        </div>
      )}
    </header>
  )
}
