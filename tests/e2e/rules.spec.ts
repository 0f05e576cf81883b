import { expect, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("the rules page has its title, intro, nine rules, suggestion, links and a sign-up button", async ({ page }) => {
  await page.goto("/rules")
  await expect(page).toHaveTitle("Les règles du jeu — Allez!")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
  await expect(page.getByText(/Neuf règles, deux minutes de lecture/)).toBeVisible()

  const rules = page.locator("ol.rules-list > li")
  await expect(rules).toHaveCount(9)
  await expect(rules.nth(0)).toContainText("De 2 à 4 grimpeurs")
  await expect(rules.nth(1)).toContainText("5 manches")
  await expect(rules.nth(2)).toContainText("avant que le défi ne s'affiche")
  await expect(rules.nth(3)).toContainText("jusqu'à 2 dans tes paramètres")
  await expect(rules.nth(5)).toContainText("Défi réussi\u00a0: +100 points. Défi raté\u00a0: −25 points.")
  await expect(rules.nth(6)).toContainText("bloc du défi précédent")
  await expect(rules.nth(7)).toContainText("Remplace-le avant de commencer ton essai")
  await expect(rules.nth(8)).toContainText("250 points par joueur\u00a0: 1000 points pour une équipe de 4")

  await expect(page.getByRole("heading", { name: "Notre conseil" })).toBeVisible()
  await page.getByRole("link", { name: "Comment installer l'appli sur ton téléphone" }).click()
  await expect(page).toHaveURL(/\/rules#install$/)
  const guide = page.getByRole("region", { name: "Installe Allez! sur ton téléphone" })
  await expect(guide).toBeInViewport()
  await expect(guide.getByRole("heading", { level: 3 })).toHaveText(["Android, avec Chrome", "iPhone et iPad, avec Safari", "Ordinateur, avec Chrome ou Edge"])
  await page.getByRole("link", { name: "Lire l'avertissement de sécurité" }).click()
  await expect(page).toHaveURL(/\/disclaimer$/)
  await page.goBack()
  await expect(page.getByRole("link", { name: "Crée un compte pour jouer" })).toHaveAttribute("href", "/auth/sign-up")
})

test("signed in, the rules page offers to play instead", async ({ page }) => {
  await signUpThroughApi(page)
  await page.goto("/rules")
  await expect(page.getByRole("main").getByRole("link", { name: "Jouer une partie" })).toHaveAttribute("href", "/game")
  await expect(page.getByRole("link", { name: "Crée un compte pour jouer" })).toHaveCount(0)
})

test("the rules read in English too", async ({ page }) => {
  await withSavedLanguage(page, "en")
  await page.goto("/rules")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules of the game")
  await expect(page.locator("ol.rules-list > li").nth(5)).toContainText("Challenge completed: +100 points. Challenge failed: −25 points.")
})
