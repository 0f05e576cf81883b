import { fileURLToPath } from "node:url"
import type { Locator, Page, TestInfo } from "@playwright/test"
import { expect, settled, signUpThroughApi, test, withSavedCookieChoice } from "../fixtures.ts"
import { acceptDisclaimer } from "../game-support.ts"
import { areScreenshotsWanted, lookAt } from "../screens.ts"

/**
 * Screenshots of the screens the first-time player's walk-through changed (issue 19: contact address,
 * store offline, 'Verifying...', apparel and under construction, the settings' name hint, toasts,
 * demo checkout, coming-soon packs), at a phone's and a desktop's width, in both languages.
 */

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

const words = {
  fr: {
    add: "Ajouter au panier : Édition spéciale",
    addKids: "Ajouter au panier : Petits grimpeurs",
    bag: "Panier, 1 pack",
    checkout: "Passer au paiement",
    cancel: "Annuler",
    editName: /Modifier.*Pseudo/,
    confirm: "Confirmer",
    training: "Entraînement",
    apparel: "Vêtements",
    menu: "Ouvrir le menu"
  },
  en: {
    add: "Add to bag: Special Edition",
    addKids: "Add to bag: Little Climbers",
    bag: "Bag, 1 pack",
    checkout: "Go to checkout",
    cancel: "Cancel",
    editName: /Edit.*Display name/,
    confirm: "Confirm",
    training: "Training",
    apparel: "Apparel",
    menu: "Open the menu"
  }
} as const

const holdHumanChecks = (page: Page) => page.route("**/api/human-check/challenge*", () => new Promise<void>(() => {}))

const phone = { width: 360, height: 780 }
const laptop = { width: 1280, height: 900 }

for (const language of ["fr", "en"] as const) {
  test.describe(`in ${language === "fr" ? "French" : "English"}`, () => {
    test.use({ viewport: phone, serviceWorkers: "allow" })

    test("screenshots of the walk-through's screens, at a phone's width and a laptop's", async ({ page, context }, testInfo: TestInfo) => {
      test.setTimeout(150_000)
      const say = words[language]
      /** The screen (or one part of it) as it is, at each width; back to the phone's after. */
      const save = async (name: string, target: Page | Locator = page, fullPage = false) => {
        for (const size of [phone, laptop]) {
          await page.setViewportSize(size)
          await settled(page)
          const file = `${folder}walk-${name}-${language}-${size.width}.png`
          if ("screenshot" in target && target === page) await lookAt(page, file, { fullPage })
          else await lookAt(target as Locator, file)
          if (areScreenshotsWanted) await testInfo.attach(`${name}-${size.width}`, { path: file, contentType: "image/png" })
        }
        await page.setViewportSize(phone)
      }
      await withSavedCookieChoice(page)
      await page.addInitScript((chosen) => localStorage.setItem("locale", chosen), language)

      // The store's apparel, and where its cards lead.
      await page.goto("/store")
      const apparel = page.getByRole("region", { name: say.apparel })
      await apparel.scrollIntoViewIfNeeded()
      await save("store-apparel", apparel)
      await apparel.getByRole("link").first().click()
      await expect(page).toHaveURL(/under-construction/)
      await save("under-construction")

      // A signed-in player: the footer's address, pregame's coming-soon pack, the bag, the demo checkout, a cancelled payment.
      await signUpThroughApi(page, { language })
      await acceptDisclaimer(page)
      await page.goto("/contact")
      await save("contact", page, true)
      await page.goto("/game/pregame")
      const training = page.locator(".pack-card").filter({ hasText: say.training })
      await training.scrollIntoViewIfNeeded()
      await save("pregame-coming-soon", training)
      await page.goto("/store")
      await page.getByRole("button", { name: say.add }).click()
      await page.getByRole("link", { name: say.bag }).click()
      await expect(page.locator(".store-bag-item")).toHaveCount(1)
      await save("bag-demo", page, true)
      await page.getByRole("button", { name: say.checkout }).click()
      await expect(page).toHaveURL(/demo-checkout/)
      await save("demo-checkout", page, true)
      await page.getByRole("button", { name: say.cancel }).click()
      await expect(page).toHaveURL(/payment=cancelled/)
      await save("payment-cancelled")

      // Offline, the store last seen.
      await page.goto("/store")
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
      await context.setOffline(true)
      try {
        await page.reload()
        await expect(page.locator(".store-stale")).toBeVisible()
        await save("store-offline")
      } finally {
        await context.setOffline(false)
      }

      // A toast, and the phone's menu opened under it.
      await page.goto("/store")
      await page.getByRole("button", { name: say.addKids }).click()
      await expect(page.getByTestId("toast")).toBeVisible()
      await save("toast")
      // The phone's menu, which the laptop's navbar has no need of.
      await page.getByRole("button", { name: say.menu }).click()
      await settled(page)
      await lookAt(page, `${folder}walk-toast-menu-open-${language}-${phone.width}.png`)

      // The settings opened directly: the name's hint, then 'Verifying...'.
      await holdHumanChecks(page)
      await page.goto("/parameters")
      await page.getByRole("button", { name: say.editName }).click()
      const dialog = page.getByRole("dialog")
      await expect(dialog).toBeVisible()
      await save("settings-name")
      await dialog.getByRole("textbox").fill("Zoé B")
      await dialog.getByRole("button", { name: say.confirm }).click()
      await expect(dialog.locator("button[type=submit]")).toBeDisabled()
      await save("settings-verifying")
    })
  })
}
