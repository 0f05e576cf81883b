import type { Browser, Page } from "@playwright/test"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import type { ScreenView } from "#core/gym-events/screen-view.ts"
import { axeViolations } from "./axe.ts"
import { apiGet, expect, test } from "./fixtures.ts"
import { readyPlayer } from "./game-support.ts"
import { newHost, openNight as openHostedNight, playTurns, startTiedGame, words } from "./gym-night-support.ts"
import { areScreenshotsWanted, lookAt, screenshotsFolder } from "./screens.ts"

/**
 * The group's side of a gym night (issue #39): joining from the poster's QR link or by typing the
 * code in pregame, the names notice said once, the next game tied to the night with the night's packs
 * (owned or not), and its results on the night's screen, offline play included.
 */

/** A gym night opened by a new host in a context of its own: its event, join path, its screen as the big screen reads it. */
const openNight = async (browser: Browser, baseURL: string, name: string) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` }
  })
  const host = await context.newPage()
  await newHost(host, "Hugo")
  const { event, joinPath, token } = await openHostedNight(host, name, "fr", ["party-night"])
  /** The night's screen as the big screen reads it (no account). */
  const screen = async (): Promise<ScreenView> => {
    const answer = await host.request.get(`/api/gym-events/${event.id}/screen?token=${encodeURIComponent(token)}`)
    expect(answer.ok(), await answer.text()).toBe(true)
    return ((await answer.json()) as GymEventAnswer<"GET /gym-events/:id/screen">).screen as ScreenView
  }
  return { event, joinPath, screen, close: () => context.close() }
}

/** A player's points on the night's screen, or undefined when the screen does not show them. */
const pointsOn = (view: ScreenView, name: string): number | undefined => view.ranking.find((player) => player.name === name)?.points

/** With `npm run screenshots`: the whole page as it is, to look at. */
const shoot = async (page: Page, name: string) => {
  if (areScreenshotsWanted) await lookAt(page, `${screenshotsFolder}gym-night-${name}.png`, { fullPage: true })
}

const fitsItsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test.describe("a group at a gym night", () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test("joins from the poster's QR link in French, is told once that names show on the screen, and its tied game reaches the night's standings", async ({
    page,
    browser,
    baseURL
  }) => {
    test.setTimeout(240_000)
    const night = await openNight(browser, baseURL ?? "", "Bloc party de décembre")
    await readyPlayer(page, { language: "fr" })
    await page.goto(night.joinPath)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bloc party de décembre")
    await expect(page.getByText("Bloc Session, Lyon")).toBeVisible()
    await expect(page.getByRole("listitem").filter({ hasText: words.fr.pack })).toBeVisible()
    await expect(page.getByRole("heading", { name: words.fr.notice })).toBeVisible()
    await expect(page.getByText("C'est bon\u00a0! Ta prochaine partie compte pour cette soirée.")).toBeVisible()
    expect(await axeViolations(page), "the join page").toEqual([])
    expect(await fitsItsWidth(page), "the join page fits 360 px").toBe(true)
    await shoot(page, "join-fr-360")

    // Told once: the same phone opening the poster's link again is not told again.
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bloc party de décembre")
    await expect(page.getByRole("heading", { name: words.fr.notice })).toHaveCount(0)

    await page.getByRole("link", { name: "Préparer notre partie" }).click()
    await expect(page.getByRole("heading", { name: words.fr.tied("Bloc party de décembre") })).toBeVisible()
    // The night's pack, not owned, is offered first and chosen.
    await expect(page.getByRole("checkbox", { name: words.fr.pack })).toBeChecked()
    await expect(page.getByRole("checkbox", { name: "Classique" })).not.toBeChecked()
    expect(await axeViolations(page), "the pregame tied to a night").toEqual([])
    expect(await fitsItsWidth(page), "the tied pregame fits 360 px").toBe(true)
    await shoot(page, "pregame-tied-fr-360")

    const created = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/games")
    await startTiedGame(page, "fr", ["Chloé", "Malik"])
    expect(((await created).postDataJSON() as { gymEventId?: string }).gymEventId).toBe(night.event.id)
    await playTurns(page, "fr", ["Chloé", "Malik"], 10)
    await expect(page.getByRole("heading", { name: words.fr.winner })).toBeVisible()

    await expect.poll(async () => pointsOn(await night.screen(), "Chloé") ?? -1, { message: "Chloé's points on the night's screen" }).toBeGreaterThan(0)
    const view = await night.screen()
    expect(view.ranking.map((player) => player.name).sort()).toEqual(["Chloé", "Malik"])
    expect(view.ticker.length).toBeGreaterThan(0)

    // The game stays in the group's history with the night's name, once the phone has closed it
    // (the players leave the end screen: the last card's rating is then settled).
    await page.goto("/game")
    await expect
      .poll(async () => {
        const answer = await apiGet(page.request, "/api/me/profile")
        return answer.ok() ? ((await answer.json()) as { currentGameId: string | null }).currentGameId : "not read"
      })
      .toBeNull()
    await page.goto("/game/history")
    await expect(page.getByText("Jouée lors de «\u00a0Bloc party de décembre\u00a0»")).toBeVisible()
    await shoot(page, "history-night-fr-360")

    // The tie was used up by that game: a new pregame is an ordinary one.
    await page.goto("/game/pregame")
    await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
    await expect(page.getByTestId("pregame-night")).toHaveCount(0)
    await night.close()
  })

  test("joins by typing the code in pregame in English, after a wrong code's message, and can leave the night", async ({ page, browser, baseURL }) => {
    // Two accounts' sign-ups (a host's, a group's) and a grant by the terminal: slow on a shared machine.
    test.setTimeout(150_000)
    const night = await openNight(browser, baseURL ?? "", "Friday Bloc Jam")
    await readyPlayer(page, { language: "en" })
    await page.goto("/game/pregame")
    await expect(page.getByRole("checkbox", { name: "Classic" })).toBeChecked()
    const field = page.getByLabel("Join a gym night")
    await field.fill("abc")
    await page.getByRole("button", { name: "Join", exact: true }).click()
    await expect(page.getByText("A code has 8 letters and digits, like ABCD-EFGH.")).toBeVisible()
    await field.fill("zzzz-zzzz")
    await page.getByRole("button", { name: "Join", exact: true }).click()
    await expect(page.getByText("No open event has this code. Check it on the poster.")).toBeVisible()
    await expect(field).toHaveAttribute("aria-invalid", "true")

    // Typed as people type what they read: lower case, a space where the poster has a dash.
    await field.fill(night.event.joinCode.toLowerCase().replace("-", " "))
    await page.getByRole("button", { name: "Join", exact: true }).click()
    const tied = page.getByTestId("pregame-night")
    await expect(tied.getByRole("heading", { name: words.en.tied("Friday Bloc Jam") })).toBeVisible()
    await expect(tied.getByRole("heading", { name: words.en.notice })).toBeVisible()
    await expect(page.getByRole("checkbox", { name: words.en.pack })).toBeChecked()
    expect(await axeViolations(page), "the pregame joined by code").toEqual([])
    expect(await fitsItsWidth(page), "the tied pregame fits 360 px").toBe(true)
    await shoot(page, "pregame-tied-en-360")

    // Leaving the night gives the group its own pregame back: the night's pack, not owned, is no longer offered.
    await tied.getByRole("button", { name: words.en.leave }).click()
    await expect(page.getByTestId("pregame-night")).toHaveCount(0)
    await expect(page.getByRole("checkbox", { name: words.en.pack })).toHaveCount(0)
    await expect(page.getByRole("checkbox", { name: "Classic" })).toBeChecked()
    await page.reload()
    await expect(page.getByRole("checkbox", { name: "Classic" })).toBeChecked()
    await expect(page.getByTestId("pregame-night")).toHaveCount(0)

    // The poster's link later: the night again, and the group was already told of the names.
    await page.goto(night.joinPath)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Friday Bloc Jam")
    await expect(page.getByText("You're in! Your next game counts for this night.")).toBeVisible()
    await expect(page.getByRole("heading", { name: words.en.notice })).toHaveCount(0)
    expect(await axeViolations(page), "the join page in English").toEqual([])
    expect(await fitsItsWidth(page), "the join page fits 360 px").toBe(true)
    await shoot(page, "join-en-360")
    await night.close()
  })

  test("a wrong code on the poster's link says so, and someone not signed in is asked to sign in or up, with the way back here", async ({
    page,
    browser,
    baseURL
  }) => {
    test.setTimeout(150_000)
    const night = await openNight(browser, baseURL ?? "", "Nuit du bloc")
    await page.goto("/event/ZZZZ-ZZZZ")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ce code n'ouvre aucune soirée")
    await expect(page.getByRole("alert")).toHaveText(/Aucun événement ouvert n'a ce code\. Vérifie-le sur l'affiche\./)
    expect(await axeViolations(page), "the refused join").toEqual([])
    expect(await fitsItsWidth(page)).toBe(true)
    await shoot(page, "join-refused-fr-360")

    await page.getByLabel("Rejoindre une soirée en salle").fill(night.event.joinCode.toLowerCase())
    await page.getByRole("button", { name: "Rejoindre", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuit du bloc")
    await expect(page).toHaveURL(new RegExp(`${night.joinPath}$`))
    const signIn = page.getByRole("link", { name: "Se connecter" })
    await expect(signIn).toHaveAttribute("href", `/auth/sign-in?returnTo=${encodeURIComponent(night.joinPath)}`)
    await expect(page.getByRole("link", { name: "Créer un compte" })).toHaveAttribute("href", `/auth/sign-up?returnTo=${encodeURIComponent(night.joinPath)}`)
    expect(await axeViolations(page), "the join page before signing in").toEqual([])
    await shoot(page, "join-signed-out-fr-360")
    await night.close()
  })

  test("a group that loses the network plays on, and its results reach the night's screen once it is back", async ({ page, context, browser, baseURL }) => {
    test.setTimeout(240_000)
    const night = await openNight(browser, baseURL ?? "", "Soirée hors ligne")
    await readyPlayer(page, { language: "fr" })
    await page.goto(night.joinPath)
    await page.getByRole("link", { name: "Préparer notre partie" }).click()
    await expect(page.getByRole("heading", { name: words.fr.tied("Soirée hors ligne") })).toBeVisible()
    await startTiedGame(page, "fr", ["Inès", "Tom"])
    await expect.poll(async () => (await night.screen()).groups, { message: "the group joined the night" }).toBe(1)

    await context.setOffline(true)
    await playTurns(page, "fr", ["Inès", "Tom"], 3)
    expect(pointsOn(await night.screen(), "Inès") ?? 0, "nothing reached the screen while offline").toBe(0)

    await context.setOffline(false)
    await expect.poll(async () => pointsOn(await night.screen(), "Inès") ?? 0, { message: "Inès's results after the network came back" }).toBeGreaterThan(0)
    await night.close()
  })
})
