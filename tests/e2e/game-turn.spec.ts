import type { Page } from "@playwright/test"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/**
 * A turn as a group at the wall lives it, on a phone: the problem not to take, a timer on every turn,
 * the result buttons in reach, what just happened shown and announced, and the end screen from its top.
 */

test.use({ viewport: { width: 360, height: 640 } })

/** A signed-in player who has read the disclaimer, with a game of `players` started from pregame. */
const startGameWith = async (page: Page, players: ReadonlyArray<string>) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/")
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
  expect(accepted.ok()).toBe(true)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  for (let index = 0; index < players.length; index++) {
    if (index >= 2) await page.getByRole("button", { name: "Ajouter un joueur" }).click()
    await names.nth(index).fill(players[index] ?? "")
  }
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page.getByTestId("turn-title")).toHaveText(`À ${players[0]} de jouer`)
}

const confirmRoute = (page: Page) => page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
const record = (page: Page, outcome: "Réussi" | "Raté") => page.getByRole("button", { name: outcome, exact: true }).click()

test("the route step names the previous turn's problem and refuses it; the player list shows each one's last problem", async ({ page }) => {
  await startGameWith(page, ["Léa", "Max"])
  const routeName = page.getByLabel("Nom du bloc (facultatif)")
  const notice = page.locator("#route-not-previous")
  await expect(notice).toHaveCount(0)
  await routeName.fill("V3 gris")
  await confirmRoute(page)
  await record(page, "Réussi")

  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  await expect(notice).toHaveText("Pas «\u00a0V3 gris\u00a0»\u00a0: c'était le bloc du tour précédent.")
  await expect(page.getByRole("button", { name: "J'ai choisi mon bloc" })).toHaveAccessibleDescription(/V3 gris/)
  const scores = page.getByRole("region", { name: "Tableau des scores" })
  await expect(scores.getByRole("listitem").filter({ hasText: "Léa" })).toContainText("Dernier bloc\u00a0: V3 gris")
  await expect(scores.getByRole("listitem").filter({ hasText: "Max" })).not.toContainText("Dernier bloc")

  // The same problem written otherwise is still the same problem.
  await routeName.fill(" v3  GRIS ")
  await confirmRoute(page)
  await expect(page.locator("#route-name-error")).toContainText("était le bloc précédent")
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeHidden()
  await routeName.fill("")
  await confirmRoute(page)
  await record(page, "Raté")

  // An unnamed problem cannot be checked: the step says whose it was.
  await expect(page.getByTestId("turn-title")).toHaveText("À Léa de jouer")
  await expect(notice).toHaveText("Pas le bloc de Max au tour précédent.")
  await expect(scores.getByRole("listitem").filter({ hasText: "Léa" })).toContainText("Dernier bloc\u00a0: V3 gris")
})
