import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { buyOnDemoCheckout, expect, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"
import { localRecords, readyPlayer, startGameWith } from "./game-support.ts"

/** The players' step of pregame: its options say one thing, and its headings go down one level at a time. */

const openPlayersStep = async (page: Page, language: "fr" | "en") => {
  await withSavedCookieChoice(page)
  if (language === "en") await withSavedLanguage(page, "en")
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

for (const [language, size, words] of [
  [
    "fr",
    { width: 390, height: 844 },
    {
      openMenu: "Ouvrir le menu",
      settings: "Paramètres",
      choose: "Choisir les catégories",
      game: "Jeu",
      other: "Autre",
      time: "En lien avec le temps",
      locked: "Reste activée",
      confirm: "Confirmer",
      saved: "Tes catégories de défis ont bien été mises à jour.",
      next: /Suivant : les joueurs/,
      advanced: "Options avancées",
      group: "Catégories en jeu",
      thisGame: /Ce choix vaut pour cette partie seulement/
    }
  ],
  [
    "en",
    { width: 1280, height: 800 },
    {
      openMenu: "Open the menu",
      settings: "Settings",
      choose: "Choose the categories",
      game: "Game",
      other: "Other",
      time: "Time linked",
      locked: "Stays on",
      confirm: "Confirm",
      saved: "Your challenge categories have been updated.",
      next: /Next: the players/,
      advanced: "Advanced options",
      group: "Categories in play",
      thisGame: /This choice is for this game only/
    }
  ]
] as const) {
  test(`Settings' categories start every new game, on a phone that played before; pregame changes one game (${language}, ${size.width}px)`, async ({
    page
  }) => {
    await page.setViewportSize(size)
    await readyPlayer(page, { language })
    // A first game with every category in play: this phone now remembers it as its last game.
    await startGameWith(page, ["Inès", "Zoé"], { language })

    // Settings, reached from the game's menu: the game's styles are loaded and must not touch the switches.
    const openMenu = page.getByRole("button", { name: words.openMenu })
    if (await openMenu.isVisible()) await openMenu.click()
    await page.getByRole("link", { name: words.settings }).click()
    await page.getByRole("button", { name: words.choose }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("switch", { name: words.game }).click()
    await dialog.getByRole("switch", { name: words.other }).click()
    const locked = dialog.getByRole("switch", { name: words.time })
    await expect(locked).toBeDisabled()
    await expect(locked).toBeChecked()
    await expect(locked).toHaveAccessibleDescription(new RegExp(words.locked))
    for (const name of [words.game, words.time]) {
      const toggle = dialog.getByRole("switch", { name, exact: true })
      const row = dialog.getByRole("listitem").filter({ has: page.getByRole("switch", { name, exact: true }) })
      const [box, rowBox] = await Promise.all([toggle.boundingBox(), row.boundingBox()])
      // A whole switch (52 × 30), inside its row, its knob inside its track.
      expect(box?.width, `${name}'s switch`).toBe(52)
      expect(box?.height, `${name}'s switch`).toBe(30)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0))
      const knob = await toggle.evaluate((element) => {
        const after = getComputedStyle(element, "::after")
        return { left: Number.parseFloat(after.left), width: Number.parseFloat(after.width), shift: new DOMMatrix(after.transform).m41 }
      })
      expect(knob.left + knob.shift + knob.width, `${name}'s knob`).toBeLessThanOrEqual(52)
    }
    // Locked on is drawn as on: the on colour at full strength, not the off one.
    const colourOf = (name: string) =>
      dialog.getByRole("switch", { name }).evaluate((element) => {
        const style = getComputedStyle(element)
        return { background: style.backgroundColor, opacity: style.opacity }
      })
    const [lockedOn, off] = await Promise.all([colourOf(words.time), colourOf(words.game)])
    expect(lockedOn.opacity).toBe("1")
    expect(lockedOn.background).not.toBe(off.background)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole("button", { name: words.confirm }).click()
    await expect(page.getByTestId("toast").filter({ hasText: words.saved })).toBeVisible()

    // The next game starts from Settings, not from the last game's categories.
    const openCategories = async () => {
      await page.goto("/game/pregame")
      await page.getByRole("button", { name: words.next }).click()
      await page.getByText(words.advanced).click()
      return page.getByRole("group", { name: words.group })
    }
    let group = await openCategories()
    await expect(group).toHaveAccessibleDescription(words.thisGame)
    await expect(group.getByRole("checkbox", { name: words.game, exact: true })).not.toBeChecked()
    await expect(group.getByRole("checkbox", { name: words.other, exact: true })).not.toBeChecked()
    await group.getByRole("checkbox", { name: words.game, exact: true }).check()
    const created = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/games")
    await page.getByRole("button", { name: language === "fr" ? "Lancer la partie" : "Start the game" }).click()
    const game = (await (await created).json()) as { disabledCategories: ReadonlyArray<string> }
    expect(game.disabledCategories).toEqual(["other"])

    // That change was for that game only.
    group = await openCategories()
    await expect(group.getByRole("checkbox", { name: words.game, exact: true })).not.toBeChecked()
    await expect(group.getByRole("checkbox", { name: words.other, exact: true })).not.toBeChecked()
  })
}

for (const [language, size, words] of [
  [
    "fr",
    { width: 360, height: 740 },
    {
      kids: "Petits grimpeurs",
      base: "Classique",
      alone: "Ne se combine avec aucun autre pack",
      combinable: "Se combine avec d'autres packs",
      replaces: "«\u00a0Petits grimpeurs\u00a0» ne se combine avec aucun autre pack\u00a0: il les remplace pour cette partie.",
      takenOut: "«\u00a0Petits grimpeurs\u00a0» ne se combine avec aucun autre pack\u00a0: il a été retiré de ton choix."
    }
  ],
  [
    "en",
    { width: 1280, height: 800 },
    {
      kids: "Little Climbers",
      base: "Classic",
      alone: "Not combined with other packs",
      combinable: "Combines with other packs",
      replaces: "“Little Climbers” is not combined with other packs: it replaces them for this game.",
      takenOut: "“Little Climbers” is not combined with other packs: it was taken out of your choice."
    }
  ]
] as const) {
  test(`a pack that plays on its own says so, and says what choosing it did (${language}, ${size.width}px)`, async ({ page }) => {
    await page.setViewportSize(size)
    await readyPlayer(page, { language })
    // Owns the kids' pack, which is not combined with others.
    await buyOnDemoCheckout(page, ["kids"])
    await page.goto("/game/pregame")
    const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name, exact: true }) })
    await expect(card(words.kids)).toContainText(words.alone)
    await expect(card(words.base)).toContainText(words.combinable)
    await expect(page.getByRole("checkbox", { name: words.base, exact: true })).toBeChecked()

    await page.getByRole("checkbox", { name: words.kids, exact: true }).check()
    await expect(page.getByRole("status").filter({ hasText: words.kids })).toHaveText(words.replaces)
    await expect(page.getByRole("checkbox", { name: words.base, exact: true })).not.toBeChecked()
    await page.getByRole("checkbox", { name: words.base, exact: true }).check()
    await expect(page.getByRole("status").filter({ hasText: words.kids })).toHaveText(words.takenOut)
    await expect(page.getByRole("checkbox", { name: words.kids, exact: true })).not.toBeChecked()
    expect(await axeViolations(page)).toEqual([])
  })
}

