import { expect, originOf, signUpThroughApi, test, withSavedCookieChoice } from "../fixtures.ts"
import { acceptDisclaimer } from "../game-support.ts"
import { newHost, openNight } from "../gym-night-support.ts"
import { captureAtBothWidths } from "../screens.ts"

/**
 * Pictures of the gym night's screens no spec saves at both widths (issue #39): the admin's hosts
 * section and the join page signed in, in French and English. The big screen and the phone's join
 * walk are saved by their specs.
 */
for (const language of ["fr", "en"] as const) {
  test(`the admin's hosts and the join page in ${language === "fr" ? "French" : "English"}, at a laptop's width and a phone's`, async ({
    page,
    browser,
    baseURL
  }, testInfo) => {
    test.setTimeout(180_000)
    await page.addInitScript((locale) => localStorage.setItem("locale", locale), language)
    await newHost(page, "Maya")
    await page.request.patch("/api/me/profile", { data: { preferredLanguage: language }, headers: { Origin: originOf(page) } })
    await page.goto("/admin/add-admin")
    await expect(page.getByText("Bloc Session")).toBeVisible()
    await captureAtBothWidths(page, testInfo, `gym-night-admin-hosts-${language}`)

    const { joinPath } = await openNight(page, language === "fr" ? "La nuit du bloc" : "Friday Bloc Jam", language, ["party-night"])
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `10.249.${language === "fr" ? 1 : 2}.7` } })
    const phone = await context.newPage()
    await withSavedCookieChoice(phone)
    await phone.addInitScript((locale) => localStorage.setItem("locale", locale), language)
    await signUpThroughApi(phone, { displayName: "Chloé", language })
    await acceptDisclaimer(phone)
    await phone.goto(joinPath)
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible()
    await captureAtBothWidths(phone, testInfo, `gym-night-join-${language}`)
    await context.close()
  })
}
