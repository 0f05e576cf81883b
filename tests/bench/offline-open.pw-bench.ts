/**
 * bench:offline — how fast the installed app answers at the wall with no network, beside references
 * measured in the same run on the same page: reopening a game offline (from navigation to the
 * current turn on screen) beside reopening the rules page offline (the same service worker, no game
 * to read); a tap on Success or Fail to the next player's turn beside a tap that only opens the game's
 * menu. Usage: npm run bench:offline (E2E_WEB_BUILD=<build> to reuse a build).
 * The browser test (tests/e2e/game-offline.spec.ts) proves the behaviour; the figures live here.
 */
import type { Page } from "@playwright/test"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "../e2e/fixtures.ts"
import { startOfflineGame, storedPhase } from "../e2e/game-support.ts"
import { median } from "./figures.ts"

test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 780 } })

const aims = { reopenMs: 1_000, tapMs: 1_000 }
const samples = 7

/** Milliseconds from the navigation's start to `ready` on screen, for `count` reloads. */
const reopenings = async (page: Page, count: number, ready: () => Promise<void>): Promise<ReadonlyArray<number>> => {
  const times: Array<number> = []
  for (let index = 0; index < count; index++) {
    await page.reload()
    await ready()
    times.push(await page.evaluate(() => performance.now()))
  }
  return times
}

/** Milliseconds from a click to `ready` on screen, measured in the page. */
const tapToScreen = async (page: Page, tap: () => Promise<void>, ready: () => Promise<void>): Promise<number> => {
  await page.evaluate(() => {
    ;(window as unknown as { tappedAt: number }).tappedAt = Number.NaN
    document.addEventListener("pointerdown", () => Object.assign(window, { tappedAt: performance.now() }), { once: true, capture: true })
  })
  await tap()
  await ready()
  return page.evaluate(() => performance.now() - (window as unknown as { tappedAt: number }).tappedAt)
}

const line = (name: string, values: ReadonlyArray<number>, reference: ReadonlyArray<number>, aim: number) =>
  `${name.padEnd(34)} median ${median(values).toFixed(0).padStart(5)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})   reference ${median(reference).toFixed(0).padStart(5)} ms   ratio ${(median(values) / median(reference)).toFixed(2)}   aim < ${aim} ms: ${median(values) < aim ? "met" : "NOT met"}`

test("the game offline: reopening it and a turn's tap, beside the rules page and the menu", async ({ page, context }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/")
  expect((await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })).ok()).toBe(true)
  await page.goto("/game/pregame")
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  await context.setOffline(true)
  await page.goto("/rules")
  const rules = await reopenings(page, samples, () => expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu"))

  await page.goto("/game")
  await page.getByRole("button", { name: /Nouvelle partie/ }).click()
  const gameId = await startOfflineGame(page)

  const taps: Array<number> = []
  const menus: Array<number> = []
  for (let turn = 0; turn < 8; turn++) {
    const next = turn % 2 === 0 ? "Oscar" : "Nina"
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
    taps.push(
      await tapToScreen(
        page,
        () => page.getByRole("button", { name: turn % 3 === 0 ? "Raté" : "Réussi", exact: true }).click(),
        () => expect(page.getByTestId("turn-title")).toHaveText(`À ${next} de jouer`)
      )
    )
    const menu = page.getByTestId("game-mobile-menu")
    menus.push(
      await tapToScreen(
        page,
        () => page.getByRole("button", { name: "Ouvrir le menu" }).click(),
        () => expect(menu).toBeVisible()
      )
    )
    await page.getByRole("button", { name: "Fermer le menu" }).click()
    await expect(menu).toBeHidden()
  }
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  // Reopened once the tap is kept on the phone, as a phone reopens the app seconds after it.
  await expect.poll(() => storedPhase(page, gameId)).toBe("challenge-revealed")
  const games = await reopenings(page, samples, () => expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible())

  console.log(
    [
      "",
      `bench:offline — ${samples} reopenings and 8 taps each, offline, 360 px, one worker`,
      line("reopen the game (current turn)", games, rules, aims.reopenMs),
      line("tap Success/Fail → next turn", taps, menus, aims.tapMs),
      "references: reopening the rules page offline; a tap that opens the game's menu",
      ""
    ].join("\n")
  )
})