/** The packs this phone keeps for offline play (`packs` store, spec §3), and whether the `challenges` store holds each one's challenges. */
const keptPacks = async (page: Page) => {
  type Kept = { readonly packs: ReadonlyArray<{ readonly id: string; readonly state: string; readonly challenges: ReadonlyArray<{ readonly id: string }> }> }
  const playable = (await localRecords(page, "packs")).find(([key]) => key.startsWith("playable:"))?.[1] as Kept | undefined
  const challenges = new Set((await localRecords(page, "challenges")).map(([key]) => key))
  return Object.fromEntries(
    (playable?.packs ?? []).map((pack) => [
      pack.id,
      { state: pack.state, challenges: pack.challenges.length, kept: pack.challenges.every((challenge) => challenges.has(challenge.id)) }
    ])
  )
}

test("a pack bought since the last visit is kept on the phone at the next, its challenges with it, and stays kept when nothing changed", async ({ page }) => {
  await readyPlayer(page)
  await page.goto("/game/pregame")
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  await expect.poll(() => keptPacks(page)).toMatchObject({ base: { state: "free", kept: true }, kids: { state: "not-owned", challenges: 0 } })

  await buyOnDemoCheckout(page, ["kids"])
  await page.goto("/game/pregame")
  await expect(page.getByRole("checkbox", { name: "Petits grimpeurs", exact: true })).toBeEnabled()
  await expect.poll(() => keptPacks(page)).toMatchObject({ base: { state: "free", kept: true }, kids: { state: "owned", kept: true } })
  const kids = (await keptPacks(page)).kids
  expect(kids?.challenges).toBeGreaterThan(0)

  // The same answer again: what the phone keeps is as it was.
  await page.reload()
  await expect(page.getByRole("checkbox", { name: "Petits grimpeurs", exact: true })).toBeEnabled()
  await page.waitForLoadState("networkidle")
  expect((await keptPacks(page)).kids).toEqual(kids)
})
