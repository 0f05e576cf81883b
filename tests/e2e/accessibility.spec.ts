import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { newAdmin, packFile, packOfEveryKind, sendGameFeedback, startGame } from "./admin-support.ts"
import { axeViolations } from "./axe.ts"
import { expect, networkQuiet, originOf, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"
import { readyPlayer, startGameWith, startTheClock } from "./game-support.ts"
import { capture, captureAtBothWidths, phone } from "./screens.ts"

/**
 * Axe (WCAG 2.1 A and AA, best practices) on every screen of the game, the store and the admin area,
 * in French and in English: a violation of moderate impact or worse fails the screen. The public
 * pages are scanned where they are visited already: the prerendered ones on a first visit
 * (prerendered-pages.spec.ts), the others on the translations walk (translations.spec.ts). The game's
 * walk also leaves its screenshots in test-results/screenshots/ when pictures are wanted.
 */

type Language = "fr" | "en"

/** The app's words in a language, read from its catalogs, so the walks below speak both languages. */
const wordsOf = (language: Language): Readonly<Record<string, string>> =>
  Object.assign(
    {},
    ...[
      "web/locales",
      "web/features/game/locales",
      "web/features/store/locales",
      "web/features/admin/locales",
      "web/features/consent/locales",
      "web/components/locales/disclaimer-form",
      "web/components/locales/rules-list"
    ].map((folder) => JSON.parse(readFileSync(new URL(`../../${folder}/${language}.json`, import.meta.url), "utf8")) as Record<string, string>)
  )

/** The text of `key`, its `{{placeholders}}` filled, its spaces as accessible names read them. */
const say = (words: Readonly<Record<string, string>>, key: string, params: Readonly<Record<string, string | number>> = {}): string => {
  const text = words[key]
  if (text === undefined) throw new Error(`no text for ${key}`)
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(params[name] ?? whole)).replace(/[\u00a0\u202f]/g, " ")
}

/** A pattern for names that start with `text`. */
const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)

/** Scans the screen as it is; every failing screen is reported, the walk goes on. */
const scan = async (page: Page, screen: string) => {
  await networkQuiet(page)
  expect.soft(await axeViolations(page), screen).toEqual([])
}

/** A page in `language`: the saved locale, no cookie banner. */
const prepare = async (page: Page, language: Language) => {
  await withSavedCookieChoice(page)
  await withSavedLanguage(page, language)
}

