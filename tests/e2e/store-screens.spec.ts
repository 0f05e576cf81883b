import { fileURLToPath } from "node:url"
import type { Page, TestInfo } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, networkQuiet, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/** The store's pages at phone and desktop widths: screenshots to look at, and axe scans (no violation of moderate impact or worse). */

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

const noViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([])
}

const capture = async (page: Page, testInfo: TestInfo, name: string) => {
  await networkQuiet(page)
  const file = `${folder}${name}.png`
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" })
  await testInfo.attach(name, { path: file, contentType: "image/png" })
}

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })

    test("the store and the bag, for a visitor", async ({ page }, testInfo) => {
      await page.goto("/store")
      await expect(page.getByRole("article", { name: "Soirée entre potes" })).toBeVisible()
      await page.getByRole("button", { name: "Ajouter au panier : Soirée entre potes" }).click()
      await expect(page.getByRole("article", { name: "Soirée entre potes" }).getByText("Dans ton panier")).toBeVisible()
      await noViolations(page)
      await capture(page, testInfo, `store-${width}`)

      await page.getByRole("button", { name: "Ajouter au panier : Édition spéciale" }).click()
      await page.getByRole("link", { name: "Panier, 2 packs" }).click()
      await expect(page.locator(".store-bag-item")).toHaveCount(2)
      await noViolations(page)
      await capture(page, testInfo, `store-bag-${width}`)

      for (const pack of ["Soirée entre potes", "Édition spéciale"]) await page.getByRole("button", { name: `Retirer du panier : ${pack}` }).click()
      await expect(page.getByText("Ton panier est vide.")).toBeVisible()
      await noViolations(page)
      await capture(page, testInfo, `store-bag-empty-${width}`)
    })

    test("confirming a purchase, then its success, and the store once owned", async ({ page }, testInfo) => {
      await page.goto("/store")
      await signUpThroughApi(page)
      await page.reload()
      let isWebhookSlow = true
      await page.route("**/api/me/payments", (route) => (isWebhookSlow ? route.fulfill({ json: { payments: [] } }) : route.continue()))
      await page.getByRole("button", { name: "Acheter maintenant : Édition spéciale" }).click()
      await page.getByRole("button", { name: /Payer/ }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmation de ton achat…")
      await noViolations(page)
      await capture(page, testInfo, `store-success-confirming-${width}`)

      isWebhookSlow = false
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour ton achat", { timeout: 15_000 })
      await noViolations(page)
      await capture(page, testInfo, `store-success-${width}`)

      await page.getByRole("link", { name: "Retour à la boutique" }).click()
      await expect(page.getByRole("article", { name: "Édition spéciale" }).getByText("Déjà possédé")).toBeVisible()
      await capture(page, testInfo, `store-owned-${width}`)
    })

    test("the purchase error page", async ({ page }, testInfo) => {
      await page.goto("/store/error")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achat non finalisé")
      await noViolations(page)
      await capture(page, testInfo, `store-error-${width}`)
    })
  })
}
