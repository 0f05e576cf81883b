import { fileURLToPath } from "node:url"
import type { Page, TestInfo } from "@playwright/test"
import { settled } from "./fixtures.ts"

/** The two widths every screen is looked at: a phone's and a laptop's. */
export const phone = { width: 360, height: 780 }
export const laptop = { width: 1280, height: 900 }

const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

/** A screenshot in test-results/screenshots (the whole page unless it is a long one), attached to the report. */
export const capture = async (page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> => {
  const file = `${folder}${name}.png`
  await page.screenshot({ path: file, fullPage, animations: "disabled" })
  await testInfo.attach(name, { path: file, contentType: "image/png" })
}

/**
 * The screen as it is at a laptop's width, then a phone's: `check` (an axe scan, say) at each, and a
 * screenshot `<name>-<width>.png`; then back to `back` (the phone's unless told).
 */
export const captureAtBothWidths = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { readonly back?: typeof phone; readonly fullPage?: boolean; readonly check?: (width: number) => Promise<void> } = {}
): Promise<void> => {
  for (const size of [laptop, phone]) {
    await page.setViewportSize(size)
    // From the top: a full-page capture of a scrolled page draws the sticky bars where the scroll left them.
    await page.evaluate(() => window.scrollTo(0, 0))
    await settled(page)
    await options.check?.(size.width)
    await capture(page, testInfo, `${name}-${size.width}`, options.fullPage ?? true)
  }
  await page.setViewportSize(options.back ?? phone)
}