for (const language of ["fr", "en"] as const) {
  test.describe(`in ${language === "fr" ? "French" : "English"}`, () => {
    test.describe("on a phone", () => {
      test.use({ viewport: { width: 360, height: 780 } })

      test("every screen of the game: no violation of moderate impact or worse", async ({ page }, testInfo) => {
        test.setTimeout(180_000)
        const shot = (name: string) => captureAtBothWidths(page, testInfo, `game-${name}-${language}`)
        const words = wordsOf(language)
        const button = (key: string, params?: Readonly<Record<string, string | number>>) =>
          page.getByRole("button", { name: say(words, key, params), exact: true })
        await prepare(page, language)
        await signUpThroughApi(page, { language })
        await page.goto("/game")
        await expect(page).toHaveURL(/\/game\/disclaimer/)
        await scan(page, "game disclaimer")
        await page.getByRole("checkbox", { name: say(words, "disclaimer.checkbox") }).check()
        await button("disclaimer.continue").click()

        await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(words, "game.menu.title"))
        await scan(page, "game menu")
        await shot("menu")
        await page.getByRole("button", { name: say(words, "nav.openMenu") }).click()
        await expect(page.getByTestId("game-mobile-menu")).toBeVisible()
        // Scanned once it has slid in: mid-animation its colours are still fading and axe measures them.
        await page
          .getByTestId("game-mobile-menu")
          .evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)))
        await scan(page, "game menu: the navbar's panel")
        await page.keyboard.press("Escape")
        await expect(page.getByTestId("game-mobile-menu")).toBeHidden()
        await page.getByRole("button", { name: say(words, "game.menu.previousScores") }).click()
        await scan(page, "game menu: no previous scores")

        await page.getByRole("button", { name: startingWith(say(words, "game.menu.newGame")) }).click()
        await expect(page).toHaveURL(/\/game\/pregame$/)
        await expect(page.locator(".pack-card").first()).toBeVisible()
        await scan(page, "pregame: packs")
        await shot("pregame-packs")
        await page.getByRole("button", { name: startingWith(say(words, "game.pregame.next")) }).click()
        const names = page.getByLabel(say(words, "game.setup.name"), { exact: true })
        await names.nth(0).fill("Léa-la-grimpeuse-du-13")
        await names.nth(1).click()
        for (let added = 0; added < 3; added++) await button("game.setup.addPlayer").click()
        await page.getByText(say(words, "game.setup.advanced")).click()
        await page.locator(".category-toggle input").nth(0).uncheck()
        await page.locator(".category-toggle input").nth(7).uncheck()
        await scan(page, "pregame: players, a refused name, a fifth player refused, two categories left out")
        await button("game.setup.removePlayer", { number: 4 }).click()
        await button("game.setup.removePlayer", { number: 3 }).click()
        await names.nth(0).fill("Léa")
        await names.nth(1).fill("Max")
        await shot("pregame-players")
        await button("game.setup.start").click()

        await expect(page.getByTestId("turn-title")).toBeVisible()
        await scan(page, "turn: the route step")
        await page.getByLabel(say(words, "game.play.routeName")).fill(language === "fr" ? "V3 gris" : "Grey V3")
        await shot("turn-route-first")
        await button("game.play.confirmRoute").click()
        await expect(page.getByRole("article", { name: say(words, "game.play.challenge") })).toBeVisible()
        await scan(page, "turn: the challenge step")
        await shot("turn-challenge")
        const wallView = await startTheClock(page, language)
        await scan(page, "turn: the timer running, full screen")
        await wallView.getByRole("button", { name: say(words, "game.play.success"), exact: true }).click()
        await page.getByLabel(say(words, "game.play.routeName")).fill(language === "fr" ? "v3 GRIS" : "grey v3")
        await button("game.play.confirmRoute").click()
        await expect(page.locator("#route-name-error")).toBeVisible()
        await scan(page, "turn: the previous problem, refused")
        await shot("turn-route-next")
        await page.getByLabel(say(words, "game.play.routeName")).fill("")
        await button("game.play.confirmRoute").click()
        const card = page.locator(".challenge-card")
        for (let tries = 0; tries < 40 && (await card.locator(".challenge-clock").count()) === 0; tries++) await button("game.play.replace").click()
        await scan(page, "turn: a challenge with its own timer")
        await shot("turn-challenge-timed")

        await page.getByRole("button", { name: say(words, "nav.openMenu") }).click()
        await page
          .getByTestId("game-mobile-menu")
          .getByRole("button", { name: say(words, "game.nav.rules") })
          .click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await scan(page, "the rules")
        await page.keyboard.press("Escape")
        // The menu opens once the rules have closed: a tap while they close would go to them.
        await expect(page.getByRole("dialog")).toBeHidden()
        await page.getByRole("button", { name: say(words, "nav.openMenu") }).click()
        await expect(page.getByTestId("game-mobile-menu")).toBeVisible()
        await page
          .getByTestId("game-mobile-menu")
          .getByRole("button", { name: say(words, "game.nav.feedback") })
          .click()
        const feedback = page.getByRole("dialog")
        await feedback.getByLabel(say(words, "game.feedback.subject")).fill("?")
        await feedback.getByLabel(say(words, "game.feedback.message")).click()
        await feedback.getByLabel(say(words, "game.feedback.subject")).click()
        await scan(page, "the feedback, a field left empty")
        await page.keyboard.press("Escape")

        await page.goto("/game")
        await expect(page.getByRole("button", { name: startingWith(say(words, "game.menu.continue")) })).toBeEnabled()
        await scan(page, "game menu: a game to continue")
        await page.getByRole("button", { name: startingWith(say(words, "game.menu.newGame")) }).click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await scan(page, "game menu: the new game warning")
        await page
          .getByRole("dialog")
          .getByRole("button", { name: say(words, "game.menu.cancel") })
          .click()
        await page.getByRole("button", { name: startingWith(say(words, "game.menu.continue")) }).click()
        for (let turn = 1; turn < 10; turn++) {
          if (turn > 1) await button("game.play.confirmRoute").click()
          await button(turn % 2 === 0 ? "game.play.success" : "game.play.fail").click()
        }
        await expect(page.locator(".end-screen")).toBeVisible()
        await scan(page, "the end screen")
        await shot("end")
        await page.goto("/game")
        await page.getByRole("button", { name: say(words, "game.menu.previousScores") }).click()
        await scan(page, "game menu: the previous scores")
      })

      test("every screen of the admin area, at a phone's width and a laptop's: no violation of moderate impact or worse", async ({
        page,
        browser,
        baseURL,
        extraHTTPHeaders
      }, testInfo) => {
        // Every admin screen at two widths, each scanned: a minute alone, over three minutes on a
        // machine running two suites at once (load 20 on 2 cores). A bound, not a measure.
        test.setTimeout(300_000)
        const words = wordsOf(language)
        /** Scans the screen at a laptop's width and a phone's, and saves both as admin-<name>-<language>-<width>.png. */
        const look = (screen: string, name: string, fullPage = true) =>
          captureAtBothWidths(page, testInfo, `admin-${name}-${language}`, { fullPage, check: (width) => scan(page, `${screen}, at ${width}px`) })
        const player = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": `10.251.${language === "fr" ? 1 : 2}.9` } })
        await signUpThroughApi(player, { displayName: "Zoé" })
        const { gameId, challengeId } = await startGame(player)
        await sendGameFeedback(player, { subject: "Défi trop dur", message: "Impossible pour les petits.", gameId, challengeId })
        await player.close()

        await prepare(page, language)
        await newAdmin(page)
        const saved = await page.request.patch("/api/me/profile", { data: { preferredLanguage: language }, headers: { Origin: originOf(page) } })
        expect(saved.ok()).toBe(true)
        // The pack's screens are scanned on a pack of every kind of row the shipped pack has (each category,
        // timer meaning, styles, players, its longest text): its 92 rows repeat these kinds, and axe's
        // contrast rule, row by row, made the scan of its page 9 s of CPU each time.
        // The French and the English tests may run on the same server, one after the other: their packs' names and
        // texts differ.
        const smallPack =
          language === "fr"
            ? { id: "axe-kinds-fr", name: { fr: "Un de chaque", en: "One of each" }, ending: "…" as const }
            : { id: "axe-kinds-en", name: { fr: "Un de chaque sorte", en: "One of every kind" }, ending: "" as const }
        await packOfEveryKind(page, smallPack.id, smallPack.name, smallPack.ending)
        await page.goto("/admin")
        await expect(page).toHaveURL(/\/admin\/packs$/)
        await expect(page.getByRole("heading", { level: 1, name: say(words, "admin.nav.packs") })).toBeVisible()
        await look("admin: packs", "packs")
        await page.getByRole("button", { name: say(words, "admin.nav.openMenu") }).click()
        await expect(page.getByRole("navigation", { name: say(words, "admin.nav.label") })).toBeVisible()
        await scan(page, "admin: the menu")
        await capture(page, testInfo, `admin-menu-${language}-${phone.width}`, false)
        await page.keyboard.press("Escape")
        await expect(page.getByRole("navigation", { name: say(words, "admin.nav.label") })).toBeHidden()

        await page.getByRole("button", { name: say(words, "admin.import.open") }).click()
        await page.locator("input[type=file]").setInputFiles({
          name: "pack.json",
          mimeType: "application/json",
          buffer: Buffer.from(
            packFile(`axe-${language}`, (pack) => {
              const [first] = pack.challenges as Array<{ text: { en: string } }>
              if (first !== undefined) first.text.en = ""
            })
          )
        })
        await expect(page.getByText("challenges[0].text.en")).toBeVisible()
        await look("admin: the import's problems", "import-problems")
        await page.getByRole("button", { name: say(words, "admin.pack.createTitle") }).click()
        const dialog = page.getByRole("dialog")
        await dialog.getByRole("button", { name: say(words, "admin.pack.create") }).click()
        await look("admin: a new pack, its refusals", "pack-dialog", false)
        await dialog.getByRole("button", { name: say(words, "admin.action.cancel") }).click()

        await page.getByRole("link", { name: say(words, "admin.packs.openLabel", { pack: smallPack.name[language] }) }).click()
        await expect(page).toHaveURL(new RegExp(`/admin/packs/${smallPack.id}$`))
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        await look("admin: a pack", "pack", false)
        await page.getByRole("button", { name: say(words, "admin.challenge.editLabel", { challenge: `${smallPack.id}-001` }) }).click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await look("admin: a challenge's editor", "challenge-dialog", false)
        await page.keyboard.press("Escape")

        for (const path of [
          "/admin/packs/challenges?q=equilibre",
          "/admin/packs/categories",
          "/admin/packs/tags",
          `/admin/packs/stats?pack=${smallPack.id}`,
          "/admin/feedback",
          "/admin/add-admin"
        ]) {
          await page.goto(path)
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
          await look(`admin: ${path}`, new URL(path, "http://x").pathname.split("/").pop() ?? path)
        }
      })
    })

    test("every screen of the store: no violation of moderate impact or worse", async ({ page }) => {
      test.setTimeout(120_000)
      const words = wordsOf(language)
      await prepare(page, language)
      await page.goto("/store")
      const packs = page.locator("article")
      await expect(packs.first()).toBeVisible()
      await scan(page, "store")
      await page
        .getByRole("button", { name: startingWith(say(words, "store.action.addNamed", { pack: "" })) })
        .first()
        .click()
      await scan(page, "store: a pack in the bag")
      await page.goto("/store/bag")
      await expect(page.locator(".store-bag-item")).toHaveCount(1)
      await scan(page, "bag")
      await page.getByRole("button", { name: startingWith(say(words, "store.action.removeNamed", { pack: "" })) }).click()
      await expect(page.locator(".store-bag-item")).toHaveCount(0)
      await scan(page, "bag: empty")
      await page.goto("/store/error")
      await scan(page, "purchase error")

      await signUpThroughApi(page, { language })
      await page.goto("/store")
      let isWebhookSlow = true
      await page.route("**/api/me/payments", (route) => (isWebhookSlow ? route.fulfill({ json: { payments: [] } }) : route.continue()))
      await page
        .getByRole("button", { name: startingWith(say(words, "store.action.buyNowNamed", { pack: "" })) })
        .first()
        .click()
      await expect(page).toHaveURL(/demo-checkout/)
      await scan(page, "the demo checkout")
      await page.getByRole("button", { name: /Payer|Pay/ }).click()
      await expect(page).toHaveURL(/\/store\/success/)
      await scan(page, "purchase: being confirmed")
      isWebhookSlow = false
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(words, "store.success.title"), { timeout: 15_000 })
      await scan(page, "purchase: confirmed")
      await page.goto("/store")
      await expect(packs.first()).toBeVisible()
      await scan(page, "store: a pack owned")
    })
  })
}

