import type { Page } from "@playwright/test"
import type { Game, GameAction } from "#core/game/game.ts"
import { expectNoViolations, newAdmin } from "./admin-support.ts"
import { expect, originOf, test, withSavedCookieChoice } from "./fixtures.ts"
import { acceptDisclaimer } from "./game-support.ts"
import { laptop, lookAt, phone, screenshotsFolder } from "./screens.ts"

/** The challenge stats of the admin area against the real server, counters filled by a game played to its end. */

const challenges = [
  ["physical-constraint", "Grimpe sans utiliser ton pouce gauche.", "Climb without using your left thumb."],
  ["movement-type", "Place au moins un crochetage de talon sur le bloc.", "Fit at least one heel hook into the problem."],
  ["game", "Les autres choisissent une prise que tu dois éviter.", "The others pick one hold you must avoid."],
  ["other", "Annonce chaque mouvement à voix haute avant de le faire.", "Call out every move out loud before you make it."],
  ["physical-challenges", "Fais deux tractions sur la prise de départ avant de partir.", "Do two pull-ups on the start hold before you set off."],
  ["outside-climbing", "Enchaîne trois pompes au pied du bloc avant de grimper.", "Do three push-ups at the foot of the problem before you climb."],
  ["problem-linked", "Fais le bloc en sautant une prise de main de ton choix.", "Climb the problem skipping a hand hold of your choice."],
  ["movement-type", "Croise les mains à chaque mouvement jusqu'au sommet.", "Cross your hands on every move up the problem."],
  ["physical-constraint", "Garde un pied décollé du mur pendant tout le passage.", "Keep one foot off the wall the whole way up."],
  ["game", "Ton voisin de gauche choisit ta dernière prise.", "The player on your left picks your last hold."],
  ["other", "Grimpe les yeux fermés sur les trois derniers mouvements.", "Climb the last three moves with your eyes closed."],
  ["problem-linked", "Désescalade jusqu'au départ après le top.", "Downclimb to the start after you top out."],
  ["physical-challenges", "Reste pendu d'une main à la prise finale en disant ton prénom.", "Hang one-handed from the top hold while you say your name."],
  ["outside-climbing", "Salue le groupe depuis la prise finale avant de redescendre.", "Wave to the group from the top hold before you come down."]
] as const

/** A free, published pack of fourteen challenges, made through the admin API as the signed-in admin of `page`. */
const createPack = async (page: Page, id: string): Promise<void> => {
  const created = await page.request.post("/api/admin/packs", {
    headers: { Origin: originOf(page), Accept: "application/json" },
    data: {
      id,
      name: { fr: "Soirée bloc", en: "Bouldering night" },
      description: { fr: "Des défis pour une soirée au bloc.", en: "Challenges for a night of bouldering." },
      combinable: false,
      published: true,
      challenges: challenges.map(([category, fr, en]) => ({ category, text: { fr, en } }))
    }
  })
  expect(created.status(), await created.text()).toBe(201)
}

/**
 * A two-player game of the pack played to its end through the game API, as the app sends it: the
 * first card replaced, every other result a success, the first card rated too easy, the second good
 * and the fourth unsafe. Resolves to the game as it ended.
 */
