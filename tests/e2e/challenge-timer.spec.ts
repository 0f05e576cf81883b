import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { readyPlayer, startGameWith, timedPack } from "./game-support.ts"

/**
 * A challenge's timer says what its clock means, and zero says what it means: good news for a hold or
 * a minimum, time up for a limit. Starting it opens the wall view (full screen), which carries success
 * and fail, so the turn ends from there. A pack made in the admin area, every challenge timed with one
 * meaning, so any challenge the deck deals shows it.
 */

/** Starts a game of Léa and Max on the pack named `pack` and confirms the first problem. */
const startWith = async (page: Page, pack: string, language: "fr" | "en" = "fr") => {
  await startGameWith(page, ["Léa", "Max"], { pack, language })
  await page.getByRole("button", { name: language === "fr" ? "J'ai choisi mon bloc" : "I have chosen my problem" }).click()
}

test.use({ viewport: { width: 360, height: 740 } })

test("a hold: the card says “Tiens 2 s”; started, the clock opens full screen under “Tiens encore”, zero is good news, and “Réussi” there ends the turn", async ({
  page
}) => {
  await readyPlayer(page, { admin: true })
  await startWith(page, await timedPack(page, "hold", 2))
  await expect(page.getByRole("article", { name: "Ton défi" })).toContainText("Tiens 2 s")
  const timer = page.getByRole("region", { name: "Tiens encore" })
  await expect(timer.getByRole("timer")).toHaveText("0:02.0")
  await page.getByRole("region", { name: "Actions du tour" }).getByRole("button", { name: "Démarrer" }).click()
  const view = page.getByRole("dialog", { name: "Tiens encore" })
  await expect(view).toBeVisible()
  await expect(view.getByRole("button", { name: "Annuler le départ" })).toBeFocused()
  await expect(view.getByRole("status")).toHaveText("Tenu !")
  await expect(view).toHaveClass(/is-reached/)
  await expect(view).not.toHaveClass(/is-time-up/)
  await view.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(view).toBeHidden()
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  await expect(page.getByTestId("turn-title")).toBeFocused()
  await expect(page.getByTestId("last-turn")).toHaveText("Léa\u00a0: réussi (+100)")
})

for (const [language, viewport] of [
  ["fr", { width: 360, height: 740 }],
  ["en", { width: 1280, height: 900 }]
] as const) {
  const say =
    language === "fr"
      ? {
          card: "Ton défi",
          clock: "Moins de 2 s",
          region: "Temps restant",
          start: "Démarrer",
          stop: "Arrêter",
          cancel: "Annuler le départ",
          timeUp: "Temps écoulé !",
          fail: "Raté",
          enlarge: "Agrandir",
          next: "À Max de jouer",
          last: "Léa\u00a0: raté (−25)",
          dock: "Actions du tour"
        }
      : {
          card: "Your challenge",
          clock: "Under 2 s",
          region: "Time left",
          start: "Start",
          stop: "Stop",
          cancel: "Cancel the start",
          timeUp: "Time's up!",
          fail: "Fail",
          enlarge: "Enlarge",
          next: "Max's turn",
          last: "Léa: fail (−25)",
          dock: "Turn actions"
        }

  test(`a limit: the card says “${say.clock}”; started, the 3-2-1 full screen; back on the turn the time shows on the bar; zero is time up; “${say.fail}” in the full-screen view ends the turn (${language}, ${viewport.width} px)`, async ({
    page
  }) => {
    await page.setViewportSize(viewport)
    await readyPlayer(page, { admin: true, language })
    await startWith(page, await timedPack(page, "limit", 2), language)
    await expect(page.getByRole("article", { name: say.card })).toContainText(say.clock)
    const dock = page.getByRole("region", { name: say.dock })
    const start = dock.getByRole("button", { name: say.start })
    await start.click()
    const view = page.getByRole("dialog", { name: say.region })
    await expect(view).toBeVisible()
    await expect(view.getByRole("timer")).toHaveText(/^[123]$/)
    expect(await axeViolations(page)).toEqual([])
    // Closed while it runs: the focus back on the bar's button, which shows the time, on screen.
    await page.keyboard.press("Escape")
    await expect(view).toBeHidden()
    await expect(dock.getByRole("button", { name: new RegExp(`^(${say.cancel}|${say.stop})`) })).toBeFocused()
    await expect(page.getByTestId("timer-toggle-reading")).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole("region", { name: say.region }).getByRole("status")).toHaveText(say.timeUp)
    await expect(page.getByTestId("timer-toggle-reading")).toHaveText("0:00.0")
    await page.getByRole("button", { name: say.enlarge }).click()
    await expect(view).toHaveClass(/is-time-up/)
    await expect(view.getByRole("status")).toHaveText(say.timeUp)
    await view.getByRole("button", { name: say.fail, exact: true }).click()
    await expect(view).toBeHidden()
    await expect(page.getByTestId("turn-title")).toHaveText(say.next)
    await expect(page.getByTestId("turn-title")).toBeFocused()
    await expect(page.getByTestId("last-turn")).toHaveText(say.last)
  })
}
