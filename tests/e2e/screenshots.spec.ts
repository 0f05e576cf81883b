import { expect, test } from "@playwright/test"
import { fileURLToPath } from "node:url"
import { publicPages, withSavedCookieChoice } from "./support.ts"

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })
    for (const { name, path, heading } of publicPages) {
      test(`screenshot of ${name}`, async ({ page }, testInfo) => {
        await withSavedCookieChoice(page)
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
        await page.waitForLoadState("networkidle")
        const file = `${folder}${name}-${width}.png`
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" })
        await testInfo.attach(`${name}-${width}`, { path: file, contentType: "image/png" })
      })
    }
    for (const name of ["home", "rules"]) {
      test(`screenshot of ${name} in English`, async ({ page }, testInfo) => {
        await withSavedCookieChoice(page)
        await page.addInitScript(() => localStorage.setItem("locale", "en"))
        await page.goto(name === "home" ? "/" : "/rules")
        await expect(page.locator("html")).toHaveAttribute("lang", "en")
        await page.waitForLoadState("networkidle")
        const file = `${folder}${name}-en-${width}.png`
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" })
        await testInfo.attach(`${name}-en-${width}`, { path: file, contentType: "image/png" })
      })
    }
    test("screenshot of home with the cookie banner", async ({ page }, testInfo) => {
      await page.goto("/")
      await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeVisible()
      const file = `${folder}home-cookie-banner-${width}.png`
      await page.screenshot({ path: file, animations: "disabled" })
      await testInfo.attach(`home-cookie-banner-${width}`, { path: file, contentType: "image/png" })
    })
  })
}
