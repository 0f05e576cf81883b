import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { apiGet, expect, mailsSentTo, networkQuiet, settled, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"
import { acceptDisclaimer, actionAnswered } from "./game-support.ts"
import { areScreenshotsWanted, lookAt } from "./screens.ts"

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

/** The address of a game the server knows (its ids are UUIDs; a game still only on the phone is `offline-…`). */
const serverGameAddress = /\/game\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

test.use({ viewport: { width: 360, height: 780 } })

/** A screenshot of a game screen at 360 px, kept with the report. */
const shoot = async (page: Page, name: string) => {
  await settled(page)
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5)
  )
  expect(overflowing, `nothing wider than the screen on ${name}`).toEqual([])
  const file = `${folder}game-${name}-360.png`
  await lookAt(page, file, { fullPage: true })
  if (areScreenshotsWanted) await test.info().attach(`game-${name}-360`, { path: file, contentType: "image/png" })
}

/** No accessibility violation of moderate impact or worse on the screen as it is. */
const expectAccessible = async (page: Page, screen: string) => {
  expect(await axeViolations(page), screen).toEqual([])
}

/**
 * Counts, in each page the test opens, the reads of the challenges this device keeps (the transactions that only
 * read the `challenges` store): the game screen reads its deck's texts there.
 */
const countChallengeReads = (page: Page) =>
  page.addInitScript(() => {
    const reads = { count: 0 }
    Object.assign(window, { challengeReads: reads })
    const transaction = IDBDatabase.prototype.transaction
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      names: string | Array<string>,
      mode?: IDBTransactionMode,
      options?: IDBTransactionOptions
    ) {
      if ((mode ?? "readonly") === "readonly" && [names].flat().includes("challenges")) reads.count++
      return transaction.call(this, names, mode, options)
    }
  })

