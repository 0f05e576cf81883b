import type { Browser, Page } from "@playwright/test"
import { type Account, expect, goodPassword, signInThroughApi, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { acceptDisclaimer, readyPlayer, startGameWith } from "./game-support.ts"

/** The address of a game the server knows (its ids are UUIDs; a game still only on the phone is `offline-…`). */
const serverGameAddress = /\/game\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

test.use({ viewport: { width: 360, height: 780 } })

/** A signed-in owner who has read the disclaimer, on a new game of `players` the server knows; the account and the game's path. */
const ownGame = async (page: Page, players: ReadonlyArray<string>) => {
  const account = await readyPlayer(page)
  await startGameWith(page, players)
  await expect(page).toHaveURL(serverGameAddress)
  return { account, gameUrl: new URL(page.url()).pathname }
}

/**
 * The owner's second phone: a fresh context signed in to the same account, on the game at its first turn.
 * `packsOutOfReach`: it opens the game while its packs cannot be fetched (neither the user's nor the free ones),
 * so it has none of the challenges' texts until `other.unrouteAll()`.
 */
const secondPhone = async (browser: Browser, owner: Page, account: Account, gameUrl: string, options: { readonly packsOutOfReach?: boolean } = {}) => {
  const other = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL: new URL(owner.url()).origin })
  if (options.packsOutOfReach === true) for (const path of ["**/api/me/playable-packs", "**/packs/free.json"]) await other.route(path, (route) => route.abort())
  const second = await other.newPage()
  await withSavedCookieChoice(second)
  await signInThroughApi(second, { email: account.email, password: goodPassword })
  await second.goto(gameUrl)
  await expect(second.getByTestId("turn-title")).toHaveText("À Sam de jouer")
  return { other, second }
}

test("two devices on the same game: each turn one takes shows on the other, through the live stream", async ({ page, browser }) => {
  const { account, gameUrl } = await ownGame(page, ["Sam", "Tom"])
  const { other, second } = await secondPhone(browser, page, account, gameUrl)

  // The first phone acts, the second follows.
  await page.getByLabel("Nom du bloc (facultatif)").fill("Le toit")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""
  await expect(second.locator(".challenge-text")).toHaveText(challenge)
  await expect(second.getByText("Sur «\u00a0Le toit\u00a0»")).toBeVisible()
  await page.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(second.getByTestId("turn-title")).toHaveText("À Tom de jouer")
  await expect(second.getByRole("region", { name: "Tableau des scores" }).getByRole("listitem").filter({ hasText: "Sam" })).toContainText("100 pts")

  // And the other way round.
  await second.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await second.getByRole("button", { name: "Raté", exact: true }).click()
  await expect(page.getByTestId("turn-title")).toHaveText("À Sam de jouer")
  await expect(page.getByText("Manche 2 sur 5")).toBeVisible()
  await expect(page.getByRole("region", { name: "Tableau des scores" }).getByRole("listitem").filter({ hasText: "Tom" })).toContainText("−25 pts")
  await other.close()
})

test("a phone that played offline while the game moved on elsewhere takes the server's state and says what it did not keep", async ({ page, browser }) => {
  const { account, gameUrl } = await ownGame(page, ["Sam", "Tom"])
  // It opened the game on a bad connection: the packs could not come, and no challenge's text is on it yet.
  const { other, second } = await secondPhone(browser, page, account, gameUrl, { packsOutOfReach: true })

  await other.setOffline(true)
  await second.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await expect(second.locator(".challenge-text")).toHaveText(
    "Le texte de ce défi n'est pas encore sur ce téléphone\u00a0: connecte-toi une fois pour charger tes packs."
  )
  await second.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(second.getByTestId("turn-title")).toHaveText("À Tom de jouer")

  await page.getByLabel("Nom du bloc (facultatif)").fill("Dalle")
  // The screen shows the choice at once, before the server has it: the other phone comes back only once it has.
  const choiceKept = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/actions"))
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  expect((await choiceKept).ok()).toBe(true)
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""

  await other.unrouteAll()
  await other.setOffline(false)
  await expect(
    second.getByText("La partie a avancé sur un autre appareil\u00a0: voici son état actuel. Actions de ce téléphone non gardées\u00a0: 2.")
  ).toBeVisible({ timeout: 15_000 })
  await expect(second.getByTestId("turn-title")).toHaveText("À Sam de jouer")
  await expect(second.locator(".challenge-text")).toHaveText(challenge)
  await expect(second.getByRole("region", { name: "Tableau des scores" }).getByRole("listitem").filter({ hasText: "Sam" })).toContainText("0 pts")
  await other.close()
})

test("with a server slow to answer, every turn action shows at once", async ({ page }) => {
  const { gameUrl } = await ownGame(page, ["Ana", "Ben"])
  const gameId = gameUrl.split("/").at(-1) ?? ""

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
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
  await page.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(page.getByTestId("turn-title")).toHaveText("À Ben de jouer")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
  expect(answered, "no answer from the server yet").toBe(0)
  answerActions()
  await expect.poll(async () => ((await (await page.request.get(`/api/games/${gameId}`)).json()) as { version: number }).version, { timeout: 20_000 }).toBe(3)
})

test("a game that is not yours shows the forbidden-game page; one that does not exist, game not found", async ({ page, browser }) => {
  const { gameUrl } = await ownGame(page, ["Ana", "Ben"])

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const stranger = await other.newPage()
  await withSavedCookieChoice(stranger)
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
