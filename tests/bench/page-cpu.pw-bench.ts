/**
 * bench:pages — what one page load costs the browser, in the browser tests' Chromium: each load in a
 * fresh context, as every browser test opens its pages (no HTTP cache, no compiled code kept), until
 * the network has been quiet for half a second. For each page, the median of `PAGE_CPU_LOADS` loads
 * (12 by default, the pages taken in turn so that the machine's drift falls on all of them alike):
 * the CPU time of the page's renderer (every thread: script, style, layout, raster, the process's own
 * start), its main thread's tasks (what a phone's main thread would run, slowed), and the browser and
 * GPU processes' CPU time for the load. Beside each, the same figures for the floor measured in the
 * same run: a static document of the same server (the favicon) loaded the same way, which costs a
 * renderer's start and nothing of ours. Usage: npm run bench:pages (E2E_WEB_BUILD=<build> to reuse a
 * build); the figures are the ones Lighthouse's TBT is made of, without its simulation's spread.
 */
import type { Browser, BrowserContext } from "@playwright/test"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "../e2e/fixtures.ts"
import { median, recordFigure } from "./figures.ts"

/** `PAGE_CPU_LOADS=N`: loads per page (12 by default; what is not a whole number above zero is refused below). */
const loads = Number(process.env.PAGE_CPU_LOADS ?? 12)
const floorPath = "/favicon.svg"
const allPages: ReadonlyArray<{ readonly path: string; readonly signedIn: boolean }> = [
  { path: "/", signedIn: false },
  { path: "/rules", signedIn: false },
  { path: "/auth/sign-in", signedIn: false },
  { path: "/store", signedIn: false },
  { path: "/game", signedIn: true },
  { path: "/game/pregame", signedIn: true }
]
/** `PAGE_CPU_PAGES=/store,/game`: those pages only (and the floor), to look into one. */
const chosen = process.env.PAGE_CPU_PAGES?.split(",")
const pages = chosen === undefined ? allPages : allPages.filter(({ path }) => chosen.includes(path))
/** What the environment asks that the bench cannot measure, said before any load rather than as an empty table. */
const refusals = [
  ...(Number.isInteger(loads) && loads > 0 ? [] : [`PAGE_CPU_LOADS must be a whole number above zero, not "${process.env.PAGE_CPU_LOADS}"`]),
  ...(chosen ?? [])
    .filter((path) => !allPages.some((page) => page.path === path))
    .map((path) => `PAGE_CPU_PAGES names ${path}, which is not one of ${allPages.map((page) => page.path).join(", ")}`)
]

interface Load {
  /** CPU milliseconds of the page's renderer process (all threads), of the browser process, of the GPU process. */
  readonly renderer: number
  readonly browser: number
  readonly gpu: number
  /** The renderer's main thread: its tasks' time on that thread (CPU time, not wall-clock). */
  readonly mainThread: number
}

type ProcessTimes = Readonly<Record<string, number>>

/** Every Chromium process's CPU seconds so far, by type and id ("renderer:1234"). */
const processTimes = async (browser: Browser): Promise<ProcessTimes> => {
  const session = await browser.newBrowserCDPSession()
  const { processInfo } = (await session.send("SystemInfo.getProcessInfo")) as {
    processInfo: ReadonlyArray<{ readonly id: number; readonly type: string; readonly cpuTime: number }>
  }
  await session.detach()
  return Object.fromEntries(processInfo.map((process) => [`${process.type}:${process.id}`, process.cpuTime]))
}

/** CPU milliseconds the processes of a type spent between two readings (a process started since counts from zero). */
const spent = (before: ProcessTimes, after: ProcessTimes, type: string): number =>
  Object.entries(after)
    .filter(([key]) => key.startsWith(`${type}:`))
    .reduce((sum, [key, seconds]) => sum + seconds - (before[key] ?? 0), 0) * 1000

const loadOnce = async (browser: Browser, context: BrowserContext, path: string): Promise<Load> => {
  const page = await context.newPage()
  // The cookie banner answered, as a returning visitor's (its first paint is another page's).
  await withSavedCookieChoice(page)
  const session = await context.newCDPSession(page)
  await session.send("Performance.enable", { timeDomain: "threadTicks" })
  const before = await processTimes(browser)
  await page.goto(path, { waitUntil: "networkidle" })
  if (path !== floorPath) await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const after = await processTimes(browser)
  const { metrics } = await session.send("Performance.getMetrics")
  const taskSeconds = metrics.find((metric) => metric.name === "TaskDuration")?.value ?? Number.NaN
  await session.detach()
  return {
    renderer: spent(before, after, "renderer"),
    browser: spent(before, after, "browser"),
    gpu: spent(before, after, "GPU"),
    mainThread: taskSeconds * 1000
  }
}

test("the CPU of one page load, beside a static document's", async ({ browser, page }) => {
  expect(refusals, "the bench's settings").toEqual([])
  test.setTimeout(60_000 + loads * (pages.length + 1) * 6_000)
  // One player whose session every signed-in load carries (its disclaimer accepted: /game opens on its menu).
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  await page.goto("/")
  expect((await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })).ok()).toBe(true)
  const signedIn = await page.context().storageState()

  const measured = new Map<string, Array<Load>>()
  for (let round = 0; round < loads; round++) {
    for (const { path, signedIn: isSignedIn } of [{ path: floorPath, signedIn: false }, ...pages]) {
      const context = await browser.newContext({ serviceWorkers: "block", locale: "fr-FR", ...(isSignedIn && { storageState: signedIn }) })
      const load = await loadOnce(browser, context, path)
      await context.close()
      measured.set(path, [...(measured.get(path) ?? []), load])
    }
  }

  const figureOf = (path: string, key: keyof Load) => median((measured.get(path) ?? []).map((load) => load[key]))
  const figuresOf = (path: string) => ({
    renderer: figureOf(path, "renderer"),
    mainThread: figureOf(path, "mainThread"),
    other: figureOf(path, "browser") + figureOf(path, "gpu")
  })
  const row = (name: string, figures: ReturnType<typeof figuresOf>) =>
    `${name.padEnd(16)}${`${figures.renderer.toFixed(0)} ms`.padStart(12)}${`${figures.mainThread.toFixed(0)} ms`.padStart(18)}${`${figures.other.toFixed(0)} ms`.padStart(16)}`
  const floor = figuresOf(floorPath)
  const lines = [
    `CPU per page load in a fresh context, median of ${loads} (the floor: ${floorPath}, a static document of the same server)`,
    `${"page".padEnd(16)}${"renderer".padStart(12)}${"its main thread".padStart(18)}${"browser + GPU".padStart(16)}`,
    row("floor", floor)
  ]
  for (const { path } of pages) {
    const figures = figuresOf(path)
    lines.push(
      `${row(path, figures)}   above the floor: renderer +${(figures.renderer - floor.renderer).toFixed(0)} ms, main thread +${(figures.mainThread - floor.mainThread).toFixed(0)} ms`
    )
    recordFigure({ bench: "pages", name: `renderer CPU per load of ${path}`, value: figures.renderer, unit: "ms", reference: floor.renderer, better: "lower" })
    recordFigure({
      bench: "pages",
      name: `main-thread tasks per load of ${path}`,
      value: figures.mainThread,
      unit: "ms",
      reference: floor.mainThread,
      better: "lower"
    })
  }
  console.log(lines.join("\n"))
})
