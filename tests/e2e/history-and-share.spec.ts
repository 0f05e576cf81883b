import { randomUUID } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import Database from "better-sqlite3"
import { Either } from "effect"
import { makeHistoryRows } from "#adapters/sqlite/sqlite-game-history.ts"
import type { CategoryKey } from "#core/domain/category.ts"
import type { ColourSetId } from "#core/domain/colour-set.ts"
import { type ChallengeId, GameId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, type PackForGame } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { type ChallengeFacts, finishedGameOf } from "#core/history/finished-game.ts"
import { axeViolations } from "./axe.ts"
import { e2eDataDir } from "./e2e-paths.ts"
import { expect, originOf, settled, test } from "./fixtures.ts"
import { readyPlayer } from "./game-support.ts"
import { areScreenshotsWanted, lookAt } from "./screens.ts"

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

/** The words each check looks for, in both languages. */
const words = {
  fr: {
    menuTitle: "Menu du jeu",
    previousScores: "Scores précédents",
    allGames: "Toutes les parties et les statistiques",
    gamesTab: "Parties",
    statsTab: "Statistiques",
    more: "Afficher plus de parties",
    offline: "Tu es hors ligne\u00a0: voici l'historique tel qu'il a été chargé le",
    back: "Retour au menu",
    // French elides before a vowel: "d'Ana", "de Ben".
    caption: (name: string) => `Réussite ${/^[AEIOUÉH]/.test(name) ? "d'" : "de "}${name} par catégorie`,
    share: "Partager",
    downloaded: "L'image du résultat est enregistrée dans tes téléchargements.",
    endTitle: "Partie terminée\u202f!"
  },
  en: {
    menuTitle: "Game menu",
    previousScores: "Previous scores",
    allGames: "All games and statistics",
    gamesTab: "Games",
    statsTab: "Statistics",
    more: "Show more games",
    offline: "You're offline: this is the history as it was loaded on",
    back: "Back to the menu",
    caption: (name: string) => `${name}'s success by category`,
    share: "Share",
    downloaded: "The result image is saved in your downloads.",
    endTitle: "Game over!"
  }
} as const

const shoot = async (page: Page, name: string) => {
  await settled(page)
  const width = page.viewportSize()?.width ?? 0
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.closest(".visually-hidden") === null && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5)
  )
  expect(overflowing, `nothing wider than the screen on ${name}`).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `no sideways scroll on ${name}`).toBe(true)
  const file = `${folder}${name}-${width}.png`
  await lookAt(page, file, { fullPage: true })
  if (areScreenshotsWanted) await test.info().attach(`${name}-${width}`, { path: file, contentType: "image/png" })
  // What the screen shows first, for looking at the long pages.
  await lookAt(page, `${folder}${name}-${width}-screen.png`)
}

/**
 * Plays a game on the base pack through the API: player `p` succeeds on the turns `succeeds(turn, p)`
 * says; ended (kept in the history) unless `end` is false. Gives the game as it finished.
 */
const playGame = async (page: Page, names: ReadonlyArray<string>, succeeds: (turn: number, player: number) => boolean, end = true): Promise<Game> => {
  const headers = { Origin: originOf(page) }
  const avatars = ["01-green-yellow", "02-blue-red", "03-purple-yellow", "06-orange-green"]
  const players = names.map((name, i) => ({ name, difficulty: "6A", avatar: avatars[i] }))
  const created = await page.request.post("/api/games", { data: { players, packs: ["base"] }, headers })
  expect(created.status()).toBe(201)
  let game = (await created.json()) as Game
  while (game.turn.phase !== "finished") {
    const turn = game.history.length
    const action: GameAction =
      game.turn.phase === "choosing-route"
        ? { _tag: "confirm-route", route: turn % 2 === 0 ? "Le toit" : "La dalle" }
        : { _tag: "record-result", outcome: succeeds(turn, turn % names.length) ? "success" : "fail" }
    const answer = await page.request.post(`/api/games/${game.id}/actions`, { data: { version: game.version, action }, headers })
    expect(answer.ok()).toBe(true)
    game = (await answer.json()) as Game
  }
  if (end) expect((await page.request.post(`/api/games/${game.id}/end`, { data: { version: game.version }, headers })).ok()).toBe(true)
  return game
}

