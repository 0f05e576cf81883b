import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

test.use({ viewport: { width: 360, height: 780 } })

/** A signed-in owner with the disclaimer accepted, on the pregame page with Sam and Tom entered. */
const setUpSamAndTom = async (page: Page) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/")
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
  expect(accepted.ok()).toBe(true)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await page.getByLabel("Nom", { exact: true }).nth(0).fill("Sam")
  await page.getByLabel("Nom", { exact: true }).nth(1).fill("Tom")
}

/** Plays the 5 rounds: every turn confirmed and succeeded, so Sam and Tom tie at 500. */
const playTiedRounds = async (page: Page) => {
  for (let turn = 0; turn < 10; turn++) {
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    await page.getByRole("button", { name: "Réussi", exact: true }).click()
  }
}

test("the duel is off by default: a tie at the top stays a tie", async ({ page }) => {
  await setUpSamAndTom(page)
  await page.getByText("Options avancées").click()
  await expect(page.getByRole("checkbox", { name: "Départage en duel" })).not.toBeChecked()
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await playTiedRounds(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Égalité : Sam et Tom !")
  await expect(page.getByTestId("end-duel")).toHaveCount(0)
})

test("with the duel on, a tie after round 5 is settled on one extra challenge: success beats fail", async ({ page }) => {
  await setUpSamAndTom(page)
  await page.getByText("Options avancées").click()
  await page.getByRole("checkbox", { name: "Départage en duel" }).check()
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await playTiedRounds(page)

  // The duel: the group picks a problem, then each leader tries the same challenge.
  await expect(page.getByText("Duel de départage")).toBeVisible()
  await expect(page.getByTestId("turn-title")).toHaveText("Essai de Sam")
  await expect(page.getByTestId("duel-note")).toContainText("Sam et Tom sont à égalité en tête.")
  await page.getByLabel("Nom du bloc (facultatif)").fill("La dalle rose")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: "test-results/screenshots/duel-fr-360.png", fullPage: true })
  await page.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(page.getByTestId("turn-title")).toHaveText("Essai de Tom")
  await expect(page.locator(".challenge-text")).toHaveText(challenge)
  await expect(page.getByTestId("duel-note")).toContainText("Sam : réussi")
  await page.getByRole("button", { name: "Raté", exact: true }).click()

  // The end screen: Sam wins by the duel; the scores and the team result are those of the 5 rounds.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sam gagne !")
  const duel = page.getByTestId("end-duel")
  await expect(duel).toContainText("À égalité après 5 manches : Sam et Tom.")
  await expect(duel).toContainText("Sam : réussi")
  await expect(duel).toContainText("Tom : raté")
  await expect(duel).toContainText("Sam remporte le duel.")
  await expect(page.getByRole("listitem").filter({ hasText: "Tom" }).first()).toContainText("500 pts")
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: "test-results/screenshots/duel-end-fr-360.png", fullPage: true })
})
