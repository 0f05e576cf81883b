import type { Page } from "@playwright/test"
import { newAdmin, originOf } from "./admin-support.ts"
import { expect, test, withSavedCookieChoice } from "./fixtures.ts"

/**
 * A challenge's timer says what its clock means, and zero says what it means: good news for a hold or
 * a minimum, time up for a limit. A pack made in the admin area, every challenge timed with one meaning,
 * so any challenge the deck deals shows it.
 */
const timedPack = async (page: Page, meaning: "limit" | "hold", seconds: number, words: { readonly fr: string; readonly en: string }) => {
  const suffix = `${meaning}-${Date.now().toString(36)}`
  const created = await page.request.post("/api/admin/packs", {
    headers: { Origin: originOf(page), Accept: "application/json" },
    data: {
      id: `chrono-${suffix}`,
      name: { fr: `Chrono ${suffix}`, en: `Clock ${suffix}` },
      description: { fr: "Que des défis chronométrés.", en: "Timed challenges only." },
      combinable: false,
      published: true,
      challenges: Array.from({ length: 12 }, (_, index) => ({
        category: "time-linked",
        text: { fr: `${words.fr} ${seconds} secondes (${suffix}, ${index + 1}).`, en: `${words.en} ${seconds} seconds (${suffix}, ${index + 1}).` },
        timer: { seconds, meaning }
      }))
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  return `Chrono ${suffix}`
}

const startWith = async (page: Page, packName: string) => {
  await page.goto("/game/pregame")
  await page.getByRole("checkbox", { name: packName }).check()
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  await names.nth(0).fill("Léa")
  await names.nth(1).fill("Max")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).not.toHaveURL(/pregame/)
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
}

/** A new admin (to make the pack) who has read the disclaimer. */
const player = async (page: Page) => {
  await withSavedCookieChoice(page)
  await page.goto("/")
  await newAdmin(page)
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: originOf(page) } })
  expect(accepted.ok()).toBe(true)
}

test("a hold: the card says “Tiens 2 s”, the timer counts down under “Tiens encore”, and zero is good news", async ({ page }) => {
  test.setTimeout(90_000)
  await player(page)
  await startWith(page, await timedPack(page, "hold", 2, { fr: "Tiens la prise de départ", en: "Hold the start hold for" }))
  await expect(page.getByRole("article", { name: "Ton défi" })).toContainText("Tiens 2 s")
  const timer = page.getByRole("region", { name: "Tiens encore" })
  await expect(timer.getByRole("timer")).toHaveText("0:02.0")
  await page.getByRole("button", { name: "Démarrer" }).click()
  await expect(timer.getByRole("status")).toHaveText("Tenu !")
  await expect(timer).toHaveClass(/is-reached/)
  await expect(timer).not.toHaveClass(/is-time-up/)
})

test("a limit: the card says “Moins de 2 s”, and zero is time up", async ({ page }) => {
  test.setTimeout(90_000)
  await player(page)
  await startWith(page, await timedPack(page, "limit", 2, { fr: "Fais le top en moins de", en: "Top it in under" }))
  await expect(page.getByRole("article", { name: "Ton défi" })).toContainText("Moins de 2 s")
  const timer = page.getByRole("region", { name: "Temps restant" })
  await page.getByRole("button", { name: "Démarrer" }).click()
  await expect(timer.getByRole("status")).toHaveText("Temps écoulé !")
  await expect(timer).toHaveClass(/is-time-up/)
})