/** The base pack as its file gives it: what the engine deals from, and what the history keeps of each challenge. */
const basePack = JSON.parse(readFileSync(fileURLToPath(new URL("../../packs/base/pack.json", import.meta.url)), "utf8")) as Omit<PackForGame, "challenges"> & {
  readonly challenges: ReadonlyArray<PackForGame["challenges"][number] & ChallengeFacts>
}

/**
 * Games played to their end by the game's own engine (core/game/engine.ts, as the server plays each
 * action) and kept in the owner's history in the test server's store, each finished a minute after
 * the one before and before now, as the end of a game keeps it (core/game/game-sessions.ts): the
 * history's pages without some 300 requests that play them one action at a time. The last game of
 * the test still goes through the API to its end.
 */
const keepFinishedGames = (
  owner: string,
  games: ReadonlyArray<{ readonly names: ReadonlyArray<string>; readonly succeeds: (turn: number, player: number) => boolean }>
) => {
  const avatars: ReadonlyArray<ColourSetId> = ["01-green-yellow", "02-blue-red", "03-purple-yellow", "06-orange-green"]
  const facts = new Map<ChallengeId, ChallengeFacts>(
    basePack.challenges.map((challenge) => [challenge.id, { category: challenge.category as CategoryKey, text: challenge.text }])
  )
  const db = new Database(join(e2eDataDir, "allez.sqlite"), { fileMustExist: true, timeout: 5_000 })
  try {
    const history = makeHistoryRows(db)
    const first = Date.now() - (games.length + 1) * 60_000
    games.forEach(({ names, succeeds }, index) => {
      const startedAt = first + index * 60_000
      let game = Either.getOrThrow(
        createGame({
          id: GameId.make(randomUUID()),
          owner: UserId.make(owner),
          seed: index + 1,
          startedAt: new Date(startedAt),
          players: names.map((name, i) => ({ name, difficulty: "6A", avatar: avatars[i] ?? "01-green-yellow" })),
          packs: [basePack],
          disabledCategories: []
        })
      )
      while (game.turn.phase !== "finished") {
        const turn = game.history.length
        const action: GameAction =
          game.turn.phase === "choosing-route"
            ? { _tag: "confirm-route", route: turn % 2 === 0 ? "Le toit" : "La dalle" }
            : { _tag: "record-result", outcome: succeeds(turn, turn % names.length) ? "success" : "fail" }
        game = Either.getOrThrow(applyAction(game, action, startedAt + turn * 1_000))
      }
      expect(history.keep(finishedGameOf(game, new Date(startedAt + 30_000), (challenge) => facts.get(challenge))), `game ${index + 1} kept`).toBe(true)
    })
  } finally {
    db.close()
  }
}

/** The signed-in player's id. */
const userIdOf = async (page: Page): Promise<string> =>
  ((await (await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })).json()) as { profile: { id: string } }).profile.id

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

