import { fileURLToPath } from "node:url"
import { expect, networkQuiet, signUpThroughApi, test, withSavedCookieChoice } from "../fixtures.ts"
import { publicPages } from "../public-pages.ts"
import { captureAtBothWidths, laptop, capture as save } from "../screens.ts"

/**
 * Screenshots of the screens no other walk saves: the public pages, the cookie banner and
 * preferences, the sign-up form's messages, the settings' modals. The game's are saved by the
 * accessibility walk (accessibility.spec.ts), which visits each of those screens already.
 */

for (const language of ["fr", "en"] as const) {
  test(`screenshots of the public pages in ${language === "fr" ? "French" : "English"}, at a laptop's width and a phone's`, async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    await page.setViewportSize(laptop)
    await withSavedCookieChoice(page)
    await page.addInitScript((locale) => localStorage.setItem("locale", locale), language)
    for (const { name, path } of publicPages) {
      await page.goto(path)
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await networkQuiet(page)
      await captureAtBothWidths(page, testInfo, language === "fr" ? name : `${name}-en`, { back: laptop })
    }
  })
}

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })

    test("screenshot of home with the cookie banner, and the cookie preferences", async ({ page }, testInfo) => {
      await page.goto("/")
      await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeVisible()
      await save(page, testInfo, `home-cookie-banner-${width}`, false)
      await page.getByRole("button", { name: "Personnaliser" }).click()
      await expect(page.getByRole("dialog", { name: "Préférences de cookies" })).toBeVisible()
      await save(page, testInfo, `cookie-preferences-${width}`, false)
    })

    test("screenshots of the sign-up form with its messages", async ({ page }, testInfo) => {
      await withSavedCookieChoice(page)
      await page.goto("/auth/sign-up")
      await page.getByRole("button", { name: "Créer mon compte" }).click()
      await expect(page.locator("#sign-up-email-error")).toBeVisible()
      await save(page, testInfo, `sign-up-messages-${width}`)
    })

    test("screenshots of the settings and each of their modals", async ({ page }, testInfo) => {
      await withSavedCookieChoice(page)
      await signUpThroughApi(page, { displayName: "Zoé", verified: false })
      await page.goto("/parameters")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")
      await networkQuiet(page)
      await save(page, testInfo, `settings-${width}`)

      const modals: ReadonlyArray<readonly [string, string]> = [
        ["settings-name", "Modifier — Pseudo"],
        ["settings-email", "Changer l'e-mail"],
        ["settings-password", "Changer le mot de passe"],
        ["settings-categories", "Choisir les catégories"],
        ["settings-photo", "Ajouter une photo"],
        ["settings-export", "Exporter"],
        ["settings-delete", "Supprimer mon compte"]
      ]
      for (const [name, button] of modals) {
        await page.getByRole("button", { name: button, exact: true }).click()
        await expect(page.getByRole("dialog")).toBeVisible()
        if (name === "settings-photo") {
          await page.locator("#photo-file").setInputFiles(fileURLToPath(new URL("../../web/public/icons/icon-512.png", import.meta.url)))
          await expect(page.getByTestId("photo-preview")).toBeVisible()
        }
        await save(page, testInfo, `${name}-modal-${width}`, false)
        await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click()
        await expect(page.getByRole("dialog")).toBeHidden()
      }
    })
  })
}
