import type { Page } from "@playwright/test"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/** The players' step of pregame: its options say one thing, and its headings go down one level at a time. */

const openPlayersStep = async (page: Page, language: "fr" | "en") => {
  await withSavedCookieChoice(page)
  if (language === "en") await page.addInitScript(() => localStorage.setItem("locale", "en"))
  await signUpThroughApi(page, { language })
  await page.goto("/")
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
  expect(accepted.ok()).toBe(true)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: language === "fr" ? /Suivant : les joueurs/ : /Next: the players/ }).click()
}

for (const [language, words] of [
  [
    "fr",
    {
      advanced: "Options avancées",
      group: "Catégories en jeu",
      help: /Cochée = en jeu.*2 au plus peuvent être laissées de côté/,
      first: "Jeu",
      second: "Autre",
      third: "En lien avec le temps",
      full: /2 catégories/
    }
  ],
  [
    "en",
    {
      advanced: "Advanced options",
      group: "Categories in play",
      help: /Ticked = in play.*at most 2 can be left out/i,
      first: "Game",
      second: "Other",
      third: "Time linked",
      full: /maximum of 2 categories/
    }
  ]
] as const) {
  test(`the advanced options are the categories in play: ticked is in play, at most 2 left out (${language})`, async ({ page }) => {
    await openPlayersStep(page, language)
    await page.getByText(words.advanced).click()
    const group = page.getByRole("group", { name: words.group })
    await expect(group).toHaveAccessibleDescription(words.help)
    const boxes = group.getByRole("checkbox")
    await expect(boxes).toHaveCount(8)
    for (const box of await boxes.all()) await expect(box).toBeChecked()
    await group.getByRole("checkbox", { name: words.first, exact: true }).uncheck()
    await group.getByRole("checkbox", { name: words.second, exact: true }).uncheck()
    await expect(group.getByRole("checkbox", { name: words.third, exact: true })).toBeChecked()
    await expect(group.getByRole("checkbox", { name: words.third, exact: true })).toBeDisabled()
    await expect(group.getByRole("status")).toHaveText(words.full)
  })
}

test("the players' step never skips a heading level", async ({ page }) => {
  await openPlayersStep(page, "fr")
  await page.getByRole("button", { name: "Ajouter un joueur" }).click()
  const levels = await page
    .locator("main")
    .evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1])))
  expect(levels[0]).toBe(1)
  for (let index = 1; index < levels.length; index++)
    expect((levels[index] ?? 0) - (levels[index - 1] ?? 0), `heading ${index + 1} of ${levels.join(", ")}`).toBeLessThanOrEqual(1)
})

test("focus follows the taps at once and stays where the person then goes", async ({ page }) => {
  await openPlayersStep(page, "fr")
  // Next moved focus to the step's heading before its tap was over.
  await expect(page.getByRole("heading", { level: 1, name: "Qui joue ?" })).toBeFocused()
  const names = page.getByLabel("Nom", { exact: true })
  // One task: tap "Add a player", see the new row focused, then go back to the first name. A focus
  // moved a frame later would pull the keyboard away from it, into the new row.
  const focusedAfterTap = await page.evaluate(() => {
    const add = [...document.querySelectorAll("button")].find((button) => button.textContent?.includes("Ajouter un joueur"))
    add?.click()
    const focused = document.activeElement?.id ?? ""
    document.querySelector<HTMLInputElement>("input[id$='-name']")?.focus()
    return focused
  })
  expect(focusedAfterTap).toBe(await names.nth(2).getAttribute("id"))
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await expect(names.nth(0)).toBeFocused()
  // The first row comes named after the account (Zoé); what is typed goes on there, not into the new row.
  await expect(names.nth(0)).toHaveValue("Zoé")
  await page.keyboard.type("Ana")
  await expect(names.nth(0)).toHaveValue("ZoéAna")
  await expect(names.nth(2)).toHaveValue("")
})

test("the game's code failing to load at Start says to try again or reload, and keeps the players", async ({ page }) => {
  // The browser never idle: the game's code waits for Start instead of loading ahead of it.
  await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }))
  await openPlayersStep(page, "fr")
  const names = page.getByLabel("Nom", { exact: true })
  await names.nth(0).fill("Ana")
  await names.nth(1).fill("Ben")
  await page.evaluate(() => window.scrollTo(0, 0))
  // A new version deployed, or the connection lost: no more code comes.
  await page.route("**/*.js", (route) => route.abort())
  const start = page.getByRole("button", { name: "Lancer la partie" })
  await start.click()
  const refusal = page.getByRole("alert").filter({ hasText: "Une erreur est survenue" })
  await expect(refusal).toHaveText("Une erreur est survenue. Réessaie plus tard ou recharge la page.")
  // Tapped with the form's top in view: the refusal is brought into view, clear of the sticky start button.
  await expect(refusal).toBeInViewport({ ratio: 1 })
  const [refusalBox, startBox] = await Promise.all([refusal.boundingBox(), start.boundingBox()])
  expect((refusalBox?.y ?? 0) + (refusalBox?.height ?? 0)).toBeLessThanOrEqual(startBox?.y ?? 0)
  await expect(page).toHaveURL(/\/game\/pregame$/)
  await expect(start).toBeEnabled()
  await expect(names.nth(0)).toHaveValue("Ana")
  await expect(names.nth(1)).toHaveValue("Ben")
})
