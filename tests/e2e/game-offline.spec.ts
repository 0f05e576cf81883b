import type { Page } from "@playwright/test"
import type { CardReport } from "#core/cards/card-report.ts"
import { grantAdmin } from "./admin-support.ts"
import { axeViolations } from "./axe.ts"
import { apiGet, expect, networkQuiet, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { startOfflineGame, storedLastRating, storedPhase } from "./game-support.ts"
import { lookAt, screenshotsFolder } from "./screens.ts"

test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 780 } })

/** Accepts the disclaimer through the API, as the disclaimer page does. */
const acceptDisclaimer = async (page: Page) => {
  const response = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
  expect(response.ok()).toBe(true)
}

interface ServerProfile {
  readonly gamesPlayed: number
  readonly currentGameId: string | null
  readonly pastGame: {
    readonly id: string
    readonly players: ReadonlyArray<{ readonly name: string; readonly score: number }>
    readonly history: ReadonlyArray<{ readonly challengeId: string; readonly rating?: string }>
  } | null
}

test("after one visit, a game starts, plays to the end and reopens offline on its current turn; back online it reaches the server, the profile and the cards' counters", async ({
  page,
  context
}) => {
  // A whole game, two ratings, a sync and the admin's table: under a minute alone; with eight workers
  // on two cores it passed two minutes while waiting for the sync. A bound, not a measure.
  test.setTimeout(300_000)
  await withSavedCookieChoice(page)
  const account = await signUpThroughApi(page)
  await page.goto("/")
  await acceptDisclaimer(page)

  // One visit online: the service worker keeps the app, the user's packs go to the local database.
  await page.goto("/game/pregame")
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()

  await context.setOffline(true)
  await page.goto("/game")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu du jeu")
  await expect(page.getByText(/Tu es hors ligne/)).toBeVisible()
  await page.getByRole("button", { name: /Nouvelle partie/ }).click()
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  const offlineId = await startOfflineGame(page)
  await expect(page.getByText(/Hors ligne\u00a0: chaque tour est gardé sur ce téléphone/)).toBeVisible()

  const results: ReadonlyArray<"Réussi" | "Raté"> = ["Réussi", "Raté", "Réussi", "Réussi", "Raté", "Raté", "Réussi", "Raté", "Réussi", "Réussi"]
  for (let turn = 0; turn < results.length; turn++) {
    const name = turn % 2 === 0 ? "Nina" : "Oscar"
    await expect(page.getByTestId("turn-title")).toHaveText(`À ${name} de jouer`)
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    await expect(page.getByRole("article", { name: "Ton défi" }).locator(".challenge-text")).not.toHaveText(/pas encore sur ce téléphone/)
    if (turn === 4) {
      // A phone reopens the app seconds after a tap, not within the milliseconds this test could: the
      // tap is first on this phone's database (a reload mid-write would abort the write).
      await expect.poll(() => storedPhase(page, offlineId), { message: "the revealed challenge kept on the phone" }).toBe("challenge-revealed")
      // The installed app reopened on the game, offline: the current turn shows from this phone
      // (how fast: npm run bench:offline).
      await page.reload()
      await expect(page.getByTestId("turn-title")).toHaveText("À Nina de jouer")
      await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
    }
    await page.getByRole("button", { name: results[turn] ?? "Réussi", exact: true }).click()
    if (turn < results.length - 1) await expect(page.getByTestId("turn-title")).toHaveText(`À ${turn % 2 === 0 ? "Oscar" : "Nina"} de jouer`)
    if (turn === 0) {
      // The group says in one tap how Nina's card played, offline like the rest of the turn.
      const rating = page.getByRole("region", { name: "Le défi joué par Nina, c'était comment\u202f?" })
      await rating.getByRole("button", { name: "Trop facile" }).click()
      await expect(rating.getByRole("button", { name: "Trop facile" })).toHaveAttribute("aria-pressed", "true")
      await expect(rating.getByRole("status")).toHaveText(/C'est noté\u00a0: Trop facile/)
      expect(await axeViolations(page), "the route step with the rating bar").toEqual([])
      await lookAt(page, `${screenshotsFolder}rating-bar-fr-360.png`)
    }
  }
  // Nina: 4 successes, 1 fail = 375; Oscar: 2 successes, 3 fails = 125. Team 500 ≥ 2 × 250.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nina gagne\u202f!")
  await expect(page.getByText("500 / 500 points")).toBeVisible()
  await expect(page.getByText(/L'équipe gagne/)).toBeVisible()
  // The last card is rated on the end screen, before the game closes.
  const lastRating = page.getByRole("region", { name: "Le dernier défi, joué par Oscar, c'était comment\u202f?" })
  await lastRating.getByRole("button", { name: "Dangereux" }).click()
  await expect(lastRating.getByRole("button", { name: "Dangereux" })).toHaveAttribute("aria-pressed", "true")
  await lookAt(page, `${screenshotsFolder}rating-bar-end-fr-360.png`, { fullPage: true })
  // As at turn 4: the tap is on this phone's database before the app is opened again (a page load
  // mid-write would abort the write; a player does not reopen the app within these milliseconds).
  await expect.poll(() => storedLastRating(page, offlineId), { message: "the last card's rating kept on the phone" }).toBe("unsafe")
  await page.goto("/game")
  await expect(page.getByRole("button", { name: /Reprendre une partie/ })).toBeDisabled()
  await page.getByRole("button", { name: "Scores précédents" }).click()
  await expect(page.locator("#previous-scores")).toContainText("Nina")
  await expect(page.getByText("Parties jouées\u00a0: 1")).toBeVisible()

  // Back online: the queue is replayed in order, the offline id maps to the server's, the game ends once.
  await context.setOffline(false)
  await expect
    .poll(
      async () => {
        const response = await apiGet(page.request, "/api/me/profile")
        return response.ok() ? ((await response.json()) as ServerProfile).gamesPlayed : -1
      },
      { timeout: 20_000 }
    )
    .toBe(1)
  const profile = (await (await apiGet(page.request, "/api/me/profile")).json()) as ServerProfile
  expect(profile.currentGameId).toBeNull()
  expect(profile.pastGame?.id).not.toBe(offlineId)
  expect(profile.pastGame?.players.map((player) => [player.name, player.score])).toEqual([
    ["Nina", 375],
    ["Oscar", 125]
  ])
  expect(profile.pastGame?.history).toHaveLength(10)
  // The profile keeps no rating: the cards' counters have them, with nothing about who played.
  expect(profile.pastGame?.history.some((turn) => turn.rating !== undefined)).toBe(false)
  await grantAdmin(account.email)
  const report = (await (await page.request.get("/api/admin/card-stats/base")).json()) as { report: CardReport }
  const rowOf = (turn: number) => report.report.rows.find((row) => row.challengeId === profile.pastGame?.history[turn]?.challengeId)
  expect(rowOf(0)?.ratings["too-easy"]).toBe(1)
  expect(rowOf(9)?.ratings.unsafe).toBe(1)
  await page.reload()
  await expect(page.getByText("Parties jouées\u00a0: 1")).toBeVisible()
  // Once the reopened menu has nothing more to send or read, the game was still ended only once.
  await networkQuiet(page)
  expect(((await (await page.request.get("/api/me/profile")).json()) as ServerProfile).gamesPlayed).toBe(1)

  // The admin's table opens on it: the card rated unsafe offline comes first, with its badge.
  await page.goto("/admin/packs/stats?pack=base")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistiques des défis")
  const firstRow = page.locator(".admin-stats-table tbody tr").first()
  await expect(firstRow).toContainText(rowOf(9)?.challengeId ?? "no card")
  await expect(firstRow.locator(".admin-badge")).toHaveText("Dangereux")
})