for (const language of ["fr", "en"] as const) {
  const say = words[language]

  test(`previous scores (${language}): every finished game a page at a time, the stats per player, accessible, readable offline`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 780 })
    await readyPlayer(page, { language })
    // Eleven games: one page of ten, then one more. Ana wins the most; the last, a tie, is played and
    // ended through the API as a phone does; the ten before it are kept in the store as its end keeps them.
    keepFinishedGames(
      await userIdOf(page),
      Array.from({ length: 10 }, (_, i) => ({
        names: ["Ana", "Ben", "Chloé"],
        succeeds: (turn: number, player: number) => player === 0 || (turn + i) % 2 === 0
      }))
    )
    await playGame(page, ["Ana", "Ben"], () => true)

    await page.goto("/game")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.menuTitle)
    await page.getByRole("button", { name: say.previousScores }).click()
    await page.getByRole("link", { name: say.allGames }).click()
    await expect(page).toHaveURL(/\/game\/history$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.previousScores)
    const games = page.getByRole("tabpanel", { name: say.gamesTab }).getByRole("article")
    await expect(games).toHaveCount(10)
    await expect(games.first()).toContainText(language === "fr" ? "Égalité\u00a0: Ana et Ben" : "Tie: Ana and Ben")
    await expect(games.nth(1)).toContainText(language === "fr" ? "Ana a gagné" : "Ana won")
    await games
      .first()
      .getByText(language === "fr" ? "Les 10 tours joués" : "All 10 turns played")
      .click()
    await expect(
      games
        .first()
        .getByRole("listitem")
        .filter({ hasText: language === "fr" ? "Manche 1 · Ana" : "Round 1 · Ana" })
    ).toContainText("+100")
    expect(await axeViolations(page), "history").toEqual([])
    await shoot(page, `history-games-${language}`)

    await page.getByRole("button", { name: say.more }).click()
    await expect(games).toHaveCount(11)
    await expect(page.getByRole("button", { name: say.more })).toHaveCount(0)

    // The tabs follow the arrow keys; the stats say in a table what the chart draws.
    await page.getByRole("tab", { name: say.gamesTab }).focus()
    await page.keyboard.press("ArrowRight")
    await expect(page.getByRole("tab", { name: say.statsTab })).toBeFocused()
    await expect(page.getByRole("tab", { name: say.statsTab })).toHaveAttribute("aria-selected", "true")
    const stats = page.getByRole("tabpanel", { name: say.statsTab })
    const ana = stats.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ana" }) })
    await expect(ana.locator("dd").first()).toHaveText("11")
    await expect(ana.locator("dd").nth(2)).toHaveText(language === "fr" ? "100\u00a0%" : "100%")
    await expect(ana.getByRole("table", { name: say.caption("Ana") })).toBeAttached()
    await expect(ana.locator("svg.category-chart-svg rect").first()).toBeVisible()
    expect(await axeViolations(page), "stats").toEqual([])
    await shoot(page, `history-stats-${language}`)

    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot(page, `history-stats-${language}`)
    await page.getByRole("tab", { name: say.gamesTab }).click()
    await shoot(page, `history-games-${language}`)

    // Offline, the history read last stays readable, dated.
    await page.getByRole("link", { name: say.back }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.menuTitle)
    await page.context().setOffline(true)
    await page.getByRole("button", { name: say.previousScores }).click()
    await page.getByRole("link", { name: say.allGames }).click()
    await expect(page.getByRole("status").filter({ hasText: say.offline })).toBeVisible()
    await expect(games).toHaveCount(11)
    await page.getByRole("tab", { name: say.statsTab }).click()
    await expect(ana.locator("dd").first()).toHaveText("11")
    await page.context().setOffline(false)
  })

  test(`the end screen shares the result as a PNG drawn on the phone (${language})`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: Array<unknown> = []
      Object.assign(window, { shareCalls: calls })
      Object.defineProperty(Navigator.prototype, "canShare", {
        configurable: true,
        value: (data: ShareData) => {
          calls.push({ canShare: (data.files ?? []).map((file) => file.type) })
          return true
        }
      })
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          const file = data.files?.[0]
          if (file === undefined) return calls.push({ share: "no file" })
          const bitmap = await createImageBitmap(file)
          const bytes = new Uint8Array(await file.arrayBuffer())
          let binary = ""
          for (const byte of bytes) binary += String.fromCharCode(byte)
          calls.push({
            share: { name: file.name, type: file.type, width: bitmap.width, height: bitmap.height, title: data.title, text: data.text, base64: btoa(binary) }
          })
        }
      })
    })
    await page.setViewportSize({ width: 360, height: 780 })
    await readyPlayer(page, { language })
    const game = await playGame(page, ["Ana", "Benoît", "Chloé-des-Blocs", "Dan"], (turn, player) => player === 0 || (player === 2 && turn > 4), false)
    await page.goto(`/game/${game.id}`)
    await expect(page.getByRole("heading", { level: 1 })).toContainText(language === "fr" ? "gagne" : "wins")
    await shoot(page, `end-screen-${language}`)
    expect(await axeViolations(page), "end screen").toEqual([])
    await page.getByRole("button", { name: say.share }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: Array<{ share?: unknown }> }).shareCalls.filter((call) => call.share).length))
      .toBe(1)
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: Array<Record<string, unknown>> }).shareCalls)
    expect(calls[0]).toEqual({ canShare: ["image/png"] })
    const shared = calls.find((call) => call.share !== undefined)?.share as {
      name: string
      type: string
      width: number
      height: number
      title: string
      text: string
      base64: string
    }
    expect(shared).toMatchObject({ type: "image/png", width: 1080, height: 1080 })
    expect(shared.name).toMatch(/^allez-\d{4}-\d{2}-\d{2}\.png$/)
    expect(shared.text).toContain("Allez!")
    const bytes = Buffer.from(shared.base64, "base64")
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1080 })
    if (areScreenshotsWanted) {
      const file = `${folder}share-image-${language}.png`
      writeFileSync(file, bytes)
      await test.info().attach(`share-image-${language}`, { path: file, contentType: "image/png" })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot(page, `end-screen-${language}`)
  })
}

