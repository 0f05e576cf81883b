import type { Page } from "@playwright/test"
import { expect, networkQuiet, test } from "./fixtures.ts"
import { readyPlayer, startGameWith } from "./game-support.ts"

/**
 * A turn as a group at the wall lives it, on a phone: the problem not to take, a timer on every turn,
 * the result buttons in reach, what just happened shown and announced, and the end screen from its top.
 */

test.use({ viewport: { width: 360, height: 640 } })

/** A signed-in player who has read the disclaimer, with a game of `players` started from pregame. */
const startGame = async (page: Page, players: ReadonlyArray<string>) => {
  await readyPlayer(page)
  await startGameWith(page, players)
}

const confirmRoute = (page: Page) => page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
const record = (page: Page, outcome: "Réussi" | "Raté") => page.getByRole("button", { name: outcome, exact: true }).click()

test("the route step names the previous turn's problem and refuses it; the player list shows each one's last problem", async ({ page }) => {
  await startGame(page, ["Léa", "Max"])
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

test("every turn has a timer, compact without a challenge timer; it resets with the turn and keeps running through a reload", async ({ page }) => {
  test.setTimeout(90_000)
  await startGame(page, ["Léa", "Max"])
  await confirmRoute(page)
  // Replace until a challenge without its own timer comes up (most of the base pack).
  const card = page.getByRole("article", { name: "Ton défi" })
  for (let tries = 0; tries < 20 && (await card.locator(".challenge-clock").count()) > 0; tries++)
    await page.getByRole("button", { name: "Changer de défi" }).click()
  await expect(card.locator(".challenge-clock")).toHaveCount(0)

  const timer = page.getByRole("region", { name: "Chrono" })
  await expect(timer).toBeVisible()
  await expect(timer).toHaveClass(/is-compact/)
  await expect(timer.getByRole("timer")).toHaveText("0:00.0")
  await page.getByRole("button", { name: "Démarrer" }).click()
  const reading = async () => {
    const [minutes, rest] = ((await timer.getByRole("timer").textContent()) ?? "0:0").split(":")
    return Number(minutes) * 60 + Number(rest)
  }
  await expect.poll(reading, { message: "the timer has run 1.2 s" }).toBeGreaterThanOrEqual(1.2)
  await page.reload()
  await expect(page.getByTestId("turn-title")).toHaveText("À Léa de jouer")
  // Still running after the reload, from where it was.
  await expect(page.getByRole("button", { name: "Arrêter" })).toBeVisible()
  expect(await reading()).toBeGreaterThanOrEqual(1.2)
  const before = await reading()
  await expect.poll(reading).toBeGreaterThan(before)

  await record(page, "Réussi")
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  await confirmRoute(page)
  await expect(page.getByRole("timer")).toHaveText(/^0:00\.0$|^\d:\d\d\.\d$/)
  await expect(page.getByRole("button", { name: "Démarrer" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Remettre à zéro" })).toBeDisabled()
})

test("on a long challenge, “Réussi” and “Raté” stay in reach at the bottom of a 360 px phone, thumb-sized", async ({ page }) => {
  // Every challenge text made long: the card alone is taller than the screen.
  await page.route("**/api/me/playable-packs", async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { packs: Array<{ challenges: Array<{ text: { fr: string; en: string } }> }> }
    for (const pack of body.packs) {
      for (const challenge of pack.challenges) {
        challenge.text = { fr: `${challenge.text.fr} `.repeat(8).trim(), en: `${challenge.text.en} `.repeat(8).trim() }
      }
    }
    await route.fulfill({ response, json: body })
  })
  await startGame(page, ["Léa", "Max"])
  await confirmRoute(page)
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  const viewport = page.viewportSize() ?? { width: 360, height: 640 }
  for (const name of ["Réussi", "Raté"]) {
    const box = await page.getByRole("button", { name, exact: true }).boundingBox()
    expect(box, name).not.toBeNull()
    if (box === null) continue
    expect(box.height, `${name} is thumb-sized`).toBeGreaterThanOrEqual(48)
    expect(box.width, `${name} is thumb-sized`).toBeGreaterThanOrEqual(48)
    expect(box.y, `${name} is on screen`).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, `${name} is on screen`).toBeLessThanOrEqual(viewport.height)
  }
  // Scrolled half-way through the card, they are still there.
  await page.evaluate(() => window.scrollTo(0, 300))
  const box = await page.getByRole("button", { name: "Réussi", exact: true }).boundingBox()
  expect((box?.y ?? -1) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
  await record(page, "Réussi")
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
})

test("the last turn's result shows on screen, and the result and the revealed challenge are announced politely", async ({ page }) => {
  await startGame(page, ["Léa", "Max"])
  const announcer = page.getByTestId("turn-announcer")
  await expect(announcer).toHaveAttribute("aria-live", "polite")
  await confirmRoute(page)
  const text = (await page.getByRole("article", { name: "Ton défi" }).locator(".challenge-text").textContent()) ?? ""
  await expect(announcer).toContainText(`Ton défi\u00a0: ${text}`)
  await record(page, "Réussi")
  await expect(page.getByTestId("last-turn")).toHaveText("Léa\u00a0: réussi (+100)")
  await expect(announcer).toContainText("Léa\u00a0: réussi (+100)")
  await confirmRoute(page)
  await record(page, "Raté")
  await expect(page.getByTestId("last-turn")).toHaveText("Max\u00a0: raté (−25)")
  await expect(announcer).toContainText("Max\u00a0: raté (−25)")
})

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the end screen opens at its top, the winner first", async ({ page }) => {
    test.setTimeout(90_000)
    await startGame(page, ["Léa", "Max"])
    for (let turn = 0; turn < 10; turn++) {
      await confirmRoute(page)
      await record(page, turn % 2 === 0 ? "Réussi" : "Raté")
    }
    const winner = page.getByRole("heading", { level: 1 })
    await expect(winner).toHaveText("Léa gagne\u202f!")
    await expect(winner).toBeFocused()
    // Once the page is quiet (a late scroll would come from its last answers), nothing is above the screen's top.
    await networkQuiet(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByText("Partie terminée\u202f!")).toBeInViewport()
  })
})
