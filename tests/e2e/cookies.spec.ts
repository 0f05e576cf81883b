import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("acceptedCookies"))

/**
 * The analytics beacons the page sends (`POST /api/events`, first-party), as they leave the page:
 * whatever the server answers (the endpoint may not exist yet: a 404 changes nothing for the page).
 */
const countBeacons = (page: Page): Array<unknown> => {
  const beacons: Array<unknown> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/events") beacons.push(request.postDataJSON())
  })
  return beacons
}

test("accept all: saved, the banner stays away after a reload, analytics starts", async ({ page }) => {
  const beacons = countBeacons(page)
  await page.goto("/")
  const banner = page.getByRole("region", { name: "Quelques cookies\u202f?" })
  await expect(banner).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(beacons).toEqual([])

  await banner.getByRole("button", { name: "Tout accepter" }).click()
  await expect(banner).toBeHidden()
  expect(JSON.parse((await storedChoice(page)) ?? "null")).toEqual({ analythics: true, ads: true })

  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" }).click()
  await expect.poll(() => beacons.length).toBeGreaterThan(0)
  expect(beacons.at(-1)).toMatchObject({ type: "page_view", path: "/rules", language: "fr" })

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
  await page.waitForLoadState("networkidle")
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
