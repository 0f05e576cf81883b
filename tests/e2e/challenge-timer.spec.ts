import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import { readyPlayer, startGameWith, timedPack } from "./game-support.ts"

/**
 * A challenge's timer says what its clock means, and zero says what it means: good news for a hold or
 * a minimum, time up for a limit. A pack made in the admin area, every challenge timed with one meaning,
 * so any challenge the deck deals shows it.
 */

/** Starts a game of Léa and Max on the pack named `pack` and confirms the first problem. */
const startWith = async (page: Page, pack: string) => {
  await startGameWith(page, ["Léa", "Max"], { pack })
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
}

test("a hold: the card says “Tiens 2 s”, the timer counts down under “Tiens encore”, and zero is good news", async ({ page }) => {
  test.setTimeout(90_000)
  await readyPlayer(page, { admin: true })
  await startWith(page, await timedPack(page, "hold", 2))
  await expect(page.getByRole("article", { name: "Ton défi" })).toContainText("Tiens 2 s")
  const timer = page.getByRole("region", { name: "Tiens encore" })
  await expect(timer.getByRole("timer")).toHaveText("0:02.0")
  await page.getByRole("button", { name: "Démarrer" }).click()
  await expect(timer.getByRole("status")).toHaveText("Tenu !")
  await expect(timer).toHaveClass(/is-reached/)
  await expect(timer).not.toHaveClass(/is-time-up/)
})

test("a limit: the card says “Moins de 2 s”, and zero is time up", async ({ page }) => {
  test.setTimeout(90_000)
  await readyPlayer(page, { admin: true })
  await startWith(page, await timedPack(page, "limit", 2))
  await expect(page.getByRole("article", { name: "Ton défi" })).toContainText("Moins de 2 s")
  const timer = page.getByRole("region", { name: "Temps restant" })
  await page.getByRole("button", { name: "Démarrer" }).click()
  await expect(timer.getByRole("status")).toHaveText("Temps écoulé !")
  await expect(timer).toHaveClass(/is-time-up/)
})
