import { expect, test } from "@playwright/test"
import { withSavedCookieChoice } from "./support.ts"

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
  await expect(menu).toBeHidden({ timeout: 2000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(450)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")

  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden({ timeout: 2000 })
})

test("at 960px and wider the links show in the bar and there is no hamburger", async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 })
  await page.goto("/")
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden()
})
