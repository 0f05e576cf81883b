import type { Locator, Page } from "@playwright/test"
import type { GameAction } from "#core/game/game.ts"
import { consoleErrors, expect, networkQuiet, test } from "./fixtures.ts"
import { actionAnswered, readyPlayer, startGameWith } from "./game-support.ts"

/**
 * Nothing a user did wrong shows as an error in the browser's console: a game that moved on while the
 * phone reloaded is not an error. (Nor is not being signed in: the translations walk watches a
 * visitor's pages, translations.spec.ts; the prerendered-pages walk their first visits.)
 */

/** Taps `button`, waits for the game action `tag` it sends to be answered, then reloads the page. */
const tapThenReload = async (page: Page, button: Locator, tag: GameAction["_tag"]) => {
  const sent = actionAnswered(page, tag)
  await button.click()
  await sent
  await page.reload()
}

test("no console error when the phone reloads in the middle of a game, right after a tap", async ({ page }) => {
  const errors = consoleErrors(page)
  await readyPlayer(page)
  await startGameWith(page, ["Léa", "Max"])
  await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/)
  await networkQuiet(page)
  for (let turn = 0; turn < 4; turn++) {
    // Reloaded as soon as the tap has reached the server: a reload within milliseconds of a tap, before
    // the phone has kept it, can still lose that tap (a known race of the offline store, not this test's subject).
    await tapThenReload(page, page.getByRole("button", { name: "J'ai choisi mon bloc" }), "confirm-route")
    await tapThenReload(page, page.getByRole("button", { name: turn % 2 === 0 ? "Réussi" : "Raté", exact: true }), "record-result")
    await expect(page.getByTestId("turn-title")).toHaveText(`À ${turn % 2 === 0 ? "Max" : "Léa"} de jouer`)
    await networkQuiet(page)
  }
  expect(errors).toEqual([])
})
