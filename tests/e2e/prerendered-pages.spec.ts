import { createServer, request as httpRequest } from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser, Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, holdRequests, networkQuiet, signUpThroughApi, test, trackNetwork, withSavedCookieChoice } from "./fixtures.ts"
import { prerenderedPages as pages } from "./public-pages.ts"
import { laptop } from "./screens.ts"
import { problemsOn } from "./texts-on-screen.ts"

/**
 * The public pages come rendered from the server (web/build/prerender.ts): their title and text are
 * in the HTML itself, in the visitor's language, and the app takes that HTML over (hydrates it)
 * without an error, a warning or a redraw.
 */
const browserLocale = { fr: "fr-FR", en: "en-GB" } as const

/** A page in a browser whose JavaScript is off: what it shows is the HTML the server sent. */
const withoutJavaScript = async (browser: Browser, baseURL: string | undefined, language: "fr" | "en") =>
  (await browser.newContext({ baseURL, javaScriptEnabled: false, locale: browserLocale[language], serviceWorkers: "block" })).newPage()

test("each public page's HTML holds its title and text, in French and in English", async ({ browser, baseURL }) => {
  for (const language of ["fr", "en"] as const) {
    const page = await withoutJavaScript(browser, baseURL, language)
    for (const { path, [language]: texts } of pages) {
      const response = await page.goto(path)
      expect(response?.headers().vary).toMatch(/Accept-Language/)
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[0])
      await expect(page.getByRole("main").getByText(texts[1]).first()).toBeVisible()
      // The tab and a screen reader name the page in its language before any code runs.
      const heading = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim()
      expect(await page.title(), `the title of ${path} in ${language}`).toBe(path === "/" ? "Allez!" : `${heading} — Allez!`)
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(language === "fr" ? /jeu de soirée/ : /party game/)
      // A form in the HTML takes nothing before the app runs: typing would be lost, and a tap would send
      // it the browser's way. Sent anyway, it posts: no field (a password) in the address.
      for (const form of await page.locator("form").all()) {
        await expect(form).toHaveAttribute("method", "post")
        await expect(form.locator('button[type="submit"]')).toBeDisabled()
        for (const field of await form.locator("input").all()) await expect(field).toBeDisabled()
      }
    }
    await page.context().close()
  }
})

