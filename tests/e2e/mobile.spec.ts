import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("under 960px the navbar collapses to a hamburger that opens and closes the menu", async ({ page }) => {
  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Navigation principale" })
  await expect(nav.getByRole("link", { name: "Règles" })).toBeHidden()
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" })
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute("aria-expanded", "false")

  await toggle.click()
  const menu = page.getByTestId("mobile-menu")
  await expect(menu).toBeVisible()
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link", { name: "Se connecter" })).toBeVisible()

  const started = Date.now()
  await menu.getByRole("link", { name: "Règles" }).click()
  await expect(page).toHaveURL(/\/rules$/)
  await expect(menu).toBeHidden()
  expect(Date.now() - started).toBeGreaterThanOrEqual(450)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")

  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
})

test("at 960px and wider the links show in the bar and there is no hamburger", async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 })
  await page.goto("/")
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden()
})

test("signed in, the menu offers the account; starting a game slides the menu up, then opens the game menu", async ({ page }) => {
  await signUpThroughApi(page, { displayName: "Zoé" })
  await page.goto("/about")
  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  const menu = page.getByTestId("mobile-menu")
  await expect(menu.getByRole("link", { name: "Accueil" })).toBeFocused()
  await expect(menu.getByRole("link", { name: "Paramètres" })).toBeVisible()
  await expect(menu.getByRole("button", { name: "Se déconnecter" })).toBeVisible()
  await page.evaluate(() => {
    const seen: Array<string> = []
    ;(window as unknown as { menuClasses: Array<string> }).menuClasses = seen
    const element = document.getElementById("mobile-menu")
    if (element !== null) new MutationObserver(() => seen.push(element.className)).observe(element, { attributes: true })
  })
  await menu.getByRole("button", { name: "Lancer une partie" }).click()
  await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)
  expect(await page.evaluate(() => (window as unknown as { menuClasses: Array<string> }).menuClasses.some((name) => name.includes("is-sliding-up")))).toBe(true)
  await expect(menu).toBeHidden()
})
