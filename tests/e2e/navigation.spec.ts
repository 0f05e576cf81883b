import { consoleErrors, expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { readyPlayer } from "./game-support.ts"

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

// /404 opens on the prerendered walk (prerendered-pages.spec.ts); /404/game, /403 and /403/forbidden-game on
// the translations walk, each with its heading and what it says (translations.spec.ts). Any other address:
test("an address the app does not know shows the page-not-found page", async ({ page }) => {
  await page.goto("/no/such/page")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable")
  await expect(page.getByText("La page que tu cherches n'existe pas.")).toBeVisible()
})

test("anonymous, /parameters sends to sign-in with the way back", async ({ page }) => {
  await page.goto("/parameters")
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fparameters$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion")
})

test("anonymous, the game and admin areas send to sign-in too", async ({ page }) => {
  await page.goto("/game")
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fgame$/)
  await page.goto("/admin/feedback")
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fadmin%2Ffeedback$/)
})

test("signed in: kept out of the auth pages, sent to the disclaimer before the game, refused the admin area", async ({ page }) => {
  await signUpThroughApi(page)
  for (const path of ["/auth", "/auth/sign-in", "/auth/sign-up", "/auth/forgot-password"]) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")
  }

  await page.goto("/game/pregame")
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame%2Fpregame$/)

  await page.goto("/admin")
  await expect(page).toHaveURL(/\/403$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accès non autorisé")
})

test("signing in from a guarded page comes back to it", async ({ page }) => {
  const account = await signUpThroughApi(page)
  await page.context().clearCookies()
  await page.goto("/parameters")
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fparameters$/)
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/parameters$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")
})

test("a page whose code fails to load shows the not-found page", async ({ page }) => {
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => route.abort())
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable")
})

test("the code that comes after the first paint failing to load leaves the page as it is, and comes once the connection is back", async ({ page }) => {
  await readyPlayer(page)
  const errors = consoleErrors(page)
  // Offline before the browser was idle, and before a service worker kept anything: the toaster's and the
  // update prompt's code cannot come.
  const later = /\/assets\/(toaster|update-prompt)-[\w-]+\.js$/
  await page.route(later, (route) => route.abort("internetdisconnected"))
  const failed = new Set<string>()
  page.on("requestfailed", (request) => {
    const part = later.exec(request.url())?.[1]
    if (part !== undefined) failed.add(part)
  })
  await page.goto("/game")
  const heading = page.getByRole("heading", { level: 1 })
  await expect(heading).toHaveText("Menu du jeu")
  await expect.poll(() => [...failed].sort()).toEqual(["toaster", "update-prompt"])
  await page.context().setOffline(true)
  await page.unroute(later)
  const loaded = ["toaster", "update-prompt"].map((part) => page.waitForResponse((response) => response.url().includes(`/assets/${part}-`) && response.ok()))
  await page.context().setOffline(false)
  await Promise.all(loaded)
  await expect(heading).toHaveText("Menu du jeu")
  await page.getByRole("button", { name: "Scores précédents" }).click()
  await expect(page.getByRole("link", { name: /Toutes les parties/ })).toBeVisible()
  expect(errors.filter((error) => !error.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([])
})

test("user menu: settings, start a game and logout are offered; logout returns home signed out", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signUpThroughApi(page, { displayName: "Zoé" })
  await page.goto("/about")
  await page.getByRole("button", { name: /Zoé/ }).click()
  await expect(page.getByRole("link", { name: "Paramètres" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Lancer une partie" })).toBeVisible()
  await page.getByRole("button", { name: "Se déconnecter" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("toast")).toContainText("Déconnexion réussie. À bientôt\u202f!")
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Se connecter" })).toBeVisible()
  const me = await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })
  expect(me.status()).toBe(200)
  expect(((await me.json()) as { profile: unknown }).profile).toBeNull()
})
