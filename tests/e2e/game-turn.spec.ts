import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, networkQuiet, settled, test } from "./fixtures.ts"
import { clockWords, dealAlways, type Language, longestChallenges, readyPlayer, startGameWith, withVoices } from "./game-support.ts"
import { lookAt } from "./screens.ts"

/**
 * A turn as a group at the wall lives it, on a phone: the problem not to take, a timer on every turn,
 * the result buttons in reach, what just happened shown and announced, and the end screen from its top.
 */

test.use({ viewport: { width: 360, height: 640 } })

/** A signed-in player who has read the disclaimer, with a game of `players` started from pregame. */
const startGame = async (page: Page, players: ReadonlyArray<string>) => {
  await readyPlayer(page)
  await startGameWith(page, players)
}

const confirmRoute = (page: Page) => page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
const record = (page: Page, outcome: "Réussi" | "Raté") => page.getByRole("button", { name: outcome, exact: true }).click()

test("the previous turn's problem is flagged only when its name is typed, and refused; the player list shows each one's last problem", async ({ page }) => {
  await startGame(page, ["Léa", "Max"])
  const routeName = page.getByLabel("Nom du bloc (facultatif)")
  const warning = page.locator("#route-name-error")
  await routeName.fill("V3 gris")
  await confirmRoute(page)
  await record(page, "Réussi")

  // Nothing to read before typing: the step does not name the problem not to take.
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  await expect(page.locator("#route-step")).not.toContainText("V3 gris")
  await expect(warning).toHaveCount(0)
  const scores = page.getByRole("region", { name: "Tableau des scores" })
  await expect(scores.getByRole("listitem").filter({ hasText: "Léa" })).toContainText("Dernier bloc\u00a0: V3 gris")
  await expect(scores.getByRole("listitem").filter({ hasText: "Max" })).not.toContainText("Dernier bloc")

  // The same problem written otherwise is still the same problem: flagged as it is typed…
  await routeName.fill(" v3  GRIS ")
  await expect(warning).toHaveText("«\u00a0v3  GRIS\u00a0» était le bloc précédent\u00a0: choisis-en un autre.")
  await expect(routeName).toHaveAttribute("aria-invalid", "true")
  await expect(routeName).toHaveAccessibleDescription(/était le bloc précédent/)
  // …gone as soon as the name is another…
  await routeName.fill("V3 gris foncé")
  await expect(warning).toHaveCount(0)
  await expect(routeName).toHaveAttribute("aria-invalid", "false")
  // …and refused.
  await routeName.fill("v3 gris")
  await confirmRoute(page)
  await expect(warning).toContainText("était le bloc précédent")
  await expect(routeName).toBeFocused()
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeHidden()
  await routeName.fill("")
  await confirmRoute(page)
  await record(page, "Raté")

  // Max's problem had no name: there is nothing to compare, so nothing is flagged.
  await expect(page.getByTestId("turn-title")).toHaveText("À Léa de jouer")
  await routeName.fill("V3 gris")
  await expect(warning).toHaveCount(0)
  await expect(scores.getByRole("listitem").filter({ hasText: "Léa" })).toContainText("Dernier bloc\u00a0: V3 gris")
})

const recapWords = {
  fr: {
    confirm: "J'ai choisi mon bloc",
    success: "Réussi",
    fail: "Raté",
    turnOf: (name: string) => `À ${name} de jouer`,
    title: (round: number) => `Manche ${round} terminée`,
    cheer: "Bravo Léa et Inès\u202f!",
    standings: "Classement après cette manche",
    rows: ["Rang 1 Léa réussi +100 100 pts", "Rang 1 Inès réussi +100 100 pts", "Rang 3 Max raté −25 −25 pts"],
    announce: "Inès\u00a0: réussi (+100) Manche 1 terminée. En tête\u00a0: Léa et Inès, 100 points.",
    noSuccess: "Pas de réussite cette manche\u00a0: la prochaine sera la bonne."
  },
  en: {
    confirm: "I have chosen my problem",
    success: "Success",
    fail: "Fail",
    turnOf: (name: string) => `${name}'s turn`,
    title: (round: number) => `Round ${round} done`,
    cheer: "Well done, Léa and Inès!",
    standings: "Standings after this round",
    rows: ["Rank 1 Léa success +100 100 pts", "Rank 1 Inès success +100 100 pts", "Rank 3 Max fail −25 −25 pts"],
    announce: "Inès: success (+100) Round 1 done. In the lead: Léa and Inès, 100 points.",
    noSuccess: "No success this round: the next one's yours."
  }
} as const

