import type { Page } from "@playwright/test"
import type { Game, GameAction } from "#core/game/game.ts"
import { axeViolations } from "./axe.ts"
import { expect, originOf, test } from "./fixtures.ts"
import { readyPlayer } from "./game-support.ts"

/** The end screen's play again: one tap for the same game, a second button to change it first. */

const setup = {
  players: [
    { name: "Sam", difficulty: "6A", avatar: "01-green-yellow" },
    { name: "Inès", difficulty: "5+", avatar: "03-purple-yellow" }
  ],
  packs: ["base"],
  disabledCategories: ["game"],
  tieBreak: true
} as const

/** A game of Sam and Inès with an option of each kind, played to its last turn through the API (Sam wins; not yet closed). */
const finishedGame = async (page: Page): Promise<Game> => {
  const headers = { Origin: originOf(page) }
  const created = await page.request.post("/api/games", { data: setup, headers })
  expect(created.status(), await created.text()).toBe(201)
  let game = (await created.json()) as Game
  while (game.turn.phase !== "finished") {
    const action: GameAction =
      game.turn.phase === "choosing-route"
        ? { _tag: "confirm-route", route: game.history.length % 2 === 0 ? "Le toit" : "La dalle" }
        : { _tag: "record-result", outcome: game.history.length % 2 === 0 ? "success" : "fail" }
    const answer = await page.request.post(`/api/games/${game.id}/actions`, { data: { version: game.version, action }, headers })
    expect(answer.ok(), await answer.text()).toBe(true)
    game = (await answer.json()) as Game
  }
  return game
}

const words = {
  fr: {
    winner: "Sam gagne !",
    again: "Rejouer",
    help: "Même groupe, mêmes packs, mêmes options\u00a0: la partie démarre tout de suite.",
    change: "Changer les joueurs ou les packs",
    base: "Classique",
    next: /Suivant : les joueurs/,
    name: "Nom",
    turnOf: "À Sam de jouer",
    round: /Manche 1 sur 5/
  },
  en: {
    winner: "Sam wins!",
    again: "Play again",
    help: "Same group, same packs, same options: the game starts at once.",
    change: "Change the players or packs",
    base: "Classic",
    next: /Next: the players/,
    name: "Name",
    turnOf: "Sam's turn",
    round: /Round 1 of 5/
  }
} as const

for (const [language, size] of [
  ["fr", { width: 360, height: 740 }],
  ["en", { width: 1280, height: 800 }]
] as const) {
  test(`play again starts the same game in one tap; the other button changes it in pregame first (${language}, ${size.width}px)`, async ({ page }) => {
    const say = words[language]
    await page.setViewportSize(size)
    await readyPlayer(page, { language })
    const finished = await finishedGame(page)
    await page.goto(`/game/${finished.id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.winner)
    const again = page.getByRole("button", { name: say.again })
    await expect(again).toHaveAccessibleDescription(say.help)
    expect(await axeViolations(page)).toEqual([])

    // Changing first: pregame with this game's pack and group.
    await page.getByRole("link", { name: say.change }).click()
    await expect(page).toHaveURL(/\/game\/pregame$/)
    await expect(page.getByRole("checkbox", { name: say.base, exact: true })).toBeChecked()
    await page.getByRole("button", { name: say.next }).click()
    await expect(page.getByLabel(say.name, { exact: true })).toHaveCount(2)
    await expect(page.getByLabel(say.name, { exact: true }).nth(0)).toHaveValue("Sam")
    await expect(page.getByLabel(say.name, { exact: true }).nth(1)).toHaveValue("Inès")

    // One tap: the same players, levels, avatars, packs and options, and the first turn at once.
    await page.goto(`/game/${finished.id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.winner)
    const created = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/games")
    await page.getByRole("button", { name: say.again }).click()
    await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf)
    await expect(page.getByText(say.round)).toBeVisible()
    const sent = (await created).postDataJSON() as typeof setup & { players: ReadonlyArray<{ name: string; difficulty: string; avatar: string }> }
    expect(sent).toMatchObject({ players: setup.players, packs: setup.packs, disabledCategories: setup.disabledCategories, tieBreak: true })
    await expect(page).not.toHaveURL(new RegExp(finished.id))
  })
}
