import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import type { Game } from "#core/game/game.ts"
import { axeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { readyPlayer, startGameWith } from "./game-support.ts"
import { lookAt, screenshotsFolder } from "./screens.ts"

test.use({ viewport: { width: 360, height: 740 } })

/** The base pack's challenges that are not fair on a slab (format 3 `styles`), read from the pack file the server loads. */
const notForSlabs: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(new URL("../../packs/base/pack.json", import.meta.url), "utf8")) as { challenges: Array<{ id: string; styles?: Array<string> }> }
  ).challenges
    .filter((challenge) => challenge.styles !== undefined && !challenge.styles.includes("slab"))
    .map((challenge) => challenge.id)
)

const words = {
  fr: {
    style: "Style du bloc (facultatif)",
    slab: "Dalle",
    any: "Peu importe",
    overhang: "Dévers",
    confirm: "J'ai choisi mon bloc",
    replace: "Changer de défi",
    fail: "Raté"
  },
  en: {
    style: "Problem style (optional)",
    slab: "Slab",
    any: "Any",
    overhang: "Overhang",
    confirm: "I have chosen my problem",
    replace: "Another challenge",
    fail: "Fail"
  }
} as const

/** The game as the server holds it, and the challenge shown to the current player. */
const shown = async (page: Page, id: string): Promise<{ readonly game: Game; readonly challenge: string }> => {
  const response = await page.request.get(`/api/games/${id}`)
  expect(response.ok(), `GET /api/games/${id}`).toBe(true)
  const game = (await response.json()) as Game
  return { game, challenge: game.challenges[game.currentChallengeIndex] ?? "" }
}

/** The server's id of the game on screen, once the phone has it (a game starts on the phone, then reaches the server). */
const serverGameId = async (page: Page): Promise<string> => {
  await expect(page).toHaveURL(/\/game\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  return new URL(page.url()).pathname.split("/").at(-1) ?? ""
}

// That no draw ever misses the named style, replacements included, is core's property over thousands
// of games (core/game/deck-draw.test.ts). Here, on the real server and the shipped base pack: the tap
// reaches the game, the cards drawn and replaced for it fit, and it is kept per player — the whole
// game in French, its first two turns in English for the words.
for (const [language, turns, replacements] of [
  ["fr", 10, 5],
  ["en", 2, 2]
] as const) {
  const say = words[language]

  test(`a slab problem draws only challenges fair on a slab, replacements included; the style tap is kept per player (${language})`, async ({ page }) => {
    // A whole game in French (ten turns, five replacements, each draw read from the server): the
    // suite's longest walk, three times the usual guard against a hang, which a crowded machine reached.
    test.slow(language === "fr")
    expect(notForSlabs.size, "the base pack has challenges limited to other styles").toBeGreaterThan(0)
    await readyPlayer(page, { language })
    await startGameWith(page, ["Ana", "Ben"], { language })
    const id = await serverGameId(page)
    const styles = page.getByRole("group", { name: say.style })
    await expect(styles.getByRole("radio", { name: say.any })).toBeChecked()
    expect(await axeViolations(page), "the route step with its style picker").toEqual([])
    await lookAt(page, `${screenshotsFolder}style-picker-${language}-360.png`)

    const drawn: Array<string> = []
    for (let turn = 0; turn < turns; turn++) {
      // Ana names a slab on her first turn; on her next ones the slab is offered first, with no tap.
      if (turn === 0) await styles.getByRole("radio", { name: say.slab }).check()
      if (turn % 2 === 0) await expect(styles.getByRole("radio", { name: say.slab })).toBeChecked()
      else await expect(styles.getByRole("radio", { name: say.any })).toBeChecked()
      await page.getByRole("button", { name: say.confirm }).click()
      await expect(page.getByRole("article").first()).toBeVisible()
      // Replacements on Ana's turns: each new card is drawn for the slab too.
      for (let replaced = 0; replaced < (turn === 0 ? replacements : 1) && turn % 2 === 0; replaced++) {
        await expect.poll(async () => (await shown(page, id)).game.turn.phase).toBe("challenge-revealed")
        const { challenge } = await shown(page, id)
        drawn.push(challenge)
        const button = page.getByRole("button", { name: say.replace })
        if (await button.isDisabled()) break
        const before = challenge
        await button.click()
        await expect.poll(async () => (await shown(page, id)).challenge).not.toBe(before)
      }
      if (turn % 2 === 0) {
        const { game, challenge } = await shown(page, id)
        drawn.push(challenge)
        expect(game.turn.style).toBe("slab")
      }
      await page.getByRole("button", { name: say.fail, exact: true }).click()
      await expect.poll(async () => (await shown(page, id)).game.history.length).toBe(turn + 1)
    }
    expect(drawn.length).toBeGreaterThanOrEqual(replacements + 1)
    expect(
      drawn.filter((challenge) => notForSlabs.has(challenge)),
      "challenges not fair on a slab, drawn for one"
    ).toEqual([])
  })
}

test("the style picker works by keyboard: the arrows move the choice, and the choice is what the draw uses", async ({ page }) => {
  await readyPlayer(page)
  await startGameWith(page, ["Ana", "Ben"])
  const id = await serverGameId(page)
  const styles = page.getByRole("group", { name: words.fr.style })
  await styles.getByRole("radio", { name: words.fr.any }).focus()
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("ArrowRight")
  await expect(styles.getByRole("radio", { name: words.fr.overhang })).toBeChecked()
  await expect(styles.getByRole("radio", { name: words.fr.overhang })).toBeFocused()
  await page.getByRole("button", { name: words.fr.confirm }).click()
  await expect.poll(async () => (await shown(page, id)).game.turn.style).toBe("overhang")
})

// The game starts on the phone under an offline id, and its address becomes the server's once the
// server has it. That is no new page: the focus stays where the player has it. (It used to jump to
// the page's content, so a player half-way through the styles by keyboard lost their place.)
test("the game reaching the server leaves the focus on the style the player is choosing", async ({ page }) => {
  await readyPlayer(page)
  let reachServer: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    reachServer = resolve
  })
  await page.route("**/api/games", async (route) => {
    if (route.request().method() === "POST") await held
    await route.continue()
  })
  await startGameWith(page, ["Ana", "Ben"])
  await expect(page).not.toHaveURL(/\/game\/[0-9a-f]{8}-[0-9a-f]{4}-/)
  const styles = page.getByRole("group", { name: words.fr.style })
  await styles.getByRole("radio", { name: words.fr.any }).focus()
  await page.keyboard.press("ArrowRight")
  await expect(styles.getByRole("radio", { name: words.fr.slab })).toBeFocused()

  reachServer()
  const id = await serverGameId(page)
  // The shell has shown the new address once its progress bar has gone.
  await expect(page.locator(".navigation-progress")).toHaveCount(0)
  await expect(styles.getByRole("radio", { name: words.fr.slab })).toBeFocused()
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("ArrowRight")
  await expect(styles.getByRole("radio", { name: words.fr.overhang })).toBeChecked()
  await page.getByRole("button", { name: words.fr.confirm }).click()
  await expect.poll(async () => (await shown(page, id)).game.turn.style).toBe("overhang")
})