for (const [language, viewport] of [
  ["fr", { width: 360, height: 740 }],
  ["en", { width: 1280, height: 800 }]
] as const) {
  test(`between two rounds, the round's results and the standings, a cheer for those who succeeded, and no tap asked (${language}, ${viewport.width} px)`, async ({
    page
  }) => {
    const say = recapWords[language]
    await page.setViewportSize(viewport)
    await readyPlayer(page, { language })
    await startGameWith(page, ["Léa", "Max", "Inès"], { language })
    const recap = page.getByTestId("round-recap")
    const play = async (outcome: "success" | "fail") => {
      await page.getByRole("button", { name: say.confirm }).click()
      await page.getByRole("button", { name: say[outcome], exact: true }).click()
    }
    await play("success")
    // A success has its moment: its line pops in.
    await expect(page.locator(".last-turn.is-success")).toHaveCSS("animation-name", "cheer-pop")
    await expect(recap).toHaveCount(0)
    await play("fail")
    await expect(recap).toHaveCount(0)
    await play("success")

    await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf("Léa"))
    await expect(recap.getByRole("heading", { level: 2 })).toHaveText(say.title(1))
    await expect(recap.getByText(say.cheer)).toBeVisible()
    const rows = recap.getByRole("list", { name: say.standings }).getByRole("listitem")
    await expect(rows).toHaveText(say.rows)
    await expect(page.getByTestId("turn-announcer")).toHaveText(say.announce)
    // It asks for nothing: the next player's problem is right there.
    await expect(page.getByRole("button", { name: say.confirm })).toBeEnabled()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await axeViolations(page), "the recap between rounds").toEqual([])
    await lookAt(page, `test-results/screenshots/round-recap-${language}-${viewport.width}.png`, { fullPage: true })

    // Once the next round's first problem is chosen, the recap has done its job.
    await page.getByRole("button", { name: say.confirm }).click()
    await expect(recap).toHaveCount(0)
    await page.getByRole("button", { name: say.fail, exact: true }).click()
    await play("fail")
    await play("fail")
    await expect(recap.getByRole("heading", { level: 2 })).toHaveText(say.title(2))
    await expect(recap.getByText(say.noSuccess)).toBeVisible()

    // With reduced motion, nothing pops.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await play("success")
    await expect(page.locator(".last-turn.is-success")).toHaveCSS("animation-name", "none")
  })
}