test("without the Web Share API, Partager downloads the PNG of the result", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined })
    Object.defineProperty(Navigator.prototype, "canShare", { configurable: true, value: undefined })
  })
  await page.setViewportSize({ width: 360, height: 780 })
  await readyPlayer(page)
  const game = await playGame(page, ["Ana", "Ben"], (turn) => turn % 2 === 0, false)
  await page.goto(`/game/${game.id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ana gagne\u202f!")
  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: words.fr.share }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^allez-\d{4}-\d{2}-\d{2}\.png$/)
  const bytes = readFileSync(await download.path())
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1080 })
  expect(bytes.length).toBeGreaterThan(10_000)
  await expect(page.getByText(words.fr.downloaded)).toBeVisible()
})

test("cancelling the share sheet neither downloads nor toasts; the share button is ready again", async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { shareAsked: 0 })
    Object.defineProperty(Navigator.prototype, "canShare", { configurable: true, value: () => true })
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async () => {
        Object.assign(window, { shareAsked: (window as unknown as { shareAsked: number }).shareAsked + 1 })
        throw new DOMException("Share canceled", "AbortError")
      }
    })
  })
  await page.setViewportSize({ width: 360, height: 780 })
  await readyPlayer(page)
  const game = await playGame(page, ["Ana", "Ben"], (turn) => turn % 2 === 0, false)
  const downloads: Array<unknown> = []
  page.on("download", (download) => downloads.push(download))
  await page.goto(`/game/${game.id}`)
  const share = page.getByRole("button", { name: words.fr.share })
  await share.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { shareAsked: number }).shareAsked)).toBe(1)
  await expect(share).toBeEnabled()
  await expect(page.getByText(words.fr.downloaded)).toHaveCount(0)
  expect(downloads).toEqual([])
})

test("previous scores never loaded on this phone, and no connection: says so and offers to try again", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await readyPlayer(page)
  // The menu shows without the other game pages' code, which it asks for as the player heads for one
  // (here the pointer over the history link): the connection goes once that code is all there (without
  // the service worker, blocked here, nothing else would keep it). Importing the chunk in the page waits
  // for the app's own import and every chunk it needs, however long the session took, and fetches nothing twice.
  await page.goto("/game")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.fr.menuTitle)
  await page.getByRole("button", { name: words.fr.previousScores }).click()
  const gamePages = page.waitForResponse((response) => /\/assets\/game-pages-[\w-]+\.js$/.test(response.url()))
  await page.getByRole("link", { name: words.fr.allGames }).hover()
  const chunk = (await gamePages).url()
  await page.evaluate(async (url) => {
    await import(url)
  }, chunk)
  await page.context().setOffline(true)
  await page.getByRole("link", { name: words.fr.allGames }).click()
  const failure = page.getByRole("alert").filter({ hasText: "L'historique n'a pas pu être chargé." })
  await expect(failure).toBeVisible()
  await page.context().setOffline(false)
  await page.getByRole("button", { name: "Réessayer" }).click()
  await expect(failure).toHaveCount(0)
  await expect(page.getByText("Pas encore de partie terminée")).toBeVisible()
  expect(await axeViolations(page), "history, empty").toEqual([])
})
