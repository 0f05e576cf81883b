import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import { expect, settled, test } from "./fixtures.ts"
import { readyPlayer } from "./game-support.ts"
import { lookAt } from "./screens.ts"

/**
 * WCAG 2.1 reflow (1.4.10) on the game: at 320 CSS px wide, and on a 390 × 844 phone zoomed to 200 %
 * (195 × 422 CSS px), every screen fits the width (no sideways scrolling, nothing cut at the right,
 * no text running out of its button), and sticky bars leave at least three quarters of the height.
 */

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

/** What runs off the screen's width or out of its own box, if anything. */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: Array<string> = []
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`)
    for (const element of document.querySelectorAll<HTMLElement>("main *, header *")) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || element.closest(".visually-hidden") !== null) continue
      const name = `${element.tagName.toLowerCase()}.${String(element.className)} “${(element.textContent ?? "").trim().slice(0, 30)}”`
      if (box.right > width + 1 || box.left < -1) found.push(`${name} runs off the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`)
      const isText = element.matches("button, a, h1, h2, label, .turn-timer-reading, .button")
      if (isText && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible") found.push(`${name} is cut inside`)
    }
    return found.slice(0, 8)
  })

/** The share of the screen's height that sticky and fixed bars cover. */
const stickyShare = (page: Page) =>
  page.evaluate(() => {
    const height = window.innerHeight
    const isPinned = (element: Element) => ["sticky", "fixed"].includes(getComputedStyle(element).position)
    let covered = 0
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (!isPinned(element)) continue
      let parent = element.parentElement
      while (parent !== null && !isPinned(parent)) parent = parent.parentElement
      if (parent !== null) continue
      const box = element.getBoundingClientRect()
      const visible = Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0))
      covered += visible
    }
    return covered / height
  })

const viewports = [
  ["320", { width: 320, height: 568 }],
  ["195", { width: 195, height: 422 }]
] as const

/** At each of the two sizes: nothing cut off (and, for `sticky`, the bars' share of the height); a screenshot. Ends at 195 × 422. */
const check = async (page: Page, screen: string, sticky = false) => {
  for (const [label, viewport] of viewports) {
    await page.setViewportSize(viewport)
    await settled(page)
    expect(await cutOff(page), `${screen} at ${label}`).toEqual([])
    if (sticky) expect(await stickyShare(page), `${screen} at ${label}: sticky bars`).toBeLessThanOrEqual(0.25)
    await lookAt(page, `${folder}reflow-${screen}-${label}.png`, { fullPage: true })
  }
}

// Played at 200 % zoom (195 × 422), each screen also looked at 320 × 568 on the way.
test.use({ viewport: viewports[1][1] })

test("at 320 × 568 and 195 × 422 CSS px, the game menu, pregame, a turn and the end fit the width; sticky bars leave three quarters of the height", async ({
  page
}) => {
  test.setTimeout(120_000)
  await readyPlayer(page)

  await page.goto("/game")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu du jeu")
  await check(page, "menu")

  await page.getByRole("button", { name: /Nouvelle partie/ }).click()
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  await check(page, "pregame-packs", true)

  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  await names.nth(0).fill("Léa")
  await names.nth(1).fill("Max")
  await page.getByText("Options avancées").click()
  await check(page, "pregame-players", true)
  await page.getByRole("button", { name: "Lancer la partie" }).click()

  await expect(page.getByTestId("turn-title")).toHaveText("À Léa de jouer")
  await page.getByLabel("Nom du bloc (facultatif)").fill("V3 gris")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
  await check(page, "turn-challenge", true)
  // A challenge with its own timer: started, its clock fills the screen, with success and fail.
  const card = page.getByRole("article", { name: "Ton défi" })
  for (let tries = 0; tries < 40 && (await card.locator(".challenge-clock").count()) === 0; tries++)
    await page.getByRole("button", { name: "Changer de défi" }).click()
  await expect(card.locator(".challenge-clock")).toHaveCount(1)
  await page.getByRole("button", { name: "Démarrer" }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await check(page, "turn-timer")
  await page.keyboard.press("Escape")
  await check(page, "turn-timer-running", true)

  for (let turn = 0; turn < 10; turn++) {
    if (turn > 0) await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    if (turn === 1) await check(page, "turn-challenge-2")
    await page.getByRole("button", { name: turn % 2 === 0 ? "Réussi" : "Raté", exact: true }).click()
    if (turn === 0) await check(page, "turn-route")
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Léa gagne\u202f!")
  await check(page, "end")
})
