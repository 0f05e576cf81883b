import type { Browser, Page } from "@playwright/test"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import { newAdmin } from "./admin-support.ts"
import { expect, originOf, withSavedCookieChoice } from "./fixtures.ts"
import type { Language } from "./game-support.ts"

/** What the gym night's browser tests (issue #39) share: a host and a night open now (set up through the API), a group's game played on its phone, the TV. */

const json = { Accept: "application/json" }
const hour = 3_600_000

/** A host: a new account of `page`, made an admin by the terminal, which grants itself a gym (Bloc Session, Lyon) through the admin API. */
export const newHost = async (page: Page, displayName = "Maya") => {
  await withSavedCookieChoice(page)
  const account = await newAdmin(page, displayName)
  const granted = await page.request.post("/api/admin/hosts", {
    headers: { Origin: originOf(page), ...json },
    data: { email: account.email, gymName: "Bloc Session", city: "Lyon" }
  })
  expect(granted.status(), await granted.text()).toBe(201)
  return account
}

/** A night of the host signed in on `page`, open from an hour ago for two more hours: its event, its join path, its screen's path and token. */
export const openNight = async (page: Page, name: string, language: "fr" | "en", packIds: ReadonlyArray<string>) => {
  const created = await page.request.post("/api/gym-events", {
    headers: { Origin: originOf(page), ...json },
    data: { name, language, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + 2 * hour).toISOString(), packIds }
  })
  expect(created.status(), await created.text()).toBe(201)
  const { event, screenUrl } = (await created.json()) as GymEventAnswer<"POST /gym-events">
  const screen = new URL(screenUrl)
  return {
    event,
    joinPath: new URL(event.joinUrl).pathname,
    screenPath: `${screen.pathname}${screen.search}`,
    token: screen.searchParams.get("token") ?? ""
  }
}

export const words = {
  fr: {
    next: /Suivant : les joueurs/,
    name: "Nom",
    start: "Lancer la partie",
    turnOf: (name: string) => `À ${name} de jouer`,
    chosen: "J'ai choisi mon bloc",
    success: "Réussi",
    fail: "Raté",
    winner: "Chloé gagne !",
    tied: (night: string) => `Cette partie compte pour «\u00a0${night}\u00a0»`,
    leave: "Quitter la soirée",
    badge: "Soirée",
    pack: "Soirée entre potes",
    notice: "Vos prénoms sur le grand écran"
  },
  en: {
    next: /Next: the players/,
    name: "Name",
    start: "Start the game",
    turnOf: (name: string) => `${name}'s turn`,
    chosen: "I have chosen my problem",
    success: "Success",
    fail: "Fail",
    winner: "Chloé wins!",
    tied: (night: string) => `This game counts for “${night}”`,
    leave: "Leave the night",
    badge: "Gym night",
    pack: "Party Night",
    notice: "Your names on the big screen"
  }
} as const

/** From the players' step of a tied pregame: names the two players and starts; resolves on the first turn. */
export const startTiedGame = async (page: Page, language: Language, players: readonly [string, string]) => {
  const say = words[language]
  await page.getByRole("button", { name: say.next }).click()
  const names = page.getByLabel(say.name, { exact: true })
  await names.nth(0).fill(players[0])
  await names.nth(1).fill(players[1])
  await page.getByRole("button", { name: say.start }).click()
  await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf(players[0]))
}

/** Plays `turns` turns, each a success for the first player and a fail for the second. */
export const playTurns = async (page: Page, language: Language, players: readonly [string, string], turns: number) => {
  const say = words[language]
  for (let turn = 0; turn < turns; turn++) {
    await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf(players[turn % 2] ?? ""))
    await page.getByRole("button", { name: say.chosen }).click()
    await page.getByRole("button", { name: turn % 2 === 0 ? say.success : say.fail, exact: true }).click()
    if (turn < 9) await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf(players[(turn + 1) % 2] ?? ""))
  }
}

/** A TV's size: the screen is made for 1920 × 1080. */
export const tv = { width: 1920, height: 1080 }

/** The TV: a fresh context without an account (its browser in `locale`), the cookie choice made once by the gym. */
export const openScreen = async (browser: Browser, host: Page, path: string, locale = "en-GB") => {
  const context = await browser.newContext({ viewport: tv, baseURL: originOf(host), locale })
  const screen = await context.newPage()
  await withSavedCookieChoice(screen)
  // Counts the live streams the page opens: a refused link must not open them again and again.
  await screen.addInitScript(() => {
    const Original = window.EventSource
    const counted = window as unknown as { openedStreams: number }
    counted.openedStreams = 0
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        counted.openedStreams += 1
      }
    }
  })
  await screen.clock.install()
  await screen.goto(path)
  return { context, screen }
}

/** The ranking's row of a player, by name (the rank, name, group and points). */
export const rankingRow = (screen: Page, name: string) => screen.getByTestId("screen-ranking").getByRole("listitem").filter({ hasText: name })