test("a challenge without a timer has no timer panel, only a small “Chrono” button: its stopwatch runs full screen, shows on the card and runs through a reload", async ({
  page
}) => {
  await startGame(page, ["Léa", "Max"])
  await confirmRoute(page)
  // Replace until a challenge without its own timer comes up (most of the base pack).
  const card = page.getByRole("article", { name: "Ton défi" })
  for (let tries = 0; tries < 20 && (await card.locator(".challenge-clock").count()) > 0; tries++)
    await page.getByRole("button", { name: "Changer de défi" }).click()
  await expect(card.locator(".challenge-clock")).toHaveCount(0)

  // No panel, no reading, no start in the bottom bar: a small button on the card.
  await expect(page.getByRole("region", { name: "Chrono" })).toHaveCount(0)
  await expect(page.getByRole("timer")).toHaveCount(0)
  const dock = page.getByRole("region", { name: "Actions du tour" })
  await expect(dock.getByRole("button")).toHaveText(["Réussi", "Raté"])
  const chrono = card.getByRole("button", { name: "Chrono" })
  await chrono.click()
  const view = page.getByRole("dialog", { name: "Chrono" })
  await expect(view.getByRole("button", { name: "Démarrer" })).toBeFocused()
  await view.getByRole("button", { name: "Démarrer" }).click()
  await expect(view.getByRole("timer")).toHaveText("1 s")
  await page.keyboard.press("Escape")
  await expect(view).toBeHidden()
  await expect(chrono).toBeFocused()

  // The running time on the card's button, and its stop in the bottom bar.
  const seconds = async () => {
    const [minutes, rest] = ((await page.getByTestId("stopwatch-reading").textContent()) ?? "0:0").split(":")
    return Number(minutes) * 60 + Number(rest)
  }
  expect(await seconds()).toBeGreaterThanOrEqual(1)
  await expect(dock.getByRole("button", { name: "Arrêter" })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId("turn-title")).toHaveText("À Léa de jouer")
  // Still running after the reload, from where it was.
  await expect(dock.getByRole("button", { name: "Arrêter" })).toBeVisible()
  expect(await seconds()).toBeGreaterThanOrEqual(1)
  const before = await seconds()
  await expect.poll(seconds).toBeGreaterThan(before)

  await record(page, "Réussi")
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
  await confirmRoute(page)
  // The next turn's clock is at rest.
  await expect(page.getByRole("button", { name: "Arrêter" })).toHaveCount(0)
  await expect(page.getByTestId("stopwatch-reading")).toHaveCount(0)
})

test("on a long challenge, “Réussi” and “Raté” stay in reach at the bottom of a 360 px phone, thumb-sized", async ({ page }) => {
  // Every challenge text made long: the card alone is taller than the screen.
  await page.route("**/api/me/playable-packs", async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { packs: Array<{ challenges: Array<{ text: { fr: string; en: string } }> }> }
    for (const pack of body.packs) {
      for (const challenge of pack.challenges) {
        challenge.text = { fr: `${challenge.text.fr} `.repeat(8).trim(), en: `${challenge.text.en} `.repeat(8).trim() }
      }
    }
    await route.fulfill({ response, json: body })
  })
  await startGame(page, ["Léa", "Max"])
  await confirmRoute(page)
  await expect(page.getByRole("article", { name: "Ton défi" })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  const viewport = page.viewportSize() ?? { width: 360, height: 640 }
  for (const name of ["Réussi", "Raté"]) {
    const box = await page.getByRole("button", { name, exact: true }).boundingBox()
    expect(box, name).not.toBeNull()
    if (box === null) continue
    expect(box.height, `${name} is thumb-sized`).toBeGreaterThanOrEqual(48)
    expect(box.width, `${name} is thumb-sized`).toBeGreaterThanOrEqual(48)
    expect(box.y, `${name} is on screen`).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, `${name} is on screen`).toBeLessThanOrEqual(viewport.height)
  }
  // Scrolled half-way through the card, they are still there.
  await page.evaluate(() => window.scrollTo(0, 300))
  const box = await page.getByRole("button", { name: "Réussi", exact: true }).boundingBox()
  expect((box?.y ?? -1) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
  await record(page, "Réussi")
  await expect(page.getByTestId("turn-title")).toHaveText("À Max de jouer")
})

test("the last turn's result shows on screen, and the result and the revealed challenge are announced politely", async ({ page }) => {
  await startGame(page, ["Léa", "Max"])
  const announcer = page.getByTestId("turn-announcer")
  await expect(announcer).toHaveAttribute("aria-live", "polite")
  await confirmRoute(page)
  const text = (await page.getByRole("article", { name: "Ton défi" }).locator(".challenge-text").textContent()) ?? ""
  await expect(announcer).toContainText(`Ton défi\u00a0: ${text}`)
  await record(page, "Réussi")
  await expect(page.getByTestId("last-turn")).toHaveText("Léa\u00a0: réussi (+100)")
  await expect(announcer).toContainText("Léa\u00a0: réussi (+100)")
  await confirmRoute(page)
  await record(page, "Raté")
  await expect(page.getByTestId("last-turn")).toHaveText("Max\u00a0: raté (−25)")
  await expect(announcer).toContainText("Max\u00a0: raté (−25)")
})