test("a group plays a whole game: disclaimer, packs, three players, fifteen turns, the winner and the team result", async ({ page }) => {
  test.setTimeout(120_000)
  await countChallengeReads(page)
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/game")
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame$/)
  await page.getByRole("checkbox", { name: /J'ai lu cet avertissement/ }).check()
  await page.getByRole("button", { name: "Continuer" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu du jeu")
  await expect(page.getByRole("button", { name: /Reprendre une partie/ })).toBeDisabled()
  await shoot(page, "menu")
  await expectAccessible(page, "menu")

  await page.getByRole("button", { name: /Nouvelle partie/ }).click()
  await expect(page).toHaveURL(/\/game\/pregame$/)
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  const party = page.getByRole("listitem").filter({ hasText: "Soirée entre potes" })
  await expect(party.getByRole("checkbox")).toHaveCount(0)
  await expect(party.getByRole("link", { name: "Le trouver dans la boutique" })).toHaveAttribute("href", "/store")
  const training = page.getByRole("listitem").filter({ hasText: "Entraînement" })
  await expect(training).toContainText("Bientôt disponible")
  await expect(training.getByRole("checkbox")).toHaveCount(0)
  await shoot(page, "pregame-packs")
  await expectAccessible(page, "pregame packs")

  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qui joue\u202f?")
  const names = page.getByLabel("Nom", { exact: true })
  await expect(names).toHaveCount(2)
  await names.nth(0).fill("Ana-la-grimpeuse-du-13")
  await names.nth(1).click()
  await expect(page.getByText("Saisis un nom de joueur d'au moins 1 et d'au plus 20 caractères")).toBeVisible()
  await names.nth(0).fill("Ana")
  await names.nth(1).fill("Ben")
  await page.getByRole("button", { name: "Ajouter un joueur" }).click()
  await page.getByRole("button", { name: "Ajouter un joueur" }).click()
  await expect(names).toHaveCount(4)
  await page.getByRole("button", { name: "Ajouter un joueur" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "Une partie se joue à 4 joueurs au maximum." })).toBeVisible()
  await expect(names).toHaveCount(4)
  await page.getByRole("button", { name: "Retirer le joueur 4" }).click()
  await expect(names).toHaveCount(3)
  await names.nth(2).fill("Chloé")
  await page.getByRole("button", { name: "Avatar suivant pour le joueur 3" }).click()
  await page.getByLabel("Difficulté max").nth(2).selectOption("7A")
  await shoot(page, "pregame-players")
  await expectAccessible(page, "pregame players")
  await page.getByRole("button", { name: "Lancer la partie" }).click()

  await expect(page).toHaveURL(serverGameAddress)
  const gameId = new URL(page.url()).pathname.split("/").at(-1) ?? ""

  // Ana wins every turn; Ben wins three, Chloé one: 500, 250 and 0, a team score of 750 = 3 × 250.
  const plan: Readonly<Record<"Ana" | "Ben" | "Chloé", ReadonlyArray<"Réussi" | "Raté">>> = {
    Ana: ["Réussi", "Réussi", "Réussi", "Réussi", "Réussi"],
    Ben: ["Réussi", "Réussi", "Raté", "Réussi", "Raté"],
    Chloé: ["Raté", "Raté", "Réussi", "Raté", "Raté"]
  }
  const order = ["Ana", "Ben", "Chloé"] as const
  for (let turn = 0; turn < 15; turn++) {
    const name = order[turn % 3] as (typeof order)[number]
    const round = Math.floor(turn / 3) + 1
    await expect(page.getByTestId("turn-title")).toHaveText(`À ${name} de jouer`)
    await expect(page.getByText(`Manche ${round} sur 5`)).toBeVisible()
    const routeName = page.getByLabel("Nom du bloc (facultatif)")
    if (turn === 0) await routeName.fill("Toit")
    if (turn === 1) {
      await routeName.fill("toit ")
      await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
      await expect(page.getByRole("alert").filter({ hasText: "«\u00a0toit\u00a0» était le bloc précédent\u00a0: choisis-en un autre." })).toBeVisible()
      await expect(page.getByRole("heading", { name: "Ton défi" })).toBeHidden()
      await routeName.fill("Dalle")
    }
    if (turn === 0) await shoot(page, "turn-route")
    if (turn === 0) await expectAccessible(page, "route step")
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    const card = page.getByRole("article", { name: "Ton défi" })
    await expect(card).toBeVisible()
    await expect(card.locator("img[src^='/categories/']")).toHaveCount(1)
    if (turn === 2) {
      // How many replacements are left shows beside the button, a full deck's too.
      await expect(page.getByTestId("replacements-left")).toHaveText(/^Remplacements restants\s:\s\d+$/)
      const before = await card.locator(".challenge-text").textContent()
      await page.getByRole("button", { name: "Changer de défi" }).click()
      await expect(card.locator(".challenge-text")).not.toHaveText(before ?? "")
    }
    if (turn === 0) {
      await shoot(page, "turn-challenge")
      await expectAccessible(page, "challenge step")
    }
    await page.getByRole("button", { name: plan[name][round - 1] ?? "Réussi", exact: true }).click()
  }

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ana gagne\u202f!")
  const ranking = page.getByRole("region", { name: "Scores finaux" }).getByRole("listitem")
  await expect(ranking).toHaveText([/Ana.*500 pts/, /Ben.*250 pts/, /Chloé.*0 pts/])
  await expect(page.getByText("750 / 750 points")).toBeVisible()
  await expect(page.getByText(/L'équipe gagne\u202f!/)).toBeVisible()
  // The deck's texts were read once when the game opened (once more if the packs came after), not at each of the
  // turns' actions, whose answers bring the deck again, reordered by the cards drawn: on a phone, some hundreds of reads each time.
  expect(await page.evaluate(() => (window as unknown as { challengeReads: { count: number } }).challengeReads.count)).toBeLessThanOrEqual(2)
  await shoot(page, "end")
  await expectAccessible(page, "end screen")

  // The end screen waits for the last card's word; once given, the game closes on the server.
  const rating = page.getByRole("region", { name: "Le dernier défi, joué par Chloé, c'était comment ?" })
  await rating.getByRole("button", { name: "Bien" }).click()
  await expect(rating.getByRole("button", { name: "Bien" })).toHaveAttribute("aria-pressed", "true")
  await expect(rating.getByRole("status")).toHaveText(/C'est noté : Bien\. Merci !/)

  await expect
    .poll(async () => {
      const profile = (await (await apiGet(page.request, "/api/me/profile")).json()) as {
        gamesPlayed: number
        pastGame: { id: string; players: Array<{ score: number }> } | null
      }
      return { gamesPlayed: profile.gamesPlayed, pastGame: profile.pastGame?.id, scores: profile.pastGame?.players.map((player) => player.score) }
    })
    .toEqual({ gamesPlayed: 1, pastGame: gameId, scores: [500, 250, 0] })
  expect((await apiGet(page.request, `/api/games/${gameId}`)).status()).toBe(404)
})

/** Creates a game from pregame with these players (the packs as they come). */
const startGameWith = async (page: Page, players: ReadonlyArray<string>) => {
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  for (let index = 0; index < players.length; index++) {
    if (index >= 2) await page.getByRole("button", { name: "Ajouter un joueur" }).click()
    await names.nth(index).fill(players[index] ?? "")
  }
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(serverGameAddress)
  return new URL(page.url()).pathname.split("/").at(-1) ?? ""
}

test("a game continues after a reload; the timer; rules and feedback from the game navbar; a new game over it warns first", async ({ page }) => {
  // The page's clock runs as usual, and the test can move it on at once (the stopped timer below).
  await page.clock.install()
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await acceptDisclaimer(page)
  const gameId = await startGameWith(page, ["Léa", "Max"])

  // Léa's turn: a challenge without its own timer has a stopwatch a tap away, full screen; time the attempt.
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  const card = page.getByRole("article", { name: "Ton défi" })
  for (let tries = 0; tries < 20 && (await card.locator(".challenge-clock").count()) > 0; tries++)
    await page.getByRole("button", { name: "Changer de défi" }).click()
  const chrono = card.getByRole("button", { name: "Chrono" })
  await chrono.click()
  const view = page.getByRole("dialog", { name: "Chrono" })
  const timer = view.getByRole("timer")
  await expect(timer).toHaveText("0 s")
  await view.getByRole("button", { name: "Démarrer" }).click()
  await expect(timer).not.toHaveText("0 s")
  await shoot(page, "turn-timer")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("button", { name: "Changer de défi" })).toBeDisabled()
  await chrono.click()
  await view.getByRole("button", { name: "Arrêter" }).click()
  await expect(view.getByRole("button", { name: "Démarrer" })).toBeVisible()
  const stopped = (await timer.textContent()) ?? ""
  // Two seconds later on the page's clock, a stopped timer still reads the same.
  await page.clock.runFor(2_000)
  await expect(timer).toHaveText(stopped)
  await view.getByRole("button", { name: "Remettre à zéro" }).click()
  await expect(timer).toHaveText("0 s")
  await view.getByRole("button", { name: "Réussi", exact: true }).click()

  // Max has chosen a problem when the phone reloads: the same challenge is still there.
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  // A phone reloads seconds after a tap, not within milliseconds: the tap has reached the server first.
  const confirmed = actionAnswered(page, "confirm-route")
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await confirmed
  const challenge = (await page.locator(".challenge-text").textContent()) ?? ""
  await page.reload()
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  await expect(page.locator(".challenge-text")).toHaveText(challenge)
  await expect(page.getByRole("listitem").filter({ hasText: "Léa" })).toContainText("100 pts")

  // The game navbar under 990 px: the rules, then feedback with the game and challenge attached.
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" })
  await toggle.click()
  const menu = page.getByTestId("game-mobile-menu")
  await expect(menu.getByRole("link", { name: "Menu principal" })).toBeFocused()
  await menu.getByRole("button", { name: "Règles" }).click()
  const rules = page.getByRole("dialog", { name: "Comment jouer" })
  await expect(rules).toBeVisible()
  await expect(rules.getByRole("listitem")).toHaveCount(9)
  await shoot(page, "rules")
  await expectAccessible(page, "rules modal")
  await page.keyboard.press("Escape")
  await expect(rules).toBeHidden()
  await expect(menu).toBeHidden()

  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  await menu.getByRole("button", { name: "Ton avis" }).click()
  const feedback = page.getByRole("dialog", { name: "Envoie-nous ton avis" })
  await expect(feedback.getByLabel("Sujet")).toBeFocused()
  const send = feedback.getByRole("button", { name: "Envoyer" })
  await expect(send).toBeDisabled()
  await feedback.getByLabel("Sujet").fill("Défi trop dur")
  await expect(send).toBeDisabled()
  await feedback.getByLabel("Message").fill("Le défi des yeux fermés est impossible en dévers.")
  await shoot(page, "feedback")
  await expectAccessible(page, "feedback modal")
  await send.click()
  await expect(page.getByText("Merci pour ton retour\u202f! Il a bien été envoyé.")).toBeVisible({ timeout: 30_000 })
  await expect(feedback).toBeHidden()
  await expect.poll(() => mailsSentTo("info@allez.test").some((mail) => mail.includes("impossible en dévers") && mail.includes(`game: ${gameId}`))).toBe(true)

  // Back to the menu: the game can be continued, also after a reload.
  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  await menu.getByRole("link", { name: "Menu principal" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu du jeu")
  // Reached from the game, the menu asks for the other game pages' code: the reload comes after, so
  // that no request of this page is taken for one of the next.
  await networkQuiet(page)
  // Reopened with nothing waiting for the server, the menu reads the game to continue and the scores
  // without the game's session and engine; their code comes as the player heads for the game.
  const sessionCode: Array<string> = []
  page.on("request", (request) => {
    if (/\/assets\/game-session-[^/]+\.js$/.test(request.url())) sessionCode.push(request.url())
  })
  await page.reload()
  const resume = page.getByRole("button", { name: /Reprendre la partie/ })
  await expect(resume).toContainText("Léa, Max · manche 1 sur 5")
  await page.getByRole("button", { name: "Scores précédents" }).click()
  await expect(page.getByText("Pas encore de partie terminée\u00a0: tes scores s'afficheront ici.")).toBeVisible()
  await networkQuiet(page)
  expect(sessionCode).toEqual([])
  await resume.hover()
  await expect.poll(() => sessionCode.length).toBeGreaterThan(0)
  await resume.click()
  await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`))
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")

  // A new game over the unfinished one: a warning first; cancel keeps it, continue anyway replaces it.
  await page.goto("/game")
  await page.getByRole("button", { name: /Nouvelle partie/ }).click()
  const warning = page.getByRole("dialog", { name: "Lancer une nouvelle partie\u202f?" })
  await expect(warning).toContainText("La partie en cours sera perdue")
  await shoot(page, "new-game-warning")
  await expectAccessible(page, "new game warning")
  await warning.getByRole("button", { name: "Annuler" }).click()
  await expect(warning).toBeHidden()
  await expect(page).toHaveURL(/\/game$/)
  await page.getByRole("button", { name: /Nouvelle partie/ }).click()
  await warning.getByRole("button", { name: "Continuer quand même" }).click()
  await expect(page).toHaveURL(/\/game\/pregame$/)
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await expect(page.getByLabel("Nom", { exact: true }).nth(0)).toHaveValue("Léa")
  await expect(page.getByLabel("Nom", { exact: true }).nth(1)).toHaveValue("Max")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(serverGameAddress)
  expect(page.url()).not.toContain(gameId)
  await expect.poll(async () => (await apiGet(page.request, `/api/games/${gameId}`)).status()).toBe(404)
})

test("the game menu slides up for 300 ms on the way to the main menu, and closes after the 500 ms flag otherwise", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  const menu = page.getByTestId("game-mobile-menu")
  await expect(menu.getByRole("button", { name: "Quitter" })).toBeVisible()
  await expect(menu.getByRole("link", { name: "Paramètres" })).toBeVisible()
  await expect(menu.getByRole("button", { name: "Se déconnecter" })).toBeVisible()
  await page.evaluate(() => {
    const seen: Array<string> = []
    ;(window as unknown as { menuClasses: Array<string> }).menuClasses = seen
    const element = document.getElementById("game-mobile-menu")
    if (element !== null) new MutationObserver(() => seen.push(element.className)).observe(element, { attributes: true })
  })
  await menu.getByRole("link", { name: "Menu principal" }).click()
  await expect(page).toHaveURL(/\/game$/)
  expect(await page.evaluate(() => (window as unknown as { menuClasses: Array<string> }).menuClasses.some((name) => name.includes("is-sliding-up")))).toBe(true)
  await expect(menu).toBeHidden()
  // The main menu is on screen (each game page brings its own navbar: the pregame's goes with it).
  await expect(page.getByRole("heading", { name: "Menu du jeu" })).toBeVisible()

  // Timed in the page itself (a busy test machine must not blur it): the choice, the closing style, the removal.
  await page.getByRole("button", { name: "Ouvrir le menu" }).click()
  await page.evaluate(() => {
    const log: Array<readonly [string, number]> = []
    ;(window as unknown as { menuLog: typeof log }).menuLog = log
    const element = document.getElementById("game-mobile-menu")
    if (element === null || element.parentElement === null) return
    element.addEventListener("click", () => log.push(["chosen", performance.now()]), true)
    new MutationObserver(() => log.push([element.isConnected ? element.className : "removed", performance.now()])).observe(element.parentElement, {
      childList: true,
      subtree: true,
      attributes: true
    })
  })
  await menu.getByRole("button", { name: "Règles" }).click()
  await expect(menu).toBeHidden({ timeout: 5_000 })
  const log = await page.evaluate(() => (window as unknown as { menuLog: Array<readonly [string, number]> }).menuLog)
  const at = (what: (entry: string) => boolean) => log.find(([entry]) => what(entry))?.[1] ?? Number.NaN
  expect(at((entry) => entry.includes("is-closing"))).toBeGreaterThanOrEqual(at((entry) => entry === "chosen"))
  expect(at((entry) => entry === "removed") - at((entry) => entry === "chosen")).toBeGreaterThanOrEqual(490)
  await page.keyboard.press("Escape")

  await page.setViewportSize({ width: 1000, height: 800 })
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden()
  await expect(page.getByRole("navigation", { name: "Navigation du jeu" }).getByRole("link", { name: "Menu principal" })).toBeVisible()
  await shoot(page, "menu-desktop")
})

test("the avatars go round the six colour sets, or the eight with the special pack", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await page.getByRole("button", { name: "Avatar précédent pour le joueur 1" }).click()
  await expect(page.getByText("Avatar 6 sur 6\u00a0: orange et vert")).toBeAttached()
  await page.getByRole("button", { name: "Avatar suivant pour le joueur 1" }).click()
  await page.getByRole("button", { name: "Avatar suivant pour le joueur 1" }).click()
  // Player 2 wears set 02: player 1 skips it.
  await expect(page.getByText("Avatar 3 sur 6\u00a0: violet et jaune")).toBeAttached()

  // An owner of the special pack gets sets 07 and 08 from the server.
  await page.route("**/api/me/playable-packs", async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { colourSets: Array<string> }
    await route.fulfill({ response, json: { ...body, colourSets: [...body.colourSets, "07-dark-blue-yellow", "08-green-pink"] } })
  })
  const fetched = page.waitForResponse("**/api/me/playable-packs")
  await page.reload()
  await fetched
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await page.getByRole("button", { name: "Avatar précédent pour le joueur 1" }).click()
  await expect(page.getByText("Avatar 8 sur 8\u00a0: vert et rose")).toBeAttached()
  await expect(page.getByRole("listitem").filter({ hasText: "Joueur 1" }).locator("img[src='/avatars/08-green-pink.svg']")).toBeVisible()
})

test.describe("on a desktop, in English", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("the game screens at 1280 px: menu, players, a turn, the end", async ({ page }) => {
    await withSavedCookieChoice(page)
    await withSavedLanguage(page, "en")
    await signUpThroughApi(page, { language: "en" })
    await acceptDisclaimer(page)
    await page.goto("/game")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game menu")
    await shootWide(page, "menu")
    await page.getByRole("button", { name: /New game/ }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your packs")
    await shootWide(page, "pregame-packs")
    await page.getByRole("button", { name: /Next: the players/ }).click()
    const names = page.getByLabel("Name", { exact: true })
    await names.nth(0).fill("Robin")
    await names.nth(1).fill("Kim")
    await page.getByText("Advanced options").click()
    await page.getByRole("checkbox", { name: "Game", exact: true }).uncheck()
    await page.getByRole("checkbox", { name: "Other", exact: true }).uncheck()
    await expect(page.getByRole("checkbox", { name: "Time linked" })).toBeDisabled()
    await expect(page.getByText("You can remove a maximum of 2 categories from the list.")).toBeVisible()
    await shootWide(page, "pregame-players")
    await page.getByRole("button", { name: "Start the game" }).click()
    await expect(page.getByTestId("turn-title")).toHaveText("Robin's turn")
    await expect(page.getByText("Round 1 of 5")).toBeVisible()
    await shootWide(page, "turn-route")
    for (let turn = 0; turn < 10; turn++) {
      await page.getByRole("button", { name: "I have chosen my problem" }).click()
      await expect(page.locator(".challenge-category")).not.toHaveText(/^(Game|Other)$/)
      if (turn === 0) await shootWide(page, "turn-challenge")
      // A bad day at the wall: Kim tops only the last challenge (0 points), Robin none (−125).
      await page.getByRole("button", { name: turn === 9 ? "Success" : "Fail", exact: true }).click()
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kim wins!")
    await expect(page.locator(".end-ranking li")).toHaveText([/Kim\s*0 pts$/, /Robin\s*−125 pts$/])
    await expect(page.getByText("−125 / 500 points")).toBeVisible()
    await expect(page.getByText("The team loses: 625 points short of the 500-point target. Revenge?")).toBeVisible()
    await shootWide(page, "end")
  })
})

/** A screenshot of a game screen at 1280 px, in English. */
const shootWide = async (page: Page, name: string) => {
  await settled(page)
  const file = `${folder}game-${name}-en-1280.png`
  await lookAt(page, file, { fullPage: true })
  if (areScreenshotsWanted) await test.info().attach(`game-${name}-en-1280`, { path: file, contentType: "image/png" })
}
