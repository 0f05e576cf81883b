import type { Browser, Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, originOf, test } from "./fixtures.ts"
import { type Language, readyPlayer } from "./game-support.ts"
import { newHost, openNight, openScreen, playTurns, rankingRow, startTiedGame, words } from "./gym-night-support.ts"

/**
 * A whole gym night (issue #39), as the gym lives it: three groups on three phones of their own, one
 * joining from the poster's link, one typing the code in English, one losing the network at the
 * wall, and the big screen by the wall following them all; the host hides a rude name.
 */

let phones = 0

/** A group's phone: its own browser, at a phone's width, from an address of its own, signed up and the disclaimer read. */
const groupPhone = async (browser: Browser, host: Page, language: Language) => {
  phones += 1
  const context = await browser.newContext({
    baseURL: originOf(host),
    viewport: { width: 360, height: 780 },
    locale: language === "fr" ? "fr-FR" : "en-GB",
    // As the suite's own contexts: Chromium's offline switch does not reach a service worker's fetches.
    serviceWorkers: "block",
    extraHTTPHeaders: { "X-Forwarded-For": `10.251.${process.pid % 250}.${phones % 250}` }
  })
  const phone = await context.newPage()
  await readyPlayer(phone, { language })
  return { context, phone }
}

/** The points the TV shows beside a player's name, or undefined while it does not show them. */
const shownPoints = async (screen: Page, name: string): Promise<number | undefined> => {
  const rows = rankingRow(screen, name)
  if ((await rows.count()) === 0) return undefined
  const points = /^(−?[\d\s]+?)\s*pts$/.exec(((await rows.first().locator(".screen-points").textContent()) ?? "").trim())
  return points === null ? undefined : Number((points[1] ?? "").replace("−", "-").replace(/\s/g, ""))
}

test("three groups and one big screen: every result reaches the TV, an offline group's once it is back, and a hidden name leaves", async ({
  page,
  browser
}) => {
  test.setTimeout(300_000)
  await newHost(page, "Maya")
  const night = await openNight(page, "Grande soirée bloc", "fr", ["party-night"])
  const { context: tvContext, screen } = await openScreen(browser, page, night.screenPath, "fr-FR")
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Grande soirée bloc")
  await expect(screen.getByTestId("screen-groups")).toHaveText("0 groupe inscrit")

  // Group 1 comes from the poster's QR link.
  const first = await groupPhone(browser, page, "fr")
  await first.phone.goto(night.joinPath)
  await first.phone.getByRole("link", { name: "Préparer notre partie" }).click()
  await expect(first.phone.getByRole("heading", { name: words.fr.tied("Grande soirée bloc") })).toBeVisible()
  await startTiedGame(first.phone, "fr", ["Chloé", "Malik"])
  await expect(screen.getByTestId("screen-groups")).toHaveText("1 groupe inscrit")
  await playTurns(first.phone, "fr", ["Chloé", "Malik"], 2)
  await expect.poll(() => shownPoints(screen, "Chloé"), { message: "Chloé's success on the TV" }).toBeGreaterThan(0)
  await expect(screen.getByTestId("screen-ticker")).toContainText(/Malik — .+ — raté/)

  // Group 2 types the code it reads on the poster, in an English pregame.
  const second = await groupPhone(browser, page, "en")
  await second.phone.goto("/game/pregame")
  await second.phone.getByLabel("Join a gym night").fill(night.event.joinCode.toLowerCase())
  await second.phone.getByRole("button", { name: "Join", exact: true }).click()
  await expect(second.phone.getByTestId("pregame-night").getByRole("heading", { name: words.en.tied("Grande soirée bloc") })).toBeVisible()
  await startTiedGame(second.phone, "en", ["Sam", "Jo"])
  await expect(screen.getByTestId("screen-groups")).toHaveText("2 groupes inscrits")
  await playTurns(second.phone, "en", ["Sam", "Jo"], 1)
  await expect.poll(() => shownPoints(screen, "Sam"), { message: "Sam's success on the TV" }).toBeGreaterThan(0)
  // The TV speaks the night's language whatever the group's phone speaks.
  await expect(screen.getByTestId("screen-ticker")).toContainText(/Sam — .+ — réussi/)

  // Group 3 starts online, then the gym's back room has no signal: it plays on.
  const third = await groupPhone(browser, page, "fr")
  await third.phone.goto(night.joinPath)
  await third.phone.getByRole("link", { name: "Préparer notre partie" }).click()
  await startTiedGame(third.phone, "fr", ["Inès", "Tom"])
  await expect(screen.getByTestId("screen-groups")).toHaveText("3 groupes inscrits")
  await third.context.setOffline(true)
  await playTurns(third.phone, "fr", ["Inès", "Tom"], 3)
  // Meanwhile group 1 plays on, online: the TV keeps following the others.
  const chloeBefore = (await shownPoints(screen, "Chloé")) ?? 0
  await playTurns(first.phone, "fr", ["Chloé", "Malik"], 1)
  await expect.poll(() => shownPoints(screen, "Chloé"), { message: "Chloé's second success on the TV" }).toBeGreaterThan(chloeBefore)
  expect((await shownPoints(screen, "Inès")) ?? 0, "nothing of the offline group reached the TV").toBe(0)
  await expect(screen.getByTestId("screen-ticker")).not.toContainText("Inès")

  // The network comes back: its three turns reach the TV, without anyone touching the phone.
  await third.context.setOffline(false)
  await expect.poll(() => shownPoints(screen, "Inès"), { message: "Inès's results once the phone is back online" }).toBeGreaterThan(0)
  await expect(screen.getByTestId("screen-ticker")).toContainText(/Tom — .+ — raté/)
  expect(await axeViolations(screen), "the TV with three groups").toEqual([])

  // The host hides a rude name: it leaves the TV at once, the others stay.
  const hidden = await page.request.post(`/api/gym-events/${night.event.id}/hidden-names`, {
    headers: { Origin: originOf(page), Accept: "application/json" },
    data: { name: "Malik" }
  })
  expect(hidden.ok(), await hidden.text()).toBe(true)
  await expect(rankingRow(screen, "Malik")).toHaveCount(0)
  await expect(screen.getByTestId("screen-ticker")).not.toContainText("Malik")
  for (const name of ["Chloé", "Sam", "Jo", "Inès", "Tom"]) await expect(rankingRow(screen, name), name).toHaveCount(1)

  for (const { context } of [first, second, third]) await context.close()
  await tvContext.close()
})
