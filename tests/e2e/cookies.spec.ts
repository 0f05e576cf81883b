import { join } from "node:path"
import type { Page } from "@playwright/test"
import Database from "better-sqlite3"
import { e2eDataDir } from "./e2e-paths.ts"
import { expect, networkQuiet, test } from "./fixtures.ts"

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("acceptedCookies"))

const isBeacon = (method: string, url: string) => method === "POST" && new URL(url).pathname === "/api/events"

/** The analytics beacons the page sends (`POST /api/events`, first-party), as they leave the page. */
const countBeacons = (page: Page): Array<unknown> => {
  const beacons: Array<unknown> = []
  page.on("request", (request) => {
    if (isBeacon(request.method(), request.url())) beacons.push(request.postDataJSON())
  })
  return beacons
}

/** The server's answers to those beacons. */
const beaconAnswers = (page: Page): Array<number> => {
  const statuses: Array<number> = []
  page.on("response", (response) => {
    if (isBeacon(response.request().method(), response.url())) statuses.push(response.status())
  })
  return statuses
}

/** Today's count of French page views of `path` in the test server's database (tests run in parallel: it only grows). */
const storedPageViews = (path: string): number => {
  const db = new Database(join(e2eDataDir, "allez.sqlite"), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare<[string, string], { count: number }>("SELECT count FROM analytics_counts WHERE day = ? AND type = 'page_view' AND path = ? AND language = 'fr'")
      .get(new Date().toISOString().slice(0, 10), path)
    return row?.count ?? 0
  } finally {
    db.close()
  }
}

test("accept all: saved, the banner stays away after a reload, analytics starts", async ({ page }) => {
  const beacons = countBeacons(page)
  const answers = beaconAnswers(page)
  await page.goto("/")
  const banner = page.getByRole("region", { name: "Quelques cookies\u202f?" })
  await expect(banner).toBeVisible()
  await networkQuiet(page)
  expect(beacons).toEqual([])

  await banner.getByRole("button", { name: "Tout accepter" }).click()
  await expect(banner).toBeHidden()
  expect(JSON.parse((await storedChoice(page)) ?? "null")).toEqual({ analythics: true, ads: true })

  const rulesViews = storedPageViews("/rules")
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" }).click()
  await expect.poll(() => beacons.length).toBeGreaterThan(0)
  expect(beacons.at(-1)).toMatchObject({ type: "page_view", path: "/rules", language: "fr" })
  await expect.poll(() => answers).toContain(204)
  expect(answers.filter((status) => status !== 204)).toEqual([])
  await expect.poll(() => storedPageViews("/rules")).toBeGreaterThan(rulesViews)

  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
})

test("refuse all: saved, no analytics at all", async ({ page }) => {
  const beacons = countBeacons(page)
  await page.goto("/")
  await page.getByRole("button", { name: "Tout refuser" }).click()
  expect(JSON.parse((await storedChoice(page)) ?? "null")).toEqual({ analythics: false, ads: false })
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "À propos" }).click()
  await page.reload()
  await networkQuiet(page)
  await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeHidden()
  expect(beacons).toEqual([])
})

test("manage: essentials locked on, analytics and ads toggled, reopened from the footer", async ({ page }) => {
  await page.goto("/")
  await page.getByRole("button", { name: "Personnaliser" }).click()
  const dialog = page.getByRole("dialog", { name: "Préférences de cookies" })
  await expect(dialog).toBeVisible()
  const essentials = dialog.getByRole("switch", { name: "Essentiels" })
  await expect(essentials).toBeChecked()
  await expect(essentials).toBeDisabled()
  await expect(dialog.getByRole("switch", { name: "Mesure d'audience" })).not.toBeChecked()
  await dialog.getByRole("switch", { name: "Mesure d'audience" }).check()
  await dialog.getByRole("button", { name: "Enregistrer mon choix" }).click()
  await expect(dialog).toBeHidden()
  expect(JSON.parse((await storedChoice(page)) ?? "null")).toEqual({ analythics: true, ads: false })

  await page.reload()
  await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeHidden()
  await page.getByRole("button", { name: "Préférences de cookies" }).click()
  await expect(dialog.getByRole("switch", { name: "Mesure d'audience" })).toBeChecked()
  await expect(dialog.getByRole("switch", { name: "Publicité" })).not.toBeChecked()
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
})

test("an unreadable saved choice counts as none: the banner shows again", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("acceptedCookies", "{not json"))
  await page.goto("/")
  await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeVisible()
})