/**
 * What a phone would hide of the challenge step as it opens (scrolled to the top): the text's lines,
 * and the card's actions, that are not on the screen between the navbar and the turn's bottom bar, or
 * that something else covers; and the bottom bar's buttons not on the screen. Nothing, on a turn that fits.
 */
const hiddenOnTheTurn = (page: Page) =>
  page.evaluate(() => {
    const hidden: Array<string> = []
    const top = document.querySelector(".game-header")?.getBoundingClientRect().bottom ?? 0
    const dock = document.querySelector(".turn-dock")?.getBoundingClientRect().top ?? window.innerHeight
    const isSeen = (rect: DOMRect, owner: Element, bottom: number) => {
      if (rect.top < top - 0.5 || rect.bottom > bottom + 0.5) return false
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return hit !== null && owner.contains(hit)
    }
    const text = document.querySelector(".challenge-text")
    if (text === null) return ["no challenge text"]
    const range = document.createRange()
    range.selectNodeContents(text)
    const lines = [...range.getClientRects()]
    lines.forEach((line, index) => {
      if (!isSeen(line, text, dock))
        hidden.push(`line ${index + 1} of ${lines.length} (${Math.round(line.top)}–${Math.round(line.bottom)}, bar at ${Math.round(dock)})`)
    })
    for (const button of document.querySelectorAll<HTMLElement>(".challenge-actions button")) {
      if (!isSeen(button.getBoundingClientRect(), button, dock)) hidden.push(`the card's “${button.textContent?.trim()}”`)
    }
    for (const button of document.querySelectorAll<HTMLElement>(".turn-dock button")) {
      if (!isSeen(button.getBoundingClientRect(), button, window.innerHeight)) hidden.push(`the bar's “${button.textContent?.trim()}”`)
    }
    return hidden
  })

const turnWords = {
  fr: { confirm: "J'ai choisi mon bloc", card: "Ton défi", readAloud: "Écouter", replace: "Changer de défi" },
  en: { confirm: "I have chosen my problem", card: "Your challenge", readAloud: "Listen", replace: "Another challenge" }
} as const

for (const language of ["fr", "en"] as const satisfies ReadonlyArray<Language>) {
  const say = { ...turnWords[language], ...clockWords[language] }

  test(`the longest challenge of each pack fits a phone's screen: every line and the card's actions above the turn's bar, the bar on screen (${language})`, async ({
    page
  }) => {
    test.setTimeout(300_000)
    await withVoices(page)
    await page.setViewportSize({ width: 360, height: 740 })
    const deal = await dealAlways(page)
    await readyPlayer(page, { language })
    for (const { pack, challenge } of longestChallenges(language)) {
      deal(challenge)
      await startGameWith(page, ["Léa", "Max"], { language })
      await page.getByRole("button", { name: say.confirm }).click()
      const card = page.getByRole("article", { name: say.card })
      await expect(card).toContainText(challenge.text[language])
      await expect(card.getByRole("button", { name: say.readAloud })).toBeVisible()
      await expect(card.getByRole("button", { name: say.replace })).toBeVisible()
      await expect(card.getByRole("button", { name: say.chrono })).toHaveCount(challenge.timer === undefined ? 1 : 0)
      for (const size of [
        { width: 360, height: 740 },
        { width: 390, height: 844 },
        { width: 1280, height: 900 }
      ]) {
        await page.setViewportSize(size)
        await page.evaluate(() => window.scrollTo(0, 0))
        await settled(page)
        expect(await hiddenOnTheTurn(page), `${pack}'s longest challenge at ${size.width} × ${size.height}`).toEqual([])
      }
      await page.setViewportSize({ width: 360, height: 740 })
      expect(await axeViolations(page)).toEqual([])
      if (challenge.timer !== undefined) {
        // Its clock started: the 3-2-1 full screen; back on the turn, the time on the bar's stop button, on screen.
        const dock = page.getByRole("region", { name: language === "fr" ? "Actions du tour" : "Turn actions" })
        await dock.getByRole("button", { name: say.start }).click()
        const view = page.getByRole("dialog")
        await expect(view.getByRole("timer")).toHaveText(/^[123]$/)
        await page.keyboard.press("Escape")
        await expect(view).toBeHidden()
        const reading = page.getByTestId("timer-toggle-reading")
        await expect(reading).toHaveText(/^[123]$|^\d:\d\d\.\d$/)
        await expect(reading).toBeInViewport({ ratio: 1 })
        await expect(dock.getByRole("button", { name: new RegExp(`^(${say.cancel}|${say.stop})`) })).toBeFocused()
      }
    }
  })
}

