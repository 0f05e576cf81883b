import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { publicPages } from "./public-pages.ts"

/** The violations that block a page: serious or critical ones (axe, WCAG 2.1 AA and best practices). */
const blockingViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(" ")) }))
}

for (const { name, path, heading } of publicPages) {
  test(`${name}: no serious or critical accessibility violation (axe, WCAG 2.1 AA)`, async ({ page }) => {
    await withSavedCookieChoice(page)
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    expect(await blockingViolations(page)).toEqual([])
  })
}

test("the sign-up form showing its messages: no serious or critical violation", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/auth/sign-up")
  await page.getByRole("button", { name: "Créer mon compte" }).click()
  await expect(page.locator("#sign-up-email-error")).toBeVisible()
  expect(await blockingViolations(page)).toEqual([])
})

test("the settings and their modals: no serious or critical violation", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page, { verified: false })
  await page.goto("/parameters")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")
  expect(await blockingViolations(page)).toEqual([])
  for (const button of ["Choisir les catégories", "Changer l'e-mail", "Ajouter une photo"]) {
    await page.getByRole("button", { name: button }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    expect(await blockingViolations(page), button).toEqual([])
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toBeHidden()
  }
})

test("the cookie banner and the preferences dialog: no serious or critical violation", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeVisible()
  expect(await blockingViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Personnaliser" }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  expect(await blockingViolations(page)).toEqual([])
})

test("keyboard: the skip link leads to the content", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/rules")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Aller au contenu" })
  await expect(skip).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.locator("#main")).toBeFocused()
})

test("keyboard: a settings modal takes the focus, closes with Escape and gives the focus back", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/parameters")
  const button = page.getByRole("button", { name: "Choisir les catégories" })
  await button.focus()
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Catégories de défis" })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(":focus")).toHaveCount(1)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test("keyboard: closing the rules or the feedback opened from the game menu gives the focus back to the menu button", async ({ page }) => {
    await withSavedCookieChoice(page)
    await signUpThroughApi(page)
    await page.goto("/")
    const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
    expect(accepted.ok()).toBe(true)
    await page.goto("/game/pregame")
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" })
    const menu = page.getByTestId("game-mobile-menu")
    for (const [item, title, close] of [
      ["Règles", "Comment jouer", "Escape"],
      ["Ton avis", "Envoie-nous ton avis", "Annuler"],
      ["Règles", "Comment jouer", "Fermer"]
    ] as const) {
      await toggle.focus()
      await page.keyboard.press("Enter")
      await menu.getByRole("button", { name: item }).focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: title })
      await expect(dialog).toBeVisible()
      // The menu's panel is gone (its 500 ms flag) before the dialog closes.
      await expect(menu).toBeHidden()
      if (close === "Escape") await page.keyboard.press("Escape")
      else await dialog.getByRole("button", { name: close }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole("button", { name: "Ouvrir le menu" }), `after closing “${title}” with ${close}`).toBeFocused()
    }
  })
})
