import { fileURLToPath } from "node:url"
import type { Page, TestInfo } from "@playwright/test"
import { expect, networkQuiet, settled, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { publicPages } from "./public-pages.ts"

/** Screenshots are test artifacts: saved here and attached to the report. */
const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

const save = async (page: Page, testInfo: TestInfo, name: string, fullPage = true) => {
  const file = `${folder}${name}.png`
  await page.screenshot({ path: file, fullPage, animations: "disabled" })
  await testInfo.attach(name, { path: file, contentType: "image/png" })
}

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })

    for (const { name, path, heading } of publicPages) {
      test(`screenshot of ${name}`, async ({ page }, testInfo) => {
        await withSavedCookieChoice(page)
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
        await networkQuiet(page)
        await save(page, testInfo, `${name}-${width}`)
      })
    }

    for (const name of ["home", "rules"]) {
      test(`screenshot of ${name} in English`, async ({ page }, testInfo) => {
        await withSavedCookieChoice(page)
        await page.addInitScript(() => localStorage.setItem("locale", "en"))
        await page.goto(name === "home" ? "/" : "/rules")
        await expect(page.locator("html")).toHaveAttribute("lang", "en")
        await networkQuiet(page)
        await save(page, testInfo, `${name}-en-${width}`)
      })
    }

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

/** The game's labels the walk below clicks, in both languages. */
const gameWords = {
  fr: {
    next: /Suivant : les joueurs/,
    name: "Nom",
    advanced: "Options avancées",
    start: "Lancer la partie",
    route: "Nom du bloc (facultatif)",
    confirm: "J'ai choisi mon bloc",
    success: "Réussi",
    fail: "Raté",
    replace: "Changer de défi"
  },
  en: {
    next: /Next: the players/,
    name: "Name",
    advanced: "Advanced options",
    start: "Start the game",
    route: "Problem name (optional)",
    confirm: "I have chosen my problem",
    success: "Success",
    fail: "Fail",
    replace: "Replace the challenge"
  }
} as const

for (const width of [360, 1280]) {
  for (const language of ["fr", "en"] as const) {
    test.describe(`the game at ${width}px in ${language === "fr" ? "French" : "English"}`, () => {
      test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })

      test("screenshots of pregame's players, each step of a turn, and the end", async ({ page }, testInfo) => {
        test.setTimeout(120_000)
        const words = gameWords[language]
        const shot = async (name: string) => {
          await settled(page)
          await save(page, testInfo, `game-${name}-${language}-${width}`)
        }
        await withSavedCookieChoice(page)
        await page.addInitScript((locale) => localStorage.setItem("locale", locale), language)
        await signUpThroughApi(page, { language })
        await page.goto("/")
        const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
        expect(accepted.ok()).toBe(true)
        await page.goto("/game/pregame")
        await page.getByRole("button", { name: words.next }).click()
        const names = page.getByLabel(words.name, { exact: true })
        await names.nth(0).fill("Léa")
        await names.nth(1).fill("Max")
        await page.getByText(words.advanced).click()
        await page.locator(".category-toggle input").nth(7).uncheck()
        await shot("pregame-players")
        await page.getByRole("button", { name: words.start }).click()

        await page.getByLabel(words.route).fill(language === "fr" ? "V3 gris" : "Grey V3")
        await shot("turn-route-first")
        await page.getByRole("button", { name: words.confirm }).click()
        const card = page.locator(".challenge-card")
        for (let tries = 0; tries < 40 && (await card.locator(".challenge-clock").count()) > 0; tries++)
          await page.getByRole("button", { name: words.replace }).click()
        await shot("turn-challenge")
        await page.getByRole("button", { name: words.success, exact: true }).click()
        await expect(page.locator("#route-not-previous")).toBeVisible()
        await shot("turn-route-next")
        await page.getByRole("button", { name: words.confirm }).click()
        for (let tries = 0; tries < 40 && (await card.locator(".challenge-clock").count()) === 0; tries++)
          await page.getByRole("button", { name: words.replace }).click()
        await shot("turn-challenge-timed")
        for (let turn = 1; turn < 10; turn++) {
          if (turn > 1) await page.getByRole("button", { name: words.confirm }).click()
          await page.getByRole("button", { name: turn % 2 === 0 ? words.success : words.fail, exact: true }).click()
        }
        await expect(page.locator(".end-screen")).toBeVisible()
        await shot("end")
      })
    })
  }
}