test("the scan itself: it finds a missing text alternative, a faint text and an unnamed button, and reports the page again after a change", async ({
  page
}) => {
  await page.setContent(
    `<html lang="en"><title>t</title><main><h1>Scan</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">faint</p><button></button></main></html>`
  )
  expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual(["button-name", "color-contrast", "image-alt"])
  // Scanned again on the same document (axe is injected once): what was fixed is no longer reported.
  await page.evaluate(() => document.querySelector("img")?.setAttribute("alt", "a dot"))
  expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual(["button-name", "color-contrast"])
})

test("the sign-up form showing its messages: no violation of moderate impact or worse", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/auth/sign-up")
  await page.getByRole("button", { name: "Créer mon compte" }).click()
  await expect(page.locator("#sign-up-email-error")).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test("the settings and their modals: no violation of moderate impact or worse", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page, { verified: false })
  await page.goto("/parameters")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")
  expect(await axeViolations(page)).toEqual([])
  for (const button of ["Choisir les catégories", "Changer l'e-mail", "Ajouter une photo", "Exporter", "Supprimer mon compte"]) {
    await page.getByRole("button", { name: button }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    expect(await axeViolations(page), button).toEqual([])
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toBeHidden()
  }
})

test("the cookie banner and the preferences dialog: no violation of moderate impact or worse", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Personnaliser" }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test("keyboard: the skip link leads to the content", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/rules")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Aller au contenu" })
  await expect(skip).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.locator("#main")).toBeFocused()
})

