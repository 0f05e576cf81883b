import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import type { Game, GameAction } from "#core/game/game.ts"
import { axeViolations } from "./axe.ts"
import { apiGet, consoleErrors, expect, originOf, settled, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"
import { saveScreenshot } from "./screens.ts"

/**
 * The merged app as a first-time player sees it: every screen the wall, watch, history and data-rights
 * work added, at a phone's width and a laptop's, in French (the longer) and English. Each screen has no
 * sideways scroll, no axe violation, and its screenshot in test-results/screenshots/merged-*.png; the
 * game's navbar keeps every item in reach; the dock's buttons stay thumb-sized on the phone.
 */

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

const words = {
  fr: {
    nav: "Navigation du jeu",
    openMenu: "Ouvrir le menu",
    navItems: ["Menu principal", "Quitter", "Règles", "Suivi en direct", "Paramètres", "Ton avis", "Se déconnecter"],
    share: "Suivi en direct",
    mute: "Couper le son",
    next: /Suivant : les joueurs/,
    advanced: "Options avancées",
    statsTab: "Statistiques",
    success: "Réussi",
    enlarge: "Agrandir",
    dataTitle: "Tes données",
    deleteAccount: "Supprimer mon compte"
  },
  en: {
    nav: "Game navigation",
    openMenu: "Open the menu",
    navItems: ["Main menu", "Quit", "Rules", "Friends follow live", "Settings", "Feedback", "Log out"],
    share: "Friends follow live",
    mute: "Mute sounds",
    next: /Next: the players/,
    advanced: "Advanced options",
    statsTab: "Statistics",
    success: "Success",
    enlarge: "Enlarge",
    dataTitle: "Your data",
    deleteAccount: "Delete my account"
  }
} as const

const widths = [360, 1280] as const

/** How a screen is looked at: the whole page or what the screen shows (and its end), after its animations, with axe. */
interface LookOptions {
  readonly fullPage?: boolean
  readonly bottom?: boolean
  readonly settle?: boolean
  /** False for a screen another spec scans with axe in the same state (the scan repeated here would find nothing new). */
  readonly axe?: boolean
}

/** Checks what a user would notice on the screen as it is, then saves merged-<name>-<width>.png. */
const look = async (page: Page, name: string, language: "fr" | "en", options: LookOptions = {}) => {
  // The undo toast's 5 s countdown is an animation: waiting for it to end would wait the toast away.
  if (options.settle !== false) await settled(page)
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll on ${name} at ${width}px`).toBe(true)
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.closest(".visually-hidden") === null && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5)
  )
  expect(cut, `nothing wider than the screen on ${name} at ${width}px`).toEqual([])
  // The screenshot first: a toast may be gone once axe has read the page.
  const file = `${folder}merged-${name}-${language}-${width}`
  if (options.fullPage === false) {
    // A game screen: what the screen shows, then its end (a full-page capture would draw the sticky dock mid-page).
    await saveScreenshot(page, `${file}.png`)
    if (options.bottom === true) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await saveScreenshot(page, `${file}-bottom.png`)
      await page.evaluate(() => window.scrollTo(0, 0))
    }
  } else await saveScreenshot(page, `${file}.png`, { fullPage: true })
  if (options.axe !== false) expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
}

/** `look` at each width, the phone's then the laptop's, and back to the phone. */
const lookAtBoth = async (page: Page, name: string, language: "fr" | "en", options: LookOptions = {}) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await look(page, name, language, options)
  }
  await page.setViewportSize({ width: 360, height: 780 })
}

/** The game navbar: at 360 px each item is in the menu; from 990 px each is in the bar, which does not overflow. */
const navbarReachable = async (page: Page, language: "fr" | "en", withShare: boolean) => {
  const say = words[language]
  const items = say.navItems.filter((item) => withShare || item !== say.share)
  const bar = page.getByRole("navigation", { name: say.nav })
  for (const width of [360, 990, 1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    if (width < 990) {
      await page.getByRole("button", { name: say.openMenu }).click()
      const menu = page.locator("#game-mobile-menu")
      for (const item of items)
        await expect(menu.getByRole(item === say.navItems[0] || item === say.navItems[4] ? "link" : "button", { name: item })).toBeVisible()
      await expect(menu.getByRole("switch", { name: say.mute })).toBeVisible()
      await settled(page)
      await saveScreenshot(page, `${folder}merged-game-menu-${language}-${width}.png`)
      await page.keyboard.press("Escape")
      await expect(menu.getByRole("switch", { name: say.mute })).toBeHidden()
    } else {
      for (const item of items) {
        const control = bar.getByRole(item === say.navItems[0] || item === say.navItems[4] ? "link" : "button", { name: item })
        await expect(control, `${item} in the bar at ${width}px`).toBeVisible()
        const box = await control.boundingBox()
        expect(box !== null && box.x >= 0 && box.x + box.width <= width, `${item} inside the screen at ${width}px`).toBe(true)
      }
      await expect(bar.getByRole("switch", { name: say.mute })).toBeVisible()
      expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth), `the bar fits at ${width}px`).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await saveScreenshot(page, `${folder}merged-game-navbar-${language}-${width}.png`, { clip: { x: 0, y: 0, width, height: 120 } })
    }
  }
  await page.setViewportSize({ width: 360, height: 780 })
}

/**
 * The dock's buttons, at 360 px: each at least 48 px tall. Measured all at one instant: the undo
 * toast's button leaves the dock when its 5 s are up, maybe between two measures (a loaded machine
 * once counted two buttons, then waited for the second until the test timed out).
 */
const dockFits = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const buttons = page.locator(".turn-dock button")
  await expect(buttons.last(), `buttons in the dock on ${name}`).toBeVisible()
  const heights = await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().height))
  for (const [i, height] of heights.entries()) expect(height, `dock button ${i} on ${name}`).toBeGreaterThanOrEqual(48)
}

/** Sends `action` to the game through the API (as another of the owner's devices would). */
const act = async (page: Page, game: Game, action: GameAction): Promise<Game> => {
  const answer = await page.request.post(`/api/games/${game.id}/actions`, { data: { version: game.version, action }, headers: { Origin: originOf(page) } })
  expect(answer.ok(), `${action._tag}: ${await answer.text()}`).toBe(true)
  return (await answer.json()) as Game
}

/** Plays through the API until `until` says stop: every turn confirmed and succeeded (so a two-player game ties). */
const playUntil = async (page: Page, start: Game, until: (game: Game) => boolean): Promise<Game> => {
  let game = start
  while (!until(game)) {
    const isChoosing = game.turn.phase === "choosing-route" || (game.turn.phase === "duel" && game.duel?.challengeId === null)
    game = await act(
      page,
      game,
      isChoosing ? { _tag: "confirm-route", route: game.history.length % 2 === 0 ? "Le toit" : "La dalle" } : { _tag: "record-result", outcome: "success" }
    )
  }
  return game
}

for (const language of ["fr", "en"] as const) {
  const say = words[language]

  test(`the merged screens in ${language}, at 360 and 1280px: nothing cut off or overflowing, every control in reach`, async ({ page, browser }) => {
    test.setTimeout(240_000)
    const errors = consoleErrors(page)
    await page.setViewportSize({ width: 360, height: 780 })
    await withSavedCookieChoice(page)
    await signUpThroughApi(page, { language, displayName: language === "fr" ? "Zoé-Clémentine" : "Zoe" })
    const saved = await page.request.patch("/api/me/profile", {
      data: { disclaimerAccepted: true, preferredLanguage: language },
      headers: { Origin: originOf(page) }
    })
    expect(saved.ok()).toBe(true)

    // Pregame: the advanced options with the duel and read-aloud.
    await page.goto("/game/pregame")
    await page.getByRole("button", { name: say.next }).click()
    await page.getByText(say.advanced).click()
    await lookAtBoth(page, "pregame-options", language)

    // A game of two with the duel on, through the API (the pregame's own test drives the form).
    const avatars = ["01-green-yellow", "02-blue-red"]
    const created = await page.request.post("/api/games", {
      data: { players: ["Sam", "Maximilien"].map((name, i) => ({ name, difficulty: "6A", avatar: avatars[i] })), packs: ["base"], tieBreak: true },
      headers: { Origin: originOf(page) }
    })
    expect(created.status()).toBe(201)
    let game = (await created.json()) as Game
    game = await act(page, game, { _tag: "confirm-route", route: "Le toit" })
    game = await act(page, game, { _tag: "record-result", outcome: "success" })

    // The problem step: navbar with the share item and mute switch, the dock's confirm button.
    await page.goto(`/game/${game.id}`)
    await expect(page.getByTestId("turn-title")).toBeVisible()
    await navbarReachable(page, language, true)
    await dockFits(page, "the problem step")
    await lookAtBoth(page, "game-route", language, { fullPage: false, bottom: true })

    // The challenge: the card with read aloud, the timer, the dock with start/Réussi/Raté.
    await page.locator(".turn-dock button").last().click()
    await expect(page.locator(".challenge-text")).toBeVisible()
    await dockFits(page, "the challenge step")
    await lookAtBoth(page, "game-challenge", language, { fullPage: false, bottom: true })

    // The enlarged timer, when the challenge has one.
    const enlarge = page.getByRole("button", { name: say.enlarge })
    if ((await enlarge.count()) > 0) {
      await enlarge.click()
      await lookAtBoth(page, "game-timer-view", language, { fullPage: false })
      await page.keyboard.press("Escape")
    }

    // Réussi: the undo toast in the dock, above the next step's button.
    await page.getByRole("button", { name: say.success, exact: true }).click()
    await expect(page.getByTestId("undo-toast")).toBeVisible()
    await dockFits(page, "the undo toast")
    await look(page, "game-undo", language, { fullPage: false, settle: false })
    await page.setViewportSize({ width: 1280, height: 900 })
    await look(page, "game-undo", language, { fullPage: false, settle: false })
    await page.setViewportSize({ width: 360, height: 780 })

    // The share sheet with its QR code.
    await page.getByRole("button", { name: say.openMenu }).click()
    await page.getByRole("button", { name: say.share }).click()
    const sheet = page.getByRole("dialog", { name: say.share })
    await expect(sheet.getByRole("img")).toBeVisible()
    const link = await sheet.getByRole("textbox").inputValue()
    await lookAtBoth(page, "share-sheet", language, { fullPage: false })
    await page.keyboard.press("Escape")

    // The friend's view of the watch link.
    const friendContext = await browser.newContext({
      viewport: { width: 360, height: 780 },
      baseURL: originOf(page),
      locale: language === "fr" ? "fr-FR" : "en-US"
    })
    const friend = await friendContext.newPage()
    const friendErrors = consoleErrors(friend)
    await withSavedCookieChoice(friend)
    await withSavedLanguage(friend, language)
    await friend.goto(`${new URL(link).pathname}${new URL(link).search}`)
    await expect(friend.getByTestId("watch-turn")).toBeVisible()
    await lookAtBoth(friend, "watch", language)
    await friendContext.close()
    expect(friendErrors).toEqual([])

    // The duel after round 5, at its problem step then its challenge.
    game = await (async () => {
      const fresh = await page.request.get(`/api/games/${game.id}`)
      return playUntil(page, (await fresh.json()) as Game, (g) => g.turn.phase === "duel")
    })()
    await page.reload()
    await expect(page.getByTestId("duel-note")).toBeVisible()
    await dockFits(page, "the duel's problem step")
    await lookAtBoth(page, "duel-route", language, { fullPage: false, bottom: true })
    await page.locator(".turn-dock button").last().click()
    await expect(page.locator(".challenge-text")).toBeVisible()
    await dockFits(page, "the duel's challenge")
    await lookAtBoth(page, "duel-challenge", language, { fullPage: false, bottom: true })

    // The end screen: the duel's summary, Partager, a new game (a duel's try has no undo).
    await page.getByRole("button", { name: say.success, exact: true }).click()
    await expect(page.getByTestId("turn-title")).toBeVisible()
    await page.getByRole("button", { name: language === "fr" ? "Raté" : "Fail", exact: true }).click()
    await expect(page.getByTestId("end-duel")).toBeVisible()
    await lookAtBoth(page, "end", language, { fullPage: false, bottom: true })

    // The history, both tabs: the phone closes the game once its undo window has passed.
    await expect.poll(async () => (await apiGet(page.request, `/api/games/${game.id}`)).ok(), { timeout: 15_000 }).toBe(false)
    await page.goto("/game/history")
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible()
    await lookAtBoth(page, "history-games", language)
    await page.getByRole("tab", { name: say.statsTab }).click()
    await expect(page.locator("svg.category-chart-svg").first()).toBeVisible()
    await lookAtBoth(page, "history-stats", language)

    // The privacy policy and the settings' "Your data" card.
    await page.goto("/privacy")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    // Its axe scans are data-rights.spec.ts's (360 px) and prerendered-pages.spec.ts's (a laptop's width), in
    // both languages; the signed-in header above it is scanned on the settings below.
    await lookAtBoth(page, "privacy", language, { fullPage: false, axe: false })
    await page.goto("/parameters")
    const card = page.getByRole("heading", { name: say.dataTitle })
    await card.scrollIntoViewIfNeeded()
    await lookAtBoth(page, "settings", language)
    await page.getByRole("button", { name: say.deleteAccount }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await lookAtBoth(page, "settings-delete", language, { fullPage: false })

    expect(errors).toEqual([])
  })
}
