import { capture, expectNoViolations, newAdmin, packFile, sendGameFeedback, startGame } from "./admin-support.ts"
import { expect, networkQuiet, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/** Every admin screen at phone and desktop widths: screenshots to look at, and axe scans (no violation of moderate impact or worse). */

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })

    test("the admin screens, their dialogs and the import's messages", async ({ page, browser, baseURL, extraHTTPHeaders }, testInfo) => {
      test.setTimeout(240_000)
      const player = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": `10.250.${width % 250}.9` } })
      await player.goto("/")
      await signUpThroughApi(player, { displayName: "Zoé" })
      const { gameId, challengeId } = await startGame(player)
      await sendGameFeedback(player, { subject: "Défi trop dur", message: "Impossible pour les petits.\nOn a ri quand même.", gameId, challengeId })
      await player.close()

      await page.goto("/")
      await newAdmin(page)
      await page.goto("/admin")
      await expect(page).toHaveURL(/\/admin\/packs$/)
      await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible()
      await expect(page.getByRole("row", { name: /Classique/ })).toBeVisible()
      await expectNoViolations(page)
      await capture(page, testInfo, `admin-packs-${width}`)

      if (width === 360) {
        await page.getByRole("button", { name: "Ouvrir le menu d'administration" }).click()
        await expect(page.getByRole("navigation", { name: "Menu d'administration" }).getByRole("link", { name: "Retours" })).toBeVisible()
        await expectNoViolations(page)
        await page.screenshot({ path: `test-results/screenshots/admin-menu-${width}.png` })
        await page.keyboard.press("Escape")
        await expect(page.getByRole("navigation", { name: "Menu d'administration" }).getByRole("link", { name: "Retours" })).toBeHidden()
      }

      await page.getByRole("button", { name: "Importer un pack.json" }).click()
      await page.locator("input[type=file]").setInputFiles({
        name: "pack.json",
        mimeType: "application/json",
        buffer: Buffer.from(packFile(`shot-${width}`, (pack) => ((pack.challenges as [{ text: { en: string } }])[0].text.en = "")))
      })
      await expect(page.getByText("challenges[0].text.en")).toBeVisible()
      await expectNoViolations(page)
      await capture(page, testInfo, `admin-import-problems-${width}`)

      await page.getByRole("button", { name: "Nouveau pack" }).click()
      await expect(page.getByRole("dialog", { name: "Nouveau pack" })).toBeVisible()
      await page.getByRole("dialog").getByRole("button", { name: "Créer le pack" }).click()
      await expect(page.getByRole("dialog").getByText("Utilise des minuscules et des chiffres reliés par des tirets, comme party-night.")).toBeVisible()
      await expectNoViolations(page)
      await page.screenshot({ path: `test-results/screenshots/admin-pack-dialog-${width}.png` })
      await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click()

      await page.getByRole("link", { name: "Ouvrir le pack Classique" }).click()
      await expect(page.getByRole("heading", { level: 1, name: "Classique" })).toBeVisible()
      await expectNoViolations(page)
      await capture(page, testInfo, `admin-pack-${width}`, false)
      await page.getByRole("button", { name: "Modifier le défi base-001" }).click()
      await expect(page.getByRole("dialog", { name: "Modifier le défi base-001" })).toBeVisible()
      await expectNoViolations(page)
      await page.screenshot({ path: `test-results/screenshots/admin-challenge-dialog-${width}.png` })
      await page.keyboard.press("Escape")

      for (const [path, heading, name] of [
        ["/admin/packs/challenges?q=equilibre", "Défis", "challenges"],
        ["/admin/packs/categories", "Catégories", "categories"],
        ["/admin/packs/tags", "Tags", "tags"],
        ["/admin/feedback", "Retours", "feedback"],
        ["/admin/add-admin", "Ajouter un admin", "add-admin"]
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
        await networkQuiet(page)
        await expectNoViolations(page)
        await capture(page, testInfo, `admin-${name}-${width}`)
      }

      // In English, from the side menu's language switch (the admin's profile keeps it).
      if (width === 360) await page.getByRole("button", { name: "Ouvrir le menu d'administration" }).click()
      await page.getByRole("button", { name: "English" }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add admin")
      await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Challenges" }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Challenges")
      await page.getByRole("searchbox", { name: "Search" }).fill("equilibre")
      await expect(page.getByRole("heading", { name: /challenges? found/ })).toBeVisible()
      await expectNoViolations(page)
      await capture(page, testInfo, `admin-challenges-en-${width}`)
    })
  })
}
