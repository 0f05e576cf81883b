import type { Browser, Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, test, withSavedCookieChoice } from "./fixtures.ts"
import { readyPlayer, startGameWith, startTheClock } from "./game-support.ts"
import { areScreenshotsWanted, lookAt } from "./screens.ts"

test.use({ viewport: { width: 360, height: 780 } })

const serverGameAddress = /\/game\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A signed-in owner with the disclaimer accepted, on a new game of Sam and Tom the server knows. */
const startGame = async (page: Page) => {
  await readyPlayer(page)
  await startGameWith(page, ["Sam", "Tom"])
  await expect(page).toHaveURL(serverGameAddress)
}

/** Opens the share sheet from the game's phone menu and reads the link it shows. */
const openShareSheet = async (page: Page): Promise<string> => {
  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  await page.getByRole("button", { name: "Suivi en direct" }).click()
  const sheet = page.getByRole("dialog", { name: "Suivi en direct" })
  await expect(sheet.getByRole("img", { name: "QR code du lien pour suivre la partie" })).toBeVisible()
  return sheet.getByRole("textbox", { name: "Lien pour suivre la partie" }).inputValue()
}

/** A friend's phone: a fresh context, no account, opening the link on this test's server. */
const friendOpens = async (browser: Browser, owner: Page, link: string, locale = "fr-FR") => {
  const origin = new URL(owner.url()).origin
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL: origin, locale })
  const friend = await context.newPage()
  await withSavedCookieChoice(friend)
  const url = new URL(link)
  await friend.goto(`${url.pathname}${url.search}`)
  return { context, friend }
}

test("a friend without an account follows the game live, and loses it when the owner stops sharing", async ({ page, browser }) => {
  await startGame(page)
  // From 990 px the game's links sit in the bar: all of them fit, the share item by its icon below 1280 px.
  await page.setViewportSize({ width: 990, height: 780 })
  const bar = page.getByRole("navigation", { name: "Navigation du jeu" })
  await expect(bar.getByRole("button", { name: "Suivi en direct" })).toBeVisible()
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await lookAt(page, "test-results/screenshots/game-navbar-fr-990.png")
  await page.setViewportSize({ width: 360, height: 780 })
  const link = await openShareSheet(page)
  expect(link).toMatch(/\/watch\/[0-9a-f-]{36}\?token=[a-z2-7]{32}$/)
  expect(await axeViolations(page)).toEqual([])
  await lookAt(page, "test-results/screenshots/share-sheet-fr-360.png")
  await page.keyboard.press("Escape")

  const { context, friend } = await friendOpens(browser, page, link)
  await expect(friend.getByTestId("watch-turn")).toHaveText("Au tour de Sam")
  await expect(friend.getByText("Manche 1 sur 5")).toBeVisible()

  // The owner plays; the friend sees each step arrive.
  await page.getByLabel("Nom du bloc (facultatif)").fill("Le toit")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""
  await expect(friend.getByTestId("watch-challenge")).toHaveText(challenge)
  await expect(friend.getByText("Sur le bloc : Le toit")).toBeVisible()
  await expect(friend.getByTestId("watch-timer")).toContainText("Chrono pas encore lancé")
  const wallView = await startTheClock(page)
  await expect(friend.getByTestId("watch-timer")).toContainText("Chrono en marche")
  expect(await axeViolations(friend)).toEqual([])
  await lookAt(friend, "test-results/screenshots/watch-challenge-fr-360.png", { fullPage: true })
  await wallView.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(friend.getByTestId("watch-turn")).toHaveText("Au tour de Tom")
  await expect(friend.getByTestId("watch-score-0")).toHaveText("100 pts")
  await expect(friend.getByTestId("watch-last-turn")).toHaveText("Sam : réussi (+100)")
  expect(await axeViolations(friend)).toEqual([])
  await lookAt(friend, "test-results/screenshots/watch-fr-360.png", { fullPage: true })
  // Nothing on the friend's page acts on the game.
  await expect(friend.getByRole("button", { name: /Réussi|Raté|bloc/ })).toHaveCount(0)

  // The owner stops sharing: the friend, who has no account, is told kindly, on the same page.
  await openShareSheet(page)
  await page.getByRole("button", { name: "Arrêter le partage" }).click()
  await expect(page.getByText("Partage arrêté : le lien n'ouvre plus la partie.")).toBeVisible()
  await expectWatchEnded(friend, "fr")
  await context.close()
})

const endedWords = {
  fr: {
    title: "Le suivi de cette partie est terminé",
    text: /a arrêté le partage, ou ce lien n'est plus valable\. Demande-lui un nouveau lien/,
    discover: "Découvrir Allez!"
  },
  en: {
    title: "Following this game has ended",
    text: /has stopped sharing, or this link is no longer valid\. Ask them for a new link/,
    discover: "Discover Allez!"
  }
} as const

