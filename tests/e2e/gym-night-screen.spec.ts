import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser, BrowserContext, Page } from "@playwright/test"
import type { Game } from "#core/game/game.ts"
import { axeViolations } from "./axe.ts"
import { expect, originOf, signUpThroughApi, test } from "./fixtures.ts"
import { acceptDisclaimer } from "./game-support.ts"
import { newHost, openNight, openScreen, rankingRow, tv } from "./gym-night-support.ts"
import { lookAt } from "./screens.ts"

/**
 * The gym night's big screen (issue #39, point 3): a TV, no account, following the night a host
 * opened while groups play on their phones (here through the API, as their devices would).
 */

test.use({ viewport: tv })

const json = { Accept: "application/json" }

/** Every card of the packs in packs/, by id: what the screen says of a result. */
const cardTexts = (() => {
  const folder = fileURLToPath(new URL("../../packs/", import.meta.url))
  const texts = new Map<string, { readonly fr: string; readonly en: string }>()
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    try {
      const pack = JSON.parse(readFileSync(join(folder, entry.name, "pack.json"), "utf8")) as {
        challenges: ReadonlyArray<{ id: string; text: { fr: string; en: string } }>
      }
      for (const challenge of pack.challenges) texts.set(challenge.id, challenge.text)
    } catch {
      /* a folder without a pack */
    }
  }
  return texts
})()

/** A host's call on its event (hide a name, replace the screen's link). */
const hostPost = async (page: Page, path: string, data: unknown) => {
  const response = await page.request.post(path, { headers: { Origin: originOf(page), ...json }, data })
  expect(response.ok(), await response.text()).toBe(true)
  return response.json() as Promise<unknown>
}

let devices = 0

/** A group's phone: its own account (the disclaimer read) from its own address, no page open. */
const groupPhone = async (browser: Browser, host: Page): Promise<{ readonly context: BrowserContext; readonly phone: Page }> => {
  devices += 1
  const context = await browser.newContext({
    baseURL: originOf(host),
    extraHTTPHeaders: { "X-Forwarded-For": `10.250.${process.pid % 250}.${devices % 250}` }
  })
  const phone = await context.newPage()
  await signUpThroughApi(phone, { displayName: "Compte du groupe", language: "fr" })
  await acceptDisclaimer(phone)
  return { context, phone }
}

const avatars = ["01-green-yellow", "02-blue-red", "03-purple-yellow", "04-blue-yellow"]

