import { expect, test } from "../fixtures.ts"
import { readyPlayer, startGameWith } from "../game-support.ts"
import { captureAtBothWidths } from "../screens.ts"

/**
 * Screenshots of the controls of step 2 (third round) at a phone's and a laptop's width, in both
 * languages: the style picker on the route step, the rating bar after a result, and on the end screen.
 * Every check on them is made by a spec (problem-style, game-offline, game-play); this only saves pictures.
 */

const words = {
  fr: { confirm: "J'ai choisi mon bloc", success: "Réussi", tooEasy: "Trop facile", unsafe: "Dangereux" },
  en: { confirm: "I have chosen my problem", success: "Success", tooEasy: "Too easy", unsafe: "Unsafe" }
} as const

for (const language of ["fr", "en"] as const) {
  const say = words[language]
  test(`screenshots of the style picker and the rating bar (${language})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    await readyPlayer(page, { language })
    await startGameWith(page, ["Ana", "Ben"], { language })
    await captureAtBothWidths(page, testInfo, `style-picker-${language}`)
    for (let turn = 0; turn < 10; turn++) {
      await page.getByRole("button", { name: say.confirm }).click()
      await page.getByRole("button", { name: say.success, exact: true }).click()
      if (turn === 0) {
        const bar = page.getByTestId("rating-bar")
        await expect(bar).toBeVisible()
        await captureAtBothWidths(page, testInfo, `rating-bar-${language}`)
        await bar.getByRole("button", { name: say.tooEasy }).click()
        await captureAtBothWidths(page, testInfo, `rating-bar-rated-${language}`)
      }
    }
    await page.getByTestId("rating-bar").getByRole("button", { name: say.unsafe }).click()
    await captureAtBothWidths(page, testInfo, `rating-bar-end-${language}`)
  })
}
