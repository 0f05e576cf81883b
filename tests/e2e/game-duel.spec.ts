import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { readyPlayer, startGameWith } from "./game-support.ts"
import { lookAt } from "./screens.ts"

test.use({ viewport: { width: 360, height: 780 } })

/** A signed-in owner with the disclaimer accepted, starting a game of Sam and Tom with the duel `on` or left as it is. */
const startSamAndTom = async (page: Page, duel: "on" | "default") => {
  await readyPlayer(page)
  await startGameWith(page, ["Sam", "Tom"], {
    before: async () => {
      await page.getByText("Options avancées").click()
      const checkbox = page.getByRole("checkbox", { name: "Départage en duel" })
      if (duel === "on") await checkbox.check()
      else await expect(checkbox).not.toBeChecked()
    }
  })
}

/** Plays the 5 rounds: every turn confirmed and succeeded, so Sam and Tom tie at 500. */
const playTiedRounds = async (page: Page) => {
  for (let turn = 0; turn < 10; turn++) {
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    await page.getByRole("button", { name: "Réussi", exact: true }).click()
  }
}

test("the duel is off by default: a tie at the top stays a tie", async ({ page }) => {
  await startSamAndTom(page, "default")
  await playTiedRounds(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Égalité : Sam et Tom !")
  await expect(page.getByTestId("end-duel")).toHaveCount(0)
})

test("with the duel on, a tie after round 5 is settled on one extra challenge: success beats fail", async ({ page }) => {
  await startSamAndTom(page, "on")
  await playTiedRounds(page)

  // The duel: the group picks a problem, then each leader tries the same challenge.
  await expect(page.getByText("Duel de départage")).toBeVisible()
  await expect(page.getByTestId("turn-title")).toHaveText("Essai de Sam")
  await expect(page.getByTestId("duel-note")).toContainText("Sam et Tom sont à égalité en tête.")
  // The group's problem: no one player's level.
  await expect(page.getByText(/^Choisissez ensemble un bloc que chacun peut tenter/)).toBeVisible()
  await expect(page.getByText(/Choisis un bloc jusqu'à/)).toHaveCount(0)
  await page.getByLabel("Nom du bloc (facultatif)").fill("La dalle rose")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""
  // The duel scores nothing: no points line under its card.
  await expect(page.getByText(/Un seul essai\s: réussi/)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await lookAt(page, "test-results/screenshots/duel-fr-360.png", { fullPage: true })
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
  await lookAt(page, "test-results/screenshots/duel-end-fr-360.png", { fullPage: true })
})