const replaceWords = {
  fr: {
    left: (count: number) => `Remplacements restants\u00a0: ${count}`,
    announced: (text: string, count: number) => `Défi changé. Ton nouveau défi\u00a0: ${text} Remplacements restants\u00a0: ${count}.`
  },
  en: {
    left: (count: number) => `Replacements left: ${count}`,
    announced: (text: string, count: number) => `Challenge replaced. Your new challenge: ${text} Replacements left: ${count}.`
  }
} as const

for (const [language, viewport] of [
  ["fr", { width: 360, height: 740 }],
  ["en", { width: 1280, height: 900 }]
] as const) {
  const say = { ...turnWords[language], ...replaceWords[language] }

  test(`replacing the challenge turns the card, keeps the focus on the button, shows and announces how many replacements are left (${language}, ${viewport.width} px)`, async ({
    page
  }) => {
    await page.setViewportSize(viewport)
    await readyPlayer(page, { language })
    await startGameWith(page, ["Léa", "Max"], { language })
    await page.getByRole("button", { name: say.confirm }).click()
    const card = page.getByRole("article", { name: say.card })
    const text = card.locator(".challenge-text")
    const left = page.getByTestId("replacements-left")
    const count = async () => Number(/\d+/.exec((await left.textContent()) ?? "")?.[0] ?? Number.NaN)
    const replace = page.getByRole("button", { name: say.replace })
    const first = await count()
    await expect(left).toHaveText(say.left(first))
    await expect(replace).toHaveAccessibleDescription(say.left(first))
    await expect(card).not.toHaveClass(/is-new/)
    const before = (await text.textContent()) ?? ""

    await replace.focus()
    await page.keyboard.press("Enter")
    await expect(text).not.toHaveText(before)
    await expect(replace).toBeFocused()
    await expect(card).toHaveClass(/is-new/)
    expect(await card.locator(".challenge-body").evaluate((element) => getComputedStyle(element).animationName)).toBe("card-in")
    const second = await count()
    expect(second).toBeLessThan(first)
    await expect(left).toHaveText(say.left(second))
    await expect(page.getByTestId("turn-announcer")).toHaveText(say.announced((await text.textContent()) ?? "", second))
    expect(await axeViolations(page)).toEqual([])

    // Asked for less motion: the card changes at once.
    await page.emulateMedia({ reducedMotion: "reduce" })
    const shown = (await text.textContent()) ?? ""
    await replace.click()
    await expect(text).not.toHaveText(shown)
    expect(await card.locator(".challenge-body").evaluate((element) => getComputedStyle(element).animationName)).toBe("none")
    await expect(page.getByTestId("turn-announcer")).toHaveText(say.announced((await text.textContent()) ?? "", await count()))
  })
}

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the end screen opens at its top, the winner first", async ({ page }) => {
    await startGame(page, ["Léa", "Max"])
    for (let turn = 0; turn < 10; turn++) {
      await confirmRoute(page)
      await record(page, turn % 2 === 0 ? "Réussi" : "Raté")
    }
    const winner = page.getByRole("heading", { level: 1 })
    await expect(winner).toHaveText("Léa gagne\u202f!")
    await expect(winner).toBeFocused()
    // Once the page is quiet (a late scroll would come from its last answers), nothing is above the screen's top.
    await networkQuiet(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByText("Partie terminée\u202f!")).toBeInViewport()
  })
})
