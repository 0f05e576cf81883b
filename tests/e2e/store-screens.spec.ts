import type { Page, TestInfo } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, networkQuiet, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { captureAtBothWidths, phone } from "./screens.ts"

/** The store's pages at phone and desktop widths: screenshots to look at, and axe scans (no violation of moderate impact or worse). */

/** The screen at a laptop's width then a phone's: axe at each (unless `scan` is false) and a screenshot `<name>-<width>.png`. */
const look = async (page: Page, testInfo: TestInfo, name: string, scan = true) => {
  await networkQuiet(page)
  await captureAtBothWidths(page, testInfo, name, {
    check: scan ? async (width) => expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]) : undefined
  })
}

test.use({ viewport: phone })

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("the store and the bag, for a visitor, at both widths", async ({ page }, testInfo) => {
  await page.goto("/store")
  await expect(page.getByRole("article", { name: "Soirée entre potes" })).toBeVisible()
  await page.getByRole("button", { name: "Ajouter au panier : Soirée entre potes" }).click()
  await expect(page.getByRole("article", { name: "Soirée entre potes" }).getByText("Dans ton panier")).toBeVisible()
  await look(page, testInfo, "store")

  await page.getByRole("button", { name: "Ajouter au panier : Édition spéciale" }).click()
  await page.getByRole("link", { name: "Panier, 2 packs" }).click()
  await expect(page.locator(".store-bag-item")).toHaveCount(2)
  await look(page, testInfo, "store-bag")

  for (const pack of ["Soirée entre potes", "Édition spéciale"]) await page.getByRole("button", { name: `Retirer du panier : ${pack}` }).click()
  await expect(page.getByText("Ton panier est vide.")).toBeVisible()
  await look(page, testInfo, "store-bag-empty")
})

test("confirming a purchase, then its success, and the store once owned, at both widths", async ({ page }, testInfo) => {
  await page.goto("/store")
  await signUpThroughApi(page)
  await page.reload()
  let isWebhookSlow = true
  await page.route("**/api/me/payments", (route) => (isWebhookSlow ? route.fulfill({ json: { payments: [] } }) : route.continue()))
  await page.getByRole("button", { name: "Acheter maintenant : Édition spéciale" }).click()
  await page.getByRole("button", { name: /Payer/ }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmation de ton achat…")
  await look(page, testInfo, "store-success-confirming")

  isWebhookSlow = false
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour ton achat", { timeout: 15_000 })
  await look(page, testInfo, "store-success")

  await page.getByRole("link", { name: "Retour à la boutique" }).click()
  await expect(page.getByRole("article", { name: "Édition spéciale" }).getByText("Déjà possédé")).toBeVisible()
  await look(page, testInfo, "store-owned", false)
})

test("the purchase error page, at both widths", async ({ page }, testInfo) => {
  await page.goto("/store/error")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achat non finalisé")
  await look(page, testInfo, "store-error")
})
