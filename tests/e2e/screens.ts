import { mkdirSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import type { CDPSession, Locator, Page, TestInfo } from "@playwright/test"
import { settled } from "./fixtures.ts"

/** The two widths every screen is looked at: a phone's and a laptop's. */
export const phone = { width: 360, height: 780 }
export const laptop = { width: 1280, height: 900 }

/**
 * Whether this run saves pictures of the screens for people to look at: `npm run screenshots`
 * (E2E_SCREENSHOTS=1). A test run does not: encoding some 400 PNGs that nobody opens was a large
 * share of the browser tests' CPU. Every check a test makes runs either way; only the pictures wait
 * for someone who will look at them. A failing test's own screenshot is kept in any run (playwright.config.ts).
 */
export const areScreenshotsWanted = process.env.E2E_SCREENSHOTS === "1"

/** Where the pictures go: test-results/screenshots/. */
export const screenshotsFolder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

const folder = screenshotsFolder

const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * Saves a PNG of what the page shows (or the whole page, or `clip`) to `file`, in a run that wants
 * pictures (`areScreenshotsWanted`); nothing otherwise. Chromium is asked for
 * its fast PNG encoder (Page.captureScreenshot's optimizeForSpeed), which Playwright's page.screenshot
 * does not offer: a third less of the browser's CPU per picture, for a file a fifth larger. Unlike
 * page.screenshot with animations "disabled",
 * it does not stop animations: callers wait for the page to settle first (`settled`), except where
 * a running countdown is the subject. Like it, a whole page is drawn beyond the viewport at its own size.
 */
export const saveScreenshot = async (
  page: Page,
  file: string,
  options: { readonly fullPage?: boolean; readonly clip?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } } = {}
): Promise<void> => {
  if (!areScreenshotsWanted) return
  let session = sessions.get(page)
  if (session === undefined) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  const cdp = await session
  const whole =
    options.fullPage === true
      ? await cdp.send("Page.getLayoutMetrics").then(({ cssContentSize }) => ({
          x: 0,
          y: 0,
          width: Math.ceil(cssContentSize.width),
          height: Math.ceil(cssContentSize.height)
        }))
      : undefined
  const clip = options.clip ?? whole
  const { data } = await cdp.send("Page.captureScreenshot", {
    format: "png",
    optimizeForSpeed: true,
    ...(clip !== undefined && { clip: { ...clip, scale: 1 }, captureBeyondViewport: whole !== undefined })
  })
  // As page.screenshot does: the folder is made when missing (a fresh clone has no test-results/).
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, Buffer.from(data, "base64"))
}

/** A screenshot in test-results/screenshots (the whole page unless it is a long one), attached to the report, when pictures are wanted. */
export const capture = async (page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> => {
  if (!areScreenshotsWanted) return
  const file = `${folder}${name}.png`
  await saveScreenshot(page, file, { fullPage })
  await testInfo.attach(name, { path: file, contentType: "image/png" })
}

/**
 * Playwright's own screenshot of a page or a part of it (animations stopped), to `file`, when
 * pictures are wanted: for the pictures `saveScreenshot` cannot take (an element, a page whose
 * animations must be stopped to be seen).
 */
export const lookAt = async (target: Page | Locator, file: string, options: { readonly fullPage?: boolean } = {}): Promise<void> => {
  if (!areScreenshotsWanted) return
  await target.screenshot({ path: file, animations: "disabled", ...(options.fullPage === true && "goto" in target ? { fullPage: true } : {}) })
}

/**
 * The screen as it is at a laptop's width, then a phone's: `check` (an axe scan, say) at each, and a
 * screenshot `<name>-<width>.png` when pictures are wanted; then back to `back` (the phone's unless told).
 */
export const captureAtBothWidths = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { readonly back?: typeof phone; readonly fullPage?: boolean; readonly check?: (width: number) => Promise<void> } = {}
): Promise<void> => {
  if (!areScreenshotsWanted && options.check === undefined) {
    await page.setViewportSize(options.back ?? phone)
    return
  }
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