const playWholeGame = async (page: Page, packId: string): Promise<Game> => {
  const headers = { Origin: originOf(page), Accept: "application/json" }
  const players = [
    { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
    { name: "Malik", difficulty: "5+", avatar: "02-blue-red" }
  ]
  const created = await page.request.post("/api/games", { headers, data: { players, packs: [packId] } })
  expect(created.status(), await created.text()).toBe(201)
  let game = (await created.json()) as Game
  const act = async (action: GameAction) => {
    const answer = await page.request.post(`/api/games/${game.id}/actions`, { headers, data: { version: game.version, action } })
    expect(answer.ok(), await answer.text()).toBe(true)
    game = (await answer.json()) as Game
  }
  const ratings: ReadonlyArray<"too-easy" | "good" | null | "unsafe"> = ["too-easy", "good", null, "unsafe"]
  for (let turn = 0; game.turn.phase !== "finished"; turn++) {
    await act({ _tag: "confirm-route", route: null })
    if (turn === 0) await act({ _tag: "replace-challenge" })
    await act({ _tag: "record-result", outcome: turn % 2 === 0 ? "success" : "fail" })
    const rating = ratings[turn] ?? null
    if (rating !== null) await act({ _tag: "rate-card", rating })
  }
  const ended = await page.request.post(`/api/games/${game.id}/end`, { headers, data: { version: game.version } })
  expect(ended.ok(), await ended.text()).toBe(true)
  return game
}

/** The table's body rows, in the order shown. */
const bodyRows = (page: Page) => page.locator(".admin-stats-table tbody tr")

/** No sideways scroll of the page itself: only the table's own region scrolls. */
const pageFitsItsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** Pictures of the screen at a phone's width and a laptop's, when pictures are wanted (E2E_SCREENSHOTS=1). */
const lookAtBothWidths = async (page: Page, name: string) => {
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size)
    await lookAt(page, `${screenshotsFolder}admin-card-stats-${name}-${size.width}.png`, { fullPage: true })
  }
}

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("challenge stats: empty before a game ends, then the unsafe card first with its flag, sorted by any column, each card a link to its editor; in French and English", async ({
  page
}) => {
  test.setTimeout(150_000)
  const packId = `soiree-${Date.now().toString(36)}`
  await page.setViewportSize(laptop)
  await page.goto("/")
  await newAdmin(page)
  await acceptDisclaimer(page)
  await createPack(page, packId)

  // Reached from the side menu; the new pack has no counters yet.
  await page.goto("/admin/packs")
  await page.getByRole("navigation", { name: "Menu d'administration" }).getByRole("link", { name: "Stats des défis" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistiques des défis")
  await page.getByLabel("Pack", { exact: true }).selectOption({ label: "Soirée bloc" })
  await expect(page).toHaveURL(new RegExp(`/admin/packs/stats\\?pack=${packId}$`))
  await expect(page.getByText("Aucune partie avec ce pack n'est encore terminée.")).toBeVisible()
  await expect(page.getByText("Réussi 95 % du temps ou plus, à partir de 10 tentatives.")).toBeVisible()
  await expectNoViolations(page)
  await lookAtBothWidths(page, "empty-fr")

  const game = await playWholeGame(page, packId)
  const [first, second, , fourth] = game.history
  if (first === undefined || second === undefined || fourth === undefined) throw new Error("a two-player game has ten turns")
  const unsafe = fourth.challengeId

  await page.setViewportSize(laptop)
  await page.reload()
  const region = page.getByRole("region", { name: "Soirée bloc, toutes les versions" })
  await expect(region).toBeVisible()
  await expect(region).toHaveAttribute("tabindex", "0")
  // The server's order: the card rated unsafe first, with its flag in words.
  await expect(bodyRows(page)).toHaveCount(challenges.length)
  await expect(bodyRows(page).first()).toContainText(unsafe)
  await expect(bodyRows(page).first().locator(".admin-badge")).toHaveText("Dangereux")
  const replacedRow = bodyRows(page).filter({ hasText: first.replaced[0] ?? "?" })
  await expect(replacedRow.locator("td").nth(3)).toHaveText("—aucune tentative")
  await expect(page.getByLabel("Version", { exact: true })).toHaveText(/Toutes les versions\s*1\.0\.0 \(actuelle\)/)
  await expect(page.getByRole("columnheader", { name: "Réussite" })).not.toHaveAttribute("aria-sort")

  // Sorted by success rate: a real button in the heading, aria-sort on the sorted column only.
  const success = page.getByRole("columnheader", { name: "Réussite" })
  await success.getByRole("button").click()
  await expect(success).toHaveAttribute("aria-sort", "descending")
  await expect(bodyRows(page).first().locator("td").nth(3)).toHaveText("100 %")
  await success.getByRole("button").click()
  await expect(success).toHaveAttribute("aria-sort", "ascending")
  await expect(bodyRows(page).first().locator("td").nth(3)).toHaveText("0 %")
  await expect(page.getByText("Trié par Réussite, ordre croissant.")).toBeAttached()
  await lookAt(page, `${screenshotsFolder}admin-card-stats-sorted-fr-${laptop.width}.png`)
  // By keyboard: the attempts' heading, then back to the default order.
  await page.getByRole("button", { name: "Tentatives" }).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("columnheader", { name: "Tentatives" })).toHaveAttribute("aria-sort", "descending")
  await expect(success).not.toHaveAttribute("aria-sort")
  await page.getByRole("button", { name: "Revenir à l'ordre par défaut" }).click()
  await expect(bodyRows(page).first()).toContainText(unsafe)
  await expect(page.getByRole("heading", { name: "Soirée bloc, toutes les versions" })).toBeFocused()
  await expectNoViolations(page)

  // One version chosen: the same game, all dealt from 1.0.0.
  await page.getByLabel("Version", { exact: true }).selectOption("1.0.0")
  await expect(page).toHaveURL(new RegExp(`pack=${packId}&version=1\\.0\\.0$`))
  await expect(page.getByRole("region", { name: "Soirée bloc, version 1.0.0" })).toBeVisible()
  await expect(bodyRows(page).first()).toContainText(unsafe)

  // At a phone's width and at 200% zoom (half a laptop's width), the table scrolls in its region, not the page.
  for (const width of [phone.width, laptop.width / 2]) {
    await page.setViewportSize({ width, height: 780 })
    await expect(region.or(page.getByRole("region", { name: "Soirée bloc, version 1.0.0" }))).toBeVisible()
    expect(await pageFitsItsWidth(page), `no sideways scroll of the page at ${width}px`).toBe(true)
    const scrolls = await page.locator(".admin-scroll-region").evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(scrolls, `the table scrolls in its region at ${width}px`).toBe(true)
  }
  await expectNoViolations(page)
  await page.setViewportSize(laptop)
  await page.getByLabel("Version", { exact: true }).selectOption("all")
  await expect(region).toBeVisible()
  await lookAtBothWidths(page, "fr")

  // A card's link opens its editor on the pack's page, the focus in it; closing it leaves the focus on the card's row.
  await page.setViewportSize(laptop)
  await page.getByRole("link", { name: `Modifier le défi ${second.challengeId}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/packs/${packId}\\?edit=${second.challengeId}$`))
  const editor = page.getByRole("dialog", { name: `Modifier le défi ${second.challengeId}` })
  await expect(editor).toBeVisible()
  await expect(editor.getByLabel("Français")).toBeFocused()
  await lookAt(page, `${screenshotsFolder}admin-card-stats-editor-fr-${laptop.width}.png`)
  await page.keyboard.press("Escape")
  await expect(editor).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/admin/packs/${packId}$`))
  await expect(page.getByRole("button", { name: `Modifier le défi ${second.challengeId}` })).toBeFocused()
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistiques des défis")

  // In English.
  await page.getByRole("button", { name: "English" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Challenge stats")
  const regionEn = page.getByRole("region", { name: "Bouldering night, all versions" })
  await expect(regionEn).toBeVisible()
  await expect(bodyRows(page).first().locator(".admin-badge")).toHaveText("Unsafe")
  await expect(page.getByText("Succeeded 10% of the time or less, from 10 attempts on.")).toBeVisible()
  const successEn = page.getByRole("columnheader", { name: "Success" })
  await successEn.getByRole("button").click()
  await expect(successEn).toHaveAttribute("aria-sort", "descending")
  await expect(page.getByRole("link", { name: `Edit the challenge ${second.challengeId}` })).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole("button", { name: "Back to the default order" }).click()
  await lookAtBothWidths(page, "en")
})
