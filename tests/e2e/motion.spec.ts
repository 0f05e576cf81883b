import type { Page } from "@playwright/test"
import { expect, holdRequests, networkQuiet, test, withSavedCookieChoice } from "./fixtures.ts"

/** A running animation: what it animates and on what, after how long it starts, how long one turn lasts and how many turns (-1: endless). */
interface Running {
  readonly target: string
  readonly properties: ReadonlyArray<string>
  readonly delayMs: number
  readonly durationMs: number
  readonly iterations: number
}

/** The page's running CSS animations. */
const runningAnimations = (page: Page): Promise<ReadonlyArray<Running>> =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect
        const timing = effect.getComputedTiming()
        const target = effect.target instanceof Element ? effect.target.className : ""
        const properties = effect
          .getKeyframes()
          .flatMap((keyframe) => Object.keys(keyframe))
          .filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key))
        return {
          target: `${target}${effect.pseudoElement ?? ""}`,
          properties: [...new Set(properties)],
          delayMs: Number(timing.delay ?? 0),
          durationMs: Number(timing.duration),
          iterations: timing.iterations === Number.POSITIVE_INFINITY ? -1 : Number(timing.iterations)
        }
      })
  )

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("while the next page's code loads, the bar at the top moves by transform alone, which the compositor draws while the page is busy", async ({ page }) => {
  await page.goto("/")
  await networkQuiet(page)
  const release = await holdRequests(page, /\/assets\/rules-page-[^/]+\.js$/)
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" }).click()
  const bar = page.locator(".navigation-progress")
  await expect(bar).toBeAttached()
  const barAnimations = (await runningAnimations(page)).filter((animation) => animation.target.startsWith("navigation-progress"))
  expect(barAnimations).toEqual([{ target: "navigation-progress::before", properties: ["transform"], delayMs: 0, durationMs: 1000, iterations: -1 }])
  release()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
  await expect(bar).toHaveCount(0)
})

test("a page's loading spinner shows and turns after a second: a shorter wait moves nothing on screen", async ({ page }) => {
  // The game menu's first screen while the session is checked: the loading status, said at once, and its spinner.
  const releaseSession = await holdRequests(page, "**/api/auth/me")
  await page.goto("/game")
  await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toHaveCount(1)
  const spinner = page.locator(".page-loading .spinner")
  await expect(spinner).toBeAttached()
  // Its animations as declared (read from the style, not from a running animation: on a busy machine the second may be over already).
  const declared = await spinner.evaluate((element) => {
    const style = getComputedStyle(element)
    return { names: style.animationName, delays: style.animationDelay, durations: style.animationDuration, turns: style.animationIterationCount }
  })
  expect(declared).toEqual({ names: "spinner-show, spin", delays: "1s, 1s", durations: "0s, 0.8s", turns: "1, infinite" })
  // Once the wait is longer, it shows.
  await expect.poll(() => spinner.evaluate((element) => getComputedStyle(element).opacity)).toBe("1")
  releaseSession()
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fgame$/)
})

test.describe("asked for less motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("a loading spinner turns slowly rather than jumping to a new angle every frame, and nothing else moves on", async ({ page }) => {
    // The game menu's first screen while the session is checked: the loading status and its spinner.
    const releaseSession = await holdRequests(page, "**/api/auth/me")
    await page.goto("/game")
    await expect(page.locator(".page-loading .spinner")).toBeVisible()
    await expect
      .poll(() => runningAnimations(page))
      .toEqual([{ target: "spinner", properties: ["transform"], delayMs: 1000, durationMs: 2400, iterations: -1 }])
    releaseSession()
    await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fgame$/)
    await networkQuiet(page)

    // The bar at the top while the next page's code loads stays still, across the page: its light's animation ended at once.
    const releaseRules = await holdRequests(page, /\/assets\/rules-page-[^/]+\.js$/)
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" }).click()
    const bar = page.locator(".navigation-progress")
    await expect(bar).toBeAttached()
    await expect.poll(() => runningAnimations(page)).toEqual([])
    const light = await bar.evaluate((element) => {
      const style = getComputedStyle(element, "::before")
      return { animation: style.animationName, turns: style.animationIterationCount, width: style.width, barWidth: getComputedStyle(element).width }
    })
    expect(light).toEqual({ animation: "navigation-progress", turns: "1", width: light.barWidth, barWidth: light.barWidth })
    releaseRules()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
  })
})