/** Every console error and warning, and every uncaught error (React reports a hydration mismatch as one). */
const consoleProblems = (page: Page): Array<string> => {
  const problems: Array<string> = []
  page.on("console", (message) => {
    // The tests block service workers (Playwright says so as a warning): not the page's doing.
    if (message.text().includes("Service Worker registration blocked by Playwright")) return
    if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.type()} ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`))
  return problems
}

/** Holds the app's code back until the returned release is called. */
test("a public page carries its styles: it is laid out with every stylesheet request refused, and asks for none", async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL, "fr")
  const stylesheets: Array<string> = []
  await page.route(/\.css$/, (route) => {
    stylesheets.push(route.request().url())
    return route.abort()
  })
  for (const path of ["/", "/store", "/auth/sign-in"]) {
    await page.goto(path)
    await expect(page.getByRole("navigation").first()).toHaveCSS("display", "flex")
  }
  expect(stylesheets).toEqual([])
  await page.context().close()
})

const holdTheAppsCode = (page: Page): Promise<() => void> => holdRequests(page, /\/assets\/index-[^/]+\.js$/)

test("the cookie banner comes with the page: a first visit sees it before the app's code runs, a visitor who chose never sees it", async ({
  browser,
  baseURL
}) => {
  for (const hasChosen of [false, true]) {
    const context = await browser.newContext({ baseURL, locale: "en-GB", serviceWorkers: "block" })
    const page = await context.newPage()
    const problems = consoleProblems(page)
    if (hasChosen) await withSavedCookieChoice(page)
    const release = await holdTheAppsCode(page)
    await page.goto("/auth/sign-in", { waitUntil: "commit" })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const banner = page.getByRole("region", { name: "A few cookies?" })
    const mark = page.locator("html[data-consent]")
    if (hasChosen) {
      await expect(page.locator(".cookie-banner")).toBeHidden()
      await expect(mark).toHaveCount(1)
    } else {
      await expect(banner).toBeVisible()
      await expect(mark).toHaveCount(0)
    }
    // A tap before the app's code has run is kept, and answered once it has: one tap is enough.
    if (!hasChosen) await banner.getByRole("button", { name: "Accept all" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    if (!hasChosen) await expect(banner).toBeVisible()
    release()
    // Once the app has taken the page over, the banner follows the saved choice, or the tap.
    await networkQuiet(page)
    await expect(mark).toHaveCount(0)
    await expect(page.locator(".cookie-banner")).toHaveCount(0)
    if (!hasChosen) expect(JSON.parse((await page.evaluate(() => localStorage.getItem("acceptedCookies"))) ?? "null")).toMatchObject({ analythics: true })
    expect(problems).toEqual([])
    await context.close()
  }
})

/**
 * Opens a page with the app's code held back until the server's HTML is marked, then lets it run: the
 * mark survives only if the app took that HTML over rather than drawing the page again.
 */
const openAndHydrate = async (page: Page, path: string, heading: RegExp): Promise<void> => {
  const release = await holdTheAppsCode(page)
  // The app's module holds the DOMContentLoaded event back: the page is parsed, not "loaded".
  await page.goto(path, { waitUntil: "commit" })
  await page.getByRole("heading", { level: 1 }).evaluate((title) => title.setAttribute("data-server-html", ""))
  release()
  // The page came with its banner; it answers a tap once the app has taken the page over (its code
  // fetched and run: the page's network and main thread quiet).
  await networkQuiet(page)
  const banner = page.getByRole("region", { name: /^(A few cookies|Quelques cookies)/ })
  // From here on the page answers a tap: what moves then (the banner going) is the tap's doing, even
  // when a busy machine answers it more than the half second the browser allows a tap's shifts.
  await page.evaluate(() => Object.assign(window, { tappedAt: performance.now() }))
  // A tap the page took before it could answer is tapped again; one it answered slowly is not: the
  // banner gone, there is nothing left to tap.
  await expect(async () => {
    if ((await banner.count()) > 0) await banner.getByRole("button", { name: /^(Refuse all|Tout refuser)$/ }).click({ timeout: 1_000 })
    await expect(banner).toHaveCount(0, { timeout: 1_000 })
  }).toPass()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
  await expect(page.locator("h1[data-server-html]")).toHaveCount(1)
  await page.unroute(/\/assets\/index-[^/]+\.js$/)
}

/**
 * Records the page's layout shifts that no tap caused, from its first frame until the test taps
 * (tappedAt): what moved, from which box to which (left,top width×height) and when (a script given as text, so the test runner's
 * transform leaves it alone).
 */
const recordShifts = `window.layoutShifts = []
const box = (rect) => Math.round(rect.left) + "," + Math.round(rect.top) + " " + Math.round(rect.width) + "×" + Math.round(rect.height)
new PerformanceObserver((list) => {
  for (const shift of list.getEntries())
    if (!shift.hadRecentInput && !(shift.startTime >= window.tappedAt))
      window.layoutShifts.push(shift.sources.map((source) => (source.node?.getAttribute?.("class") || source.node?.nodeName) + " " + box(source.previousRect) + " → " + box(source.currentRect)).join(", ") + " at " + Math.round(shift.startTime) + " ms")
}).observe({ type: "layout-shift", buffered: true })`

for (const language of ["fr", "en"] as const) {
  // One visit a page for everything a visitor's first load must hold: the translations walk, which also
  // scans the other public pages and watches their console (translations.spec.ts), visits only the pages not listed here.
  test(`each prerendered page hydrates without a console error, a warning or anything moving, passes axe at a laptop's width, shows no raw key or text of the other language, and loads only its own code (${language})`, async ({
    browser,
    baseURL
  }) => {
    test.setTimeout(150_000)
    for (const { path, [language]: texts } of pages) {
      // A new visitor each time, on a phone: no stored choice, no cache, no service worker.
      const context = await browser.newContext({ baseURL, locale: browserLocale[language], serviceWorkers: "block", viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      await page.addInitScript(recordShifts)
      trackNetwork(page)
      const problems = consoleProblems(page)
      const scripts: Array<string> = []
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
      })
      await openAndHydrate(page, path, texts[0])
      await networkQuiet(page)
      expect(problems).toEqual([])
      // The pages about the game never load the game, the store, the admin area or the settings; home loads its own.
      if (["/", "/rules", "/what-is-it", "/about", "/contact"].includes(path))
        expect(
          scripts.filter((script) => /\/(game|pregame|main-menu|store|bag|purchase-\w+|admin|settings)-page-[\w-]+\.js$/.test(script)),
          path
        ).toEqual([])
      if (path === "/") expect(scripts.some((script) => /\/home-page-[\w-]+\.js$/.test(script))).toBe(true)
      // The page's own styles, the deployment's facts, the sign-in providers: what comes later takes a place the HTML kept for it.
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: Array<string> }).layoutShifts), `what moved on ${path}`).toEqual([])
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      // The page taken over, its cookie banner answered: axe at a laptop's width, as the accessibility walk scans,
      // and its words read as the translations walk reads every other page's.
      await page.setViewportSize(laptop)
      await networkQuiet(page)
      expect.soft(await axeViolations(page), `${path} in ${language}`).toEqual([])
      expect.soft(await problemsOn(page, language), `raw keys or ${language === "fr" ? "English" : "French"} texts on ${path}`).toEqual([])
      await context.close()
    }
  })
}

/**
 * Serves `path` from the app's server in two parts, the second held until the returned `sendRest` is
 * called; every other request goes to the app's server as it is. Where the page is cut: before `cutBefore`.
 */
const servePageInTwoParts = async (baseURL: string, path: string, language: "fr" | "en", cutBefore: string) => {
  const upstream = new URL(baseURL)
  const page = await fetch(new URL(path, upstream), { headers: { "Accept-Language": language, "Accept-Encoding": "identity" } })
  const html = await page.text()
  const cut = html.indexOf(cutBefore)
  expect(cut, `${cutBefore} in ${path}`).toBeGreaterThan(0)
  const headers = Object.fromEntries([...page.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)))
  let sendRest = () => {}
  const rest = new Promise<void>((resolve) => {
    sendRest = resolve
  })
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, headers)
      response.write(html.slice(0, cut))
      void rest.then(() => response.end(html.slice(cut)))
      return
    }
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      }
    )
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendRest,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

