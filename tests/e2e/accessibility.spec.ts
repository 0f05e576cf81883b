import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { publicPages, withSavedCookieChoice } from "./support.ts"

for (const { name, path, heading } of publicPages) {
  test(`${name}: no serious or critical accessibility violation (axe, WCAG 2.1 AA)`, async ({ page }) => {
    await withSavedCookieChoice(page)
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(" ")) }))
    expect(blocking).toEqual([])
  })
}

test("the cookie banner and the preferences dialog: no serious or critical violation", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("region", { name: "Quelques cookies\u202f?" })).toBeVisible()
  const banner = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()
  expect(banner.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([])
  await page.getByRole("button", { name: "Personnaliser" }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  const dialog = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()
  expect(dialog.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([])
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