/** A group's game of the event, started as the phone does (POST /api/games with the event's id). */
const startGroupGame = async (phone: Page, eventId: string, names: ReadonlyArray<string>, packs: ReadonlyArray<string>): Promise<Game> => {
  const created = await phone.request.post("/api/games", {
    headers: { Origin: originOf(phone), ...json },
    data: {
      players: names.map((name, index) => ({ name, difficulty: "6A", avatar: avatars[index % avatars.length] })),
      packs,
      gymEventId: eventId
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as Game
}

const act = async (phone: Page, game: Game, action: Record<string, unknown>): Promise<Game> => {
  const response = await phone.request.post(`/api/games/${game.id}/actions`, {
    headers: { Origin: originOf(phone), ...json },
    data: { version: game.version, action }
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Game
}

/** One turn as a group plays it: the problem chosen, then the result; the game after it and the card played. */
const playTurn = async (phone: Page, game: Game, outcome: "success" | "fail" | ((card: string) => "success" | "fail")) => {
  const confirmed = await act(phone, game, { _tag: "confirm-route", route: null })
  // The card is dealt once the problem is chosen.
  const card = confirmed.challenges[confirmed.currentChallengeIndex] ?? ""
  const played = await act(phone, confirmed, { _tag: "record-result", outcome: typeof outcome === "function" ? outcome(card) : outcome })
  return { game: played, card }
}

/** Nothing scrolls and nothing drawn leaves the screen: every element of the page inside the viewport. */
const expectAllOnScreen = async (screen: Page) => {
  const outside = await screen.evaluate(() => {
    const found: Array<string> = []
    if (document.documentElement.scrollHeight > window.innerHeight) found.push(`page scrolls: ${document.documentElement.scrollHeight}`)
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth}`)
    for (const element of document.querySelectorAll("main *")) {
      if (element.closest(".visually-hidden") !== null) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5 || box.top < -0.5 || box.left < -0.5)
        found.push(`${element.tagName}.${element.className}: ${element.textContent?.slice(0, 40)}`)
    }
    return found
  })
  expect(outside).toEqual([])
}

test("a TV follows the night live: results arrive, a hidden name leaves, the language switches, a replaced link stops", async ({ page, browser }) => {
  await newHost(page)
  const { event, screenPath } = await openNight(page, "Soirée bloc de Noël", "fr", ["base"])
  // The TV's browser speaks English: the screen opens in the event's language.
  const { context, screen } = await openScreen(browser, page, screenPath)
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Soirée bloc de Noël")
  await expect(screen.getByText("Bloc Session, Lyon")).toBeVisible()
  await expect(screen.getByTestId("screen-groups")).toHaveText("0 groupe inscrit")
  await expect(screen.getByTestId("screen-clock")).toContainText(/Temps restant\s*[12]:\d\d:\d\d/)
  await expect(screen.getByText("Personne n'a encore joué : le classement s'affiche dès le premier résultat.")).toBeVisible()
  await expect(screen.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer")

  const { context: phoneContext, phone } = await groupPhone(browser, page)
  let game = await startGroupGame(phone, event.id, ["Chloé", "Malik"], ["base"])
  await expect(screen.getByTestId("screen-groups")).toHaveText("1 groupe inscrit")
  const first = await playTurn(phone, game, "success")
  game = first.game
  const firstCard = cardTexts.get(first.card)
  expect(firstCard, first.card).toBeDefined()
  // Within a second or so, no reload: the ticker, the ranking, and a polite word for screen readers.
  const firstResult = `Chloé — ${firstCard?.fr} — réussi`
  await expect(screen.getByTestId("screen-ticker").getByRole("listitem").first()).toContainText(firstResult)
  await expect(screen.getByTestId("screen-announcer")).toHaveText(`Nouveau résultat : ${firstResult}`)
  await expect(rankingRow(screen, "Chloé")).toContainText(/Rang\s*1\s*Chloé\s*Groupe 1\s*\d+ pts/)
  await expect(rankingRow(screen, "Malik")).toContainText(/Rang\s*2\s*Malik\s*Groupe 1\s*0 pts/)
  const second = await playTurn(phone, game, "fail")
  game = second.game
  await expect(screen.getByTestId("screen-ticker").getByRole("listitem").first()).toContainText(`Malik — ${cardTexts.get(second.card)?.fr} — raté`)
  expect(await axeViolations(screen)).toEqual([])
  await expectAllOnScreen(screen)

  // The language, switched on the TV by keyboard, stays for this event on this TV.
  await screen.getByRole("button", { name: "English" }).focus()
  await screen.keyboard.press("Enter")
  await expect(screen.getByRole("heading", { name: "Leaderboard" })).toBeVisible()
  await expect(screen.getByTestId("screen-ticker").getByRole("listitem").first()).toContainText(`Malik — ${cardTexts.get(second.card)?.en} — failed`)
  await expect(screen.getByTestId("screen-groups")).toHaveText("1 group joined")
  await screen.reload()
  await expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true")
  await expect(screen.getByTestId("screen-ticker").getByRole("listitem").first()).toContainText(`Malik — ${cardTexts.get(second.card)?.en} — failed`)
  await expect(screen.locator("html")).toHaveAttribute("lang", "en")
  expect(await axeViolations(screen)).toEqual([])
  await expectAllOnScreen(screen)

  // The host hides a rude name: gone from the ranking and the ticker at once.
  await hostPost(page, `/api/gym-events/${event.id}/hidden-names`, { name: "chloé" })
  await expect(rankingRow(screen, "Chloé")).toHaveCount(0)
  await expect(screen.getByTestId("screen-ticker")).not.toContainText("Chloé")
  await expect(rankingRow(screen, "Malik")).toContainText(/Rank\s*1\s*Malik/)

  // The host replaces the screen's link: this TV says so, in its language, and stops for good.
  await hostPost(page, `/api/gym-events/${event.id}/screen-token`, {})
  const heading = screen.getByRole("heading", { level: 1 })
  await expect(heading).toHaveText("This screen's link was replaced", { timeout: 10_000 })
  await expect(heading).toBeFocused()
  await expect(screen.getByText("Ask the host for the new one.")).toBeVisible()
  expect(await axeViolations(screen)).toEqual([])
  const opened = await screen.evaluate(() => (window as unknown as { openedStreams: number }).openedStreams)
  // Long past any retry delay: the page opened no stream again.
  await screen.clock.fastForward(60_000)
  await expect(heading).toHaveText("This screen's link was replaced")
  expect(await screen.evaluate(() => (window as unknown as { openedStreams: number }).openedStreams)).toBe(opened)
  await screen.getByRole("button", { name: "Français" }).click()
  await expect(heading).toHaveText("Le lien de cet écran a été remplacé")
  await expect(screen.getByText("Demandez le nouveau lien à l'organisateur de la soirée.")).toBeVisible()
  await phoneContext.close()
  await context.close()
})

test("a wrong, cut or missing screen link says so clearly, in the TV's language", async ({ page, browser }) => {
  await newHost(page)
  const { event, token } = await openNight(page, "Night", "fr", ["base"])
  const { context, screen } = await openScreen(browser, page, `/event/${event.id}/screen?token=${token.replace(/.$/, (c) => (c === "a" ? "b" : "a"))}`)
  const heading = screen.getByRole("heading", { level: 1 })
  await expect(heading).toHaveText("This link doesn't open a screen")
  await expect(heading).toBeFocused()
  await expect(screen.getByText("It may have been replaced, or copied incompletely. Ask the host for the screen's link.")).toBeVisible()
  // Nothing of the event shows, and nothing is tried again.
  await expect(screen.getByText("Night")).toHaveCount(0)
  expect(await axeViolations(screen)).toEqual([])
  await lookAt(screen, "test-results/screenshots/gym-screen-refused-en-1920.png")
  const opened = await screen.evaluate(() => (window as unknown as { openedStreams: number }).openedStreams)
  await screen.clock.fastForward(60_000)
  expect(await screen.evaluate(() => (window as unknown as { openedStreams: number }).openedStreams)).toBe(opened)
  for (const path of [`/event/${event.id}/screen`, `/event/${event.id}/screen?token=`, `/event/not-an-event/screen?token=${token}`]) {
    await screen.goto(path)
    await expect(heading, path).toHaveText("This link doesn't open a screen")
  }
  await context.close()
})

/** The card of the night's named hold, which every pair fails in the test. */
const doom = {
  fr: "La réglette de la mort\u00a0: tiens-la 3 secondes à deux mains",
  en: "The crimp of doom: hold it with both hands for 3 seconds",
  timer: { seconds: 3, meaning: "hold" as const }
}

/**
 * The gym's own cards for the night, short as a gym writes them for its walls, and kept to
 * packs/WRITING.md: anything risky only low on the problem, a clear success, fair on any problem.
 */
const gymCards: ReadonlyArray<{ fr: string; en: string; timer?: { seconds: number; meaning: "hold" | "limit" } }> = [
  { fr: "Prise boss\u00a0: tiens-la 5 secondes", en: "Boss hold: hold it for 5 seconds", timer: { seconds: 5, meaning: "hold" } },
  { fr: "Que des prises jaunes", en: "Yellow holds only" },
  { fr: "Au moins un crochet de talon", en: "At least one heel hook" },
  {
    fr: "Les deux premiers mouvements les yeux fermés, pieds à moins d'un mètre du tapis",
    en: "Eyes shut for the first two moves, feet less than 1 m above the mat"
  },
  { fr: "Au moins un changement de pied", en: "At least one foot swap" },
  {
    fr: "Un jeté dans les trois premiers mouvements, pieds à moins d'un mètre du tapis",
    en: "A dyno in the first three moves, feet less than 1 m above the mat"
  },
  { fr: "Les pieds seulement sur des prises déjà tenues par tes mains", en: "Feet only on holds your hands have already used" },
  { fr: "Top en moins de 40 secondes", en: "Top it in under 40 seconds", timer: { seconds: 40, meaning: "limit" } },
  { fr: "Jamais deux mains sur la même prise", en: "Never both hands on the same hold" },
  doom
]

test("a whole night fits the TV: a dozen players, a full ticker, then a hundred players, in both languages", async ({ page, browser }) => {
  test.setTimeout(180_000)
  await newHost(page)
  const packId = `gym-night-${Date.now().toString(36)}`
  const pack = await page.request.post("/api/admin/packs", {
    headers: { Origin: originOf(page), ...json },
    data: {
      id: packId,
      name: { fr: "Soirée du bloc", en: "Gym night" },
      description: { fr: "Les défis de la salle.", en: "The gym's own challenges." },
      combinable: true,
      published: true,
      challenges: gymCards.map(({ timer, ...text }) => (timer === undefined ? { category: "game", text } : { category: "time-linked", text, timer }))
    }
  })
  expect(pack.status(), await pack.text()).toBe(201)
  const cards = ((await pack.json()) as { pack: { challenges: ReadonlyArray<{ id: string; text: { fr: string } }> } }).pack.challenges
  const doomId = cards.find((card) => card.text.fr === doom.fr)?.id
  const { event, screenPath } = await openNight(page, "La nuit du bloc — édition de Noël", "fr", [packId, "base"])
  const { context: phoneContext, phone } = await groupPhone(browser, page)

  // Three pairs play the gym's ten cards through (every card tried three times; the crimp of doom always fails);
  // then groups of three and four on the base pack play a few turns.
  const pairs = [
    ["Chloé", "Malik"],
    ["Zoé", "Antoine"],
    ["Inès", "Hugo"]
  ]
  for (const [index, names] of pairs.entries()) {
    let game = await startGroupGame(phone, event.id, names, [packId])
    for (let turn = 0; turn < 10; turn++)
      // The last pair fails only the crimp of doom: any other card the deck dealt to a failing turn in
      // the first two pairs still has a success, so the doom card alone is 0 out of 3.
      game = (await playTurn(phone, game, (card) => (card === doomId || (index < 2 && (turn + index) % 4 === 3) ? "fail" : "success"))).game
  }
  for (const [index, names] of [
    ["Léa", "Jean-Baptiste", "Sofia"],
    ["Nathan", "Camille", "Yasmine", "Théo"]
  ].entries()) {
    let game = await startGroupGame(phone, event.id, names, ["base"])
    for (let turn = 0; turn < 4 + index; turn++) game = (await playTurn(phone, game, turn % 3 === 1 ? "fail" : "success")).game
  }

  const { context, screen } = await openScreen(browser, page, screenPath, "fr-FR")
  await expect(screen.getByTestId("screen-groups")).toHaveText("5 groupes inscrits")
  await expect(screen.getByTestId("screen-ranking").getByRole("listitem")).toHaveCount(13)
  await expect(screen.getByTestId("screen-hardest")).toContainText(doom.fr)
  await expect(screen.getByTestId("screen-hardest")).toContainText("0 réussite sur 3 essais")
  await expect(screen.getByTestId("screen-ticker").getByRole("listitem").first()).toBeVisible()
  // Three teams reached their target: named, not squeezed into "and 3 other teams" by a long ticker.
  await expect(screen.getByTestId("screen-teams").getByRole("listitem")).toHaveCount(3)
  await expect(screen.getByTestId("screen-teams")).toContainText(/Groupe 1\s*Chloé, Malik/)
  expect(await axeViolations(screen)).toEqual([])
  await expectAllOnScreen(screen)
  await lookAt(screen, "test-results/screenshots/gym-screen-fr-1920.png")
  await screen.getByRole("button", { name: "English" }).click()
  await expect(screen.getByTestId("screen-hardest")).toContainText(doom.en)
  await expect(screen.getByTestId("screen-hardest")).toContainText("0 successes out of 3 tries")
  expect(await axeViolations(screen)).toEqual([])
  await expectAllOnScreen(screen)
  await lookAt(screen, "test-results/screenshots/gym-screen-en-1920.png")

  // A hundred players: the top of the ranking that fits, said as such; nothing scrolls, nothing is cut.
  const newcomers = 100 - 13
  for (let group = 0; group * 4 < newcomers; group++) {
    const names = Array.from({ length: Math.min(4, newcomers - group * 4) }, (_, index) => `Grimpeur ${group * 4 + index + 1}`)
    await startGroupGame(phone, event.id, names, ["base"])
  }
  await expect(screen.getByTestId("screen-ranking-top")).toContainText(/^Top \d+ of 100$/)
  await expectAllOnScreen(screen)
  expect(await axeViolations(screen)).toEqual([])
  await lookAt(screen, "test-results/screenshots/gym-screen-100-en-1920.png")
  await screen.setViewportSize({ width: 1280, height: 720 })
  await screen.getByRole("button", { name: "Français" }).click()
  await expect(screen.getByTestId("screen-ranking-top")).toContainText(/^Les \d+ premiers sur 100$/)
  await expectAllOnScreen(screen)
  expect(await axeViolations(screen)).toEqual([])
  await lookAt(screen, "test-results/screenshots/gym-screen-100-fr-1280.png")
  // On a phone it is a plain page: no sideways scrolling.
  await screen.setViewportSize({ width: 360, height: 780 })
  expect(await screen.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(await axeViolations(screen)).toEqual([])
  await lookAt(screen, "test-results/screenshots/gym-screen-fr-360.png")
  await phoneContext.close()
  await context.close()
})
