import type { Page } from "@playwright/test"
import { expect, goodPassword, signInThroughApi, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/** The address of a game the server knows (its ids are UUIDs; a game still only on the phone is `offline-…`). */
const serverGameAddress = /\/game\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

test.use({ viewport: { width: 360, height: 780 } })

/** Accepts the disclaimer through the API, as the disclaimer page does. */
const acceptDisclaimer = async (page: Page) => {
  const response = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
  expect(response.ok()).toBe(true)
}

test("two devices on the same game: each turn one takes shows on the other within a second", async ({ page, browser }) => {
  await withSavedCookieChoice(page)
  const account = await signUpThroughApi(page)
  await page.goto("/")
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  await names.nth(0).fill("Sam")
  await names.nth(1).fill("Tom")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(serverGameAddress)
  const gameUrl = new URL(page.url()).pathname

  const other = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL: new URL(page.url()).origin })
  const second = await other.newPage()
  await withSavedCookieChoice(second)
  await second.goto("/")
  await signInThroughApi(second, { email: account.email, password: goodPassword })
  await second.goto(gameUrl)
  await expect(second.getByTestId("turn-title")).toHaveText("À Sam de jouer")

  // The first phone acts, the second follows.
  await page.getByLabel("Nom du bloc (facultatif)").fill("Le toit")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""
  await expect(second.locator(".challenge-text")).toHaveText(challenge, { timeout: 1_000 })
  await expect(second.getByText("Sur «\u00a0Le toit\u00a0»")).toBeVisible()
  await page.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(second.getByTestId("turn-title")).toHaveText("À Tom de jouer", { timeout: 1_000 })
  await expect(second.getByRole("listitem").filter({ hasText: "Sam" })).toContainText("100 pts")

  // And the other way round.
  await second.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await second.getByRole("button", { name: "Raté", exact: true }).click()
  await expect(page.getByTestId("turn-title")).toHaveText("À Sam de jouer", { timeout: 1_000 })
  await expect(page.getByText("Manche 2 sur 5")).toBeVisible()
  await expect(page.getByRole("listitem").filter({ hasText: "Tom" })).toContainText("−25 pts")
  await other.close()
})

test("a phone that played offline while the game moved on elsewhere takes the server's state and says what it did not keep", async ({ page, browser }) => {
  await withSavedCookieChoice(page)
  const account = await signUpThroughApi(page)
  await page.goto("/")
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await page.getByLabel("Nom", { exact: true }).nth(0).fill("Sam")
  await page.getByLabel("Nom", { exact: true }).nth(1).fill("Tom")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(serverGameAddress)
  const gameUrl = new URL(page.url()).pathname

  const other = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL: new URL(page.url()).origin })
  const second = await other.newPage()
  await withSavedCookieChoice(second)
  await second.goto("/")
  await signInThroughApi(second, { email: account.email, password: goodPassword })
  await second.goto(gameUrl)
  await expect(second.getByTestId("turn-title")).toHaveText("À Sam de jouer")

  await other.setOffline(true)
  await second.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await second.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(second.getByTestId("turn-title")).toHaveText("À Tom de jouer")

  await page.getByLabel("Nom du bloc (facultatif)").fill("Dalle")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""

  await other.setOffline(false)
  await expect(
    second.getByText("La partie a avancé sur un autre appareil\u00a0: voici son état actuel. Actions de ce téléphone non gardées\u00a0: 2.")
  ).toBeVisible({ timeout: 15_000 })
  await expect(second.getByTestId("turn-title")).toHaveText("À Sam de jouer")
  await expect(second.locator(".challenge-text")).toHaveText(challenge)
  await expect(second.getByRole("listitem").filter({ hasText: "Sam" })).toContainText("0 pts")
  await other.close()
})

test("with a server slow to answer, every turn action shows at once", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/")
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await page.getByLabel("Nom", { exact: true }).nth(0).fill("Ana")
  await page.getByLabel("Nom", { exact: true }).nth(1).fill("Ben")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(serverGameAddress)
  const gameId = new URL(page.url()).pathname.split("/").at(-1) ?? ""

  // The server answers no action until the turns below are on screen: the screen must not wait for it.
  let answered = 0
  let answerActions = () => {}
  const actionsHeld = new Promise<void>((resolve) => {
    answerActions = resolve
  })
  await page.route("**/api/games/*/actions", async (route) => {
    await actionsHeld
    await route.continue()
    answered++
  })
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible({ timeout: 500 })
  await page.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(page.getByTestId("turn-title")).toHaveText("À Ben de jouer", { timeout: 500 })
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible({ timeout: 500 })
  expect(answered, "no answer from the server yet").toBe(0)
  answerActions()
  await expect.poll(async () => ((await (await page.request.get(`/api/games/${gameId}`)).json()) as { version: number }).version, { timeout: 20_000 }).toBe(3)
})

test("a game that is not yours shows the forbidden-game page; one that does not exist, game not found", async ({ page, browser }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/")
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await page.getByLabel("Nom", { exact: true }).nth(0).fill("Ana")
  await page.getByLabel("Nom", { exact: true }).nth(1).fill("Ben")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(serverGameAddress)
  const gameUrl = new URL(page.url()).pathname

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const stranger = await other.newPage()
  await withSavedCookieChoice(stranger)
  await stranger.goto("/")
  await signUpThroughApi(stranger, { displayName: "Intrus" })
  await acceptDisclaimer(stranger)
  await stranger.goto(gameUrl)
  await expect(stranger).toHaveURL(/\/403\/forbidden-game$/)
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Accès interdit")
  await stranger.goto("/game/no-such-game")
  await expect(stranger).toHaveURL(/\/404\/game$/)
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Partie introuvable")
  await other.close()
})