test("a page whose end arrives late is painted whole: nothing drawn before moves when the rest comes", async ({ browser, baseURL }) => {
  // The sign-in page cut inside its button: its icon has come, its label not yet.
  const parts = await servePageInTwoParts(baseURL ?? "", "/auth/sign-in", "fr", "Se connecter</button>")
  const context = await browser.newContext({ baseURL: parts.origin, locale: "fr-FR", serviceWorkers: "block", viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  await page.addInitScript(recordShifts)
  await page.goto("/auth/sign-in", { waitUntil: "commit" })
  await expect.poll(() => page.evaluate(() => document.querySelector('button[type="submit"] svg') !== null)).toBe(true)
  // Time for a frame: a browser that draws what it has parsed so far draws the icon alone now.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve))
        setTimeout(resolve, 1_000)
      })
  )
  parts.sendRest()
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeEnabled()
  await networkQuiet(page)
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: Array<string> }).layoutShifts)).toEqual([])
  await context.close()
  await parts.close()
})

test("the server sends the stored language first, then the browser's, then French", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "en-GB", serviceWorkers: "block" })
  const page = await context.newPage()
  trackNetwork(page)
  const html = async (headers: Record<string, string>, path = "/rules") => (await page.request.get(path, { headers })).text()
  expect(await html({ "Accept-Language": "de-DE,de;q=0.9" })).toContain("Les règles du jeu")
  expect(await html({ "Accept-Language": "de-DE,en;q=0.8" })).toContain("The rules of the game")
  expect(await html({ "Accept-Language": "en-GB", Cookie: "locale=fr" })).toContain("Les règles du jeu")
  // A query string may change the page (a reset link's token): the app draws those itself.
  const withQuery = await html({ "Accept-Language": "en-GB" }, "/rules?from=home")
  expect(withQuery).not.toContain("The rules of the game")
  expect(withQuery).toContain('<html lang="en"')

  // The footer's switch stores the choice; the next visit comes in it from the server, before any code runs.
  await page.goto("/rules")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules of the game")
  // The switch answers once the app has taken the page over (its code and the page's texts fetched).
  await networkQuiet(page)
  await page.getByRole("region", { name: "A few cookies?" }).getByRole("button", { name: "Refuse all" }).click()
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Français" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
  const problems = consoleProblems(page)
  const reloaded = await page.goto("/about")
  expect(await reloaded?.text()).toContain("Qui se cache derrière Allez!")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Qui se cache derrière Allez!/)
  await networkQuiet(page)
  expect(problems).toEqual([])
  await context.close()
})

test("a signed-in player's page comes with the cookie banner and the loading status before the app's code runs, then opens without an error or a second copy of the styles", async ({
  page,
  baseURL
}) => {
  const problems = consoleProblems(page)
  // The shell's stylesheet comes in the page: fetched again by the app, it would land after the game's and override it.
  const shellStylesheets: Array<string> = []
  page.on("request", (request) => {
    if (/\/assets\/index-[^/]+\.css$/.test(request.url())) shellStylesheets.push(request.url())
  })
  await signUpThroughApi(page)
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(baseURL ?? "").origin } })
  expect(accepted.ok()).toBe(true)
  for (const { path, heading } of [
    { path: "/game/pregame", heading: "Choisis tes packs" },
    { path: "/game", heading: "Menu du jeu" }
  ]) {
    const release = await holdTheAppsCode(page)
    await page.goto(path, { waitUntil: "commit" })
    // From the server's HTML: a first visit's banner, and what shows while the session is checked.
    await expect(page.getByRole("region", { name: /^Quelques cookies/ })).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toHaveCount(1)
    // The pregame fetches the game's code at the group's first touch, and that code's loader lists the shell's stylesheet.
    const gameCode = path === "/game/pregame" ? page.waitForRequest(/\/assets\/game-session-[^/]+\.js$/) : undefined
    release()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    if (gameCode !== undefined) {
      await page.getByRole("heading", { level: 1 }).click()
      await gameCode
    }
    await networkQuiet(page)
    await page.unroute(/\/assets\/index-[^/]+\.js$/)
  }
  await networkQuiet(page)
  expect(problems).toEqual([])
  expect(shellStylesheets).toEqual([])
})

test("a signed-in player's page sent in the browser's language opens in the profile's, without a hydration error", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", serviceWorkers: "block" })
  const page = await context.newPage()
  const problems = consoleProblems(page)
  await signUpThroughApi(page, { language: "en" })
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(baseURL ?? "").origin } })
  expect(accepted.ok()).toBe(true)
  const sent = await page.goto("/game/pregame")
  expect(await sent?.text()).toContain('<html lang="fr"')
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your packs")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await networkQuiet(page)
  expect(problems).toEqual([])
  await context.close()
})