/** The friend's page once the link opens nothing: a kind word, focused, the way to the app, never a forbidden page. */
const expectWatchEnded = async (friend: Page, language: "fr" | "en") => {
  const words = endedWords[language]
  await expect(friend.getByRole("heading", { level: 1 })).toHaveText(words.title, { timeout: 10_000 })
  await expect(friend.getByRole("heading", { level: 1 })).toBeFocused()
  await expect(friend.getByText(words.text)).toBeVisible()
  await expect(friend.getByRole("link", { name: words.discover })).toHaveAttribute("href", "/")
  await expect(friend).toHaveURL(/\/watch\//)
  await expect(friend.getByText(/Accès interdit|Forbidden|403/)).toHaveCount(0)
  expect(await axeViolations(friend)).toEqual([])
}

test("at the end the friend's view says the game is over, and ranks the players by score", async ({ page, browser }) => {
  await startGame(page)
  const link = await openShareSheet(page)
  await page.keyboard.press("Escape")
  const { context, friend } = await friendOpens(browser, page, link)
  await expect(friend.getByTestId("watch-live")).toHaveText("En direct")
  // Sam fails every turn and Tom succeeds: Tom ends first, although he plays second.
  for (let turn = 0; turn < 10; turn++) {
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    await page.getByRole("button", { name: turn % 2 === 0 ? "Raté" : "Réussi", exact: true }).click()
  }
  await expect(friend.getByRole("heading", { name: "Tom gagne !" })).toBeVisible()
  await expect(friend.getByTestId("watch-live")).toHaveText("Partie terminée")
  await expect(friend.getByText("En direct", { exact: true })).toHaveCount(0)
  const rows = friend.getByRole("region", { name: "Scores" }).getByRole("listitem")
  await expect(rows).toHaveText([/^Rang 1\s*Tom.*pts$/, /^Rang 2\s*Sam.*pts$/])
  await expect(rows.first()).not.toHaveAttribute("aria-current")
  expect(await axeViolations(friend)).toEqual([])
  await context.close()
})

test("the cookie banner on a friend's first visit leaves the live view in sight", async ({ page, browser }) => {
  await startGame(page)
  const link = await openShareSheet(page)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: new URL(page.url()).origin, locale: "fr-FR" })
  const friend = await context.newPage()
  const url = new URL(link)
  await friend.goto(`${url.pathname}${url.search}`)
  await expect(friend.getByTestId("watch-turn")).toHaveText("Au tour de Sam")
  const banner = friend.getByRole("region", { name: "Quelques cookies ?" })
  await expect(banner).toBeVisible()
  const [bannerBox, turnBox] = await Promise.all([banner.boundingBox(), friend.getByTestId("watch-turn").boundingBox()])
  // A strip at the bottom, not half the screen; whose turn it is stays above it.
  expect(bannerBox?.height ?? 844).toBeLessThan(844 / 3)
  expect((turnBox?.y ?? 844) + (turnBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0)
  // The scores can be scrolled clear of it.
  const scores = friend.getByRole("region", { name: "Scores" })
  const below = await scores.evaluate((element, bannerTop) => element.getBoundingClientRect().bottom - bannerTop, bannerBox?.y ?? 0)
  await friend.evaluate((distance) => window.scrollBy(0, distance + 8), Math.max(0, below))
  const [scoresBox, bannerNow] = await Promise.all([scores.boundingBox(), banner.boundingBox()])
  expect((scoresBox?.y ?? 0) + (scoresBox?.height ?? 0)).toBeLessThanOrEqual(bannerNow?.y ?? 0)
  expect(await axeViolations(friend)).toEqual([])
  await lookAt(friend, "test-results/screenshots/watch-first-visit-fr-390.png")
  await friend.getByRole("button", { name: "Tout refuser" }).click()
  await expect(banner).toBeHidden()
  await context.close()
})

test("a wrong link, another game's or none says kindly that it opens nothing; the view reads in English too", async ({ page, browser }) => {
  await startGame(page)
  const link = await openShareSheet(page)
  const url = new URL(link)
  const wrong = `${url.pathname}?token=${"a".repeat(32)}`
  const { context, friend } = await friendOpens(browser, page, `${url.origin}${wrong}`)
  await expectWatchEnded(friend, "fr")
  await friend.goto(`/watch/another-game${url.search}`)
  await expectWatchEnded(friend, "fr")
  await friend.evaluate(() => localStorage.setItem("locale", "en"))
  await friend.goto("/watch/another-game")
  await expectWatchEnded(friend, "en")
  await context.close()

  const reader = await friendOpens(browser, page, link, "en-US")
  await reader.friend.evaluate(() => localStorage.setItem("locale", "en"))
  await reader.friend.reload()
  await expect(reader.friend.getByTestId("watch-turn")).toHaveText("Sam's turn")
  await expect(reader.friend.getByRole("heading", { name: "Follow the game" })).toBeVisible()
  expect(await axeViolations(reader.friend)).toEqual([])
  await lookAt(reader.friend, "test-results/screenshots/watch-en-360.png", { fullPage: true })
  if (areScreenshotsWanted) {
    await reader.friend.setViewportSize({ width: 1280, height: 900 })
    await lookAt(reader.friend, "test-results/screenshots/watch-en-1280.png", { fullPage: true })
  }
  await reader.context.close()

  const english = await page.request.patch("/api/me/profile", { data: { preferredLanguage: "en" }, headers: { Origin: url.origin } })
  expect(english.ok()).toBe(true)
  await page.reload()
  await page.getByRole("button", { name: "Open the menu" }).click()
  await page.getByRole("button", { name: "Friends follow live" }).click()
  const sheet = page.getByRole("dialog", { name: "Friends follow live" })
  await expect(sheet.getByRole("img", { name: "QR code of the link to follow the game" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await lookAt(page, "test-results/screenshots/share-sheet-en-360.png")
  await page.keyboard.press("Escape")
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole("navigation", { name: "Game navigation" }).getByRole("button", { name: "Friends follow live" }).click()
  await expect(sheet.getByRole("img", { name: "QR code of the link to follow the game" })).toBeVisible()
  await lookAt(page, "test-results/screenshots/share-sheet-en-1280.png")
})
