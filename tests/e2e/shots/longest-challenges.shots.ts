import { expect, settled, test } from "../fixtures.ts"
import { dealAlways, type Language, longestChallenges, readyPlayer, startGameWith, withVoices } from "../game-support.ts"
import { lookAt, screenshotsFolder } from "../screens.ts"

/**
 * Screenshots of the turn screen with the longest challenge of each pack (packs/*\/pack.json, the
 * longest text in the language shown), as a phone shows it without scrolling: 360 × 740 and 390 × 844,
 * in both languages; for a timed one, the full-screen timer once started too. Every card of the game
 * reads as that challenge (dealAlways). The checks on this screen are made by
 * game-turn.spec.ts; this only saves pictures, for people to look at.
 */

const words = {
  fr: { confirm: "J'ai choisi mon bloc", card: "Ton défi", start: "Démarrer" },
  en: { confirm: "I have chosen my problem", card: "Your challenge", start: "Start" }
} as const

const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 }
] as const

for (const language of ["fr", "en"] as const satisfies ReadonlyArray<Language>) {
  test(`screenshots of the turn with the longest challenge of each pack (${language})`, async ({ page }) => {
    test.setTimeout(300_000)
    const say = words[language]
    await page.setViewportSize(phones[0])
    // A phone has a voice for its language: the card shows its read-aloud button.
    await withVoices(page)
    const deal = await dealAlways(page)
    await readyPlayer(page, { language })
    for (const { pack, challenge } of longestChallenges(language)) {
      deal(challenge)
      await startGameWith(page, ["Léa", "Max"], { language })
      await page.getByRole("button", { name: say.confirm }).click()
      await expect(page.getByRole("article", { name: say.card })).toContainText(challenge.text[language])
      for (const size of phones) {
        await page.setViewportSize(size)
        await page.evaluate(() => window.scrollTo(0, 0))
        await settled(page)
        await lookAt(page, `${screenshotsFolder}longest-${pack}-${language}-${size.width}.png`)
      }
      if (challenge.timer !== undefined) {
        await page.getByRole("button", { name: say.start, exact: true }).first().click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await lookAt(page, `${screenshotsFolder}longest-${pack}-${language}-${phones[1].width}-timer.png`)
        await page.keyboard.press("Escape")
      }
      await page.setViewportSize(phones[0])
    }
  })
}