/**
 * Where the focus is at the moment each screen first shows (a mutation observer runs before the next
 * paint): at each change, from now on, of the page's first heading or of the game's challenge card,
 * the focused element's id or test id, else its tag ("body" when nothing has the focus).
 */
const focusAtEachScreen = async (page: Page): Promise<() => Promise<ReadonlyArray<string>>> => {
  await page.evaluate(() => {
    const seen: Array<string> = []
    const screenNow = () => `${document.querySelector("h1")?.textContent ?? ""}${document.querySelector(".challenge-card") === null ? "" : " (card)"}`
    let last = screenNow()
    new MutationObserver(() => {
      const screen = screenNow()
      if (screen === last) return
      last = screen
      const focused = document.activeElement
      const name = focused === null || focused === document.body ? "body" : focused.id || focused.getAttribute("data-testid") || focused.tagName.toLowerCase()
      seen.push(`${screen} → ${name}`)
    }).observe(document, { childList: true, subtree: true, characterData: true })
    Object.assign(window, { focusAtEachScreen: seen })
  })
  return () => page.evaluate(() => [...(window as unknown as { focusAtEachScreen: ReadonlyArray<string> }).focusAtEachScreen])
}

test("keyboard: a new page, and a new step of a game, show with the focus already on them", async ({ page }) => {
  // Moved a frame later, the focus would leave what the person has started typing in the new screen.
  await readyPlayer(page, { admin: true })
  await page.goto("/admin/packs")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packs")
  const pages = await focusAtEachScreen(page)
  const adminMenu = page.getByRole("navigation", { name: "Menu d'administration" })
  const names = ["Défis", "Tags", "Retours", "Packs"]
  for (const name of names) {
    await adminMenu.getByRole("link", { name, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  }
  expect(await pages()).toEqual(names.map((name) => `${name} → main`))

  await startGameWith(page, ["Zoé", "Malik"])
  const steps = await focusAtEachScreen(page)
  await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
  await page.getByRole("button", { name: "Réussi", exact: true }).click()
  await expect(page.getByTestId("turn-title")).toHaveText("À Malik de jouer")
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeHidden()
  expect(await steps()).toEqual(["À Zoé de jouer (card) → turn-title", "À Malik de jouer → turn-title"])
})

test("keyboard: a settings modal takes the focus, closes with Escape and gives the focus back", async ({ page }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/parameters")
  const button = page.getByRole("button", { name: "Choisir les catégories" })
  await button.focus()
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Catégories de défis" })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(":focus")).toHaveCount(1)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test("keyboard: closing the rules or the feedback opened from the game menu gives the focus back to the menu button", async ({ page }) => {
    await readyPlayer(page)
    await page.goto("/game/pregame")
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" })
    const menu = page.getByTestId("game-mobile-menu")
    for (const [item, title, close] of [
      ["Règles", "Comment jouer", "Escape"],
      ["Ton avis", "Envoie-nous ton avis", "Annuler"],
      ["Règles", "Comment jouer", "Fermer"]
    ] as const) {
      await toggle.focus()
      await page.keyboard.press("Enter")
      await menu.getByRole("button", { name: item }).focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: title })
      await expect(dialog).toBeVisible()
      // The menu's panel is gone (its 500 ms flag) before the dialog closes.
      await expect(menu).toBeHidden()
      if (close === "Escape") await page.keyboard.press("Escape")
      else await dialog.getByRole("button", { name: close }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole("button", { name: "Ouvrir le menu" }), `after closing “${title}” with ${close}`).toBeFocused()
    }
  })
})
