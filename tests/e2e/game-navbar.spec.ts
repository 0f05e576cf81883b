import { axeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { readyPlayer, startGameWith } from "./game-support.ts"

/** The game navbar's way out: Quitter asks first and says where it goes; the live view is named on a laptop. */

const words = {
  fr: {
    openMenu: "Ouvrir le menu",
    nav: "Navigation du jeu",
    quit: "Quitter",
    title: "Quitter le jeu\u00a0?",
    where: "Tu vas sur la page d'accueil d'Allez!.",
    kept: "Ta partie en cours reste gardée\u00a0: tu la reprendras depuis le menu du jeu.",
    stay: "Rester dans le jeu",
    leave: "Aller à l'accueil",
    turnOf: "À Sam de jouer",
    share: "Suivi en direct",
    shareShort: "En direct"
  },
  en: {
    openMenu: "Open the menu",
    nav: "Game navigation",
    quit: "Quit",
    title: "Leave the game?",
    where: "You are going to the Allez! home page.",
    kept: "Your game in progress is kept: resume it from the game menu.",
    stay: "Stay in the game",
    leave: "Go to the home page",
    turnOf: "Sam's turn",
    share: "Friends follow live",
    shareShort: "Live"
  }
} as const

for (const [language, size] of [
  ["fr", { width: 360, height: 740 }],
  ["en", { width: 1280, height: 800 }]
] as const) {
  test(`Quitter asks before leaving a game, says where it goes and that the game is kept (${language}, ${size.width}px)`, async ({ page }) => {
    const say = words[language]
    await page.setViewportSize(size)
    await readyPlayer(page, { language })
    await startGameWith(page, ["Sam", "Tom"], { language })
    const openQuit = async () => {
      // On a phone, from the menu once the last one has gone (it closes as a choice is made).
      if (size.width < 990) {
        await expect(page.getByTestId("game-mobile-menu")).toHaveCount(0)
        await page.getByRole("button", { name: say.openMenu }).click()
      }
      await page.getByRole("button", { name: say.quit }).click()
      return page.getByRole("dialog", { name: say.title })
    }
    let dialog = await openQuit()
    await expect(dialog).toContainText(say.where)
    await expect(dialog).toContainText(say.kept)
    await expect(dialog.getByRole("button", { name: say.stay })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    // Staying keeps the turn on screen, the focus back where the person was.
    await dialog.getByRole("button", { name: say.stay }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf)
    dialog = await openQuit()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("turn-title")).toHaveText(say.turnOf)
    // Leaving goes where it said.
    dialog = await openQuit()
    await dialog.getByRole("link", { name: say.leave }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}

test("on a laptop the live view's item is named in the bar, which still fits (fr, 1140 and 1280 px; icon alone at 990 px)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await readyPlayer(page)
  await startGameWith(page, ["Sam", "Tom"])
  const bar = page.getByRole("navigation", { name: words.fr.nav })
  const share = bar.getByRole("button", { name: words.fr.share })
  for (const width of [1280, 1140]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(share).toHaveText(new RegExp(`^\\s*${words.fr.shareShort}`))
    await expect(share.getByText(words.fr.shareShort, { exact: true })).toBeVisible()
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth), `the bar fits at ${width} px`).toBe(true)
  }
  await page.setViewportSize({ width: 990, height: 800 })
  await expect(share.getByText(words.fr.shareShort, { exact: true })).toBeHidden()
  await expect(share).toBeVisible()
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
})
