import { spawn } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type APIRequestContext, type APIResponse, test as base, expect, type Locator, type Page, type Request } from "@playwright/test"
import { decodeQuotedPrintable } from "../auth/mime-text.ts"
import { humanCheckedAuthRequests, solvedProof } from "../support/human-check.ts"
import { e2eDataDir, e2eLane, e2eLaneServerScript, e2eServerPort } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))

/** The address of the server this worker's tests use: its lane's, or E2E_BASE_URL's. */
const serverUrl = (): string => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${e2eServerPort}`).origin

/**
 * Starts this worker's own server (tests/e2e/e2e-server.ts as compiled for the run, on its lane's
 * port, data and web copy) and resolves once it answers; fails at once if the process ends first.
 */
const startLaneServer = async (): Promise<() => Promise<void>> => {
  const url = serverUrl()
  const child = spawn(process.execPath, [e2eLaneServerScript], {
    cwd: repositoryRoot,
    env: { ...process.env, E2E_LANE: String(e2eLane) },
    stdio: ["ignore", "ignore", "pipe"]
  })
  let errors = ""
  child.stderr.on("data", (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-20_000)
  })
  let hasExited = false
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      hasExited = true
      resolve()
    })
  )
  const killOnExit = () => child.kill("SIGKILL")
  process.once("exit", killOnExit)
  const stopped = exited.then(() => {
    throw new Error(`the lane ${e2eLane} server stopped before answering:\n${errors}`)
  })
  await Promise.race([
    expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (response) => response.ok,
            () => false
          ),
        {
          message: `the lane ${e2eLane} server at ${url} answers`,
          // A bound, not a measure: a lane server starts in seconds, but on a machine running two
          // suites side by side (load 19 on 2 cores) its first start took over 90 s.
          timeout: 240_000
        }
      )
      .toBe(true),
    stopped
  ])
  const stop = async () => {
    process.removeListener("exit", killOnExit)
    if (!hasExited) child.kill("SIGTERM")
    await exited
  }
  return stop
}

/**
 * The browser tests' `test`. Each worker runs its own server (its lane's port, data and copy of the
 * web app: no test sees what another worker's tests change, such as a renamed category or a new
 * pack), unless E2E_BASE_URL names a server to test instead. Each test is its own client (a
 * distinct X-Forwarded-For address behind the test server's trusted proxy), so the per-address
 * rate limits of sign-up and sign-in apply to one test at a time, as they would to one person.
 */
export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring and refuses any other first parameter
    async ({}, use) => {
      if (process.env.E2E_BASE_URL !== undefined) return use(serverUrl())
      const stop = await startLaneServer()
      await use(serverUrl())
      await stop()
    },
    { scope: "worker", timeout: 300_000 }
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
  context: async ({ context }, use) => {
    context.on("page", trackNetwork)
    await use(context)
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = (testInfo.workerIndex * 10_007 + hash(`${testInfo.file}:${testInfo.title}:${testInfo.repeatEachIndex}`)) % 65_000
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${(n >> 8) & 255}.${n & 255}.${(testInfo.retry % 250) + 1}` })
  }
})

/**
 * A test's own time-out (`test.setTimeout`), stretched as the config stretches the default one: with
 * more workers than the default on the same cores, each gets a smaller share (playwright.config.ts).
 */
const crowding = Number(process.env.E2E_CROWDING ?? "1")
const setTimeoutAsWritten = test.setTimeout.bind(test)
test.setTimeout = (timeout: number) => setTimeoutAsWritten(timeout * crowding)

export { expect }

const hash = (text: string): number => {
  let h = 0
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0
  return h
}

/** Every console error and uncaught exception of the page, as it happens (read at the end of a walk). */
export const consoleErrors = (page: Page): Array<string> => {
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()} ${message.location().url}`)
  })
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

/** An account the tests made: what signs it in. */
export interface Account {
  readonly email: string
  readonly password: string
  readonly displayName: string
}

let accounts = 0

/**
 * A GET through a test's API client (`page.request`), sent again when the server reset the kept-alive
 * socket it reused, as a browser resends an idempotent request. The server closes a connection idle
 * for 75 s (api/serve-app.ts); a long game on a busy machine leaves the client's sockets of its first
 * requests (the sign-up) that old, and one reused as the server closes it resets (ECONNRESET).
 */
export const apiGet = async (request: APIRequestContext, url: string, options?: Parameters<APIRequestContext["get"]>[1]): Promise<APIResponse> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request.get(url, options)
    } catch (error) {
      // Each reset socket is gone from the pool; three attempts get past every socket that old.
      if (attempt === 3 || !String(error).includes("ECONNRESET")) throw error
    }
  }
}

/** A fresh, unique e-mail address (the test server's store lives as long as the run). */
export const uniqueEmail = (label = "player"): string => {
  accounts += 1
  return `${label}-${process.pid}-${Date.now().toString(36)}-${accounts}@allez.test`
}

/** A password that passes the spec's rule. */
export const goodPassword = "Grimpe!2026"

/**
 * The app's own origin, which the API's CSRF rule wants on unsafe requests: the page's, or its
 * server's while the page is still blank (an account is set up through the API before the first visit).
 */
export const originOf = (page: Page): string => (page.url() === "about:blank" ? serverUrl() : new URL(page.url()).origin)

/** Solves the server's ALTCHA challenge for `action` as the web app's worker does, giving the proof header's value. */
export const humanCheckProof = async (request: APIRequestContext, action: string, headers: Record<string, string> = {}): Promise<string> => {
  const response = await request.get(`/api/human-check/challenge?action=${action}`, { headers: { Accept: "application/json", ...headers } })
  expect(response.ok(), "the human check's challenge").toBe(true)
  return solvedProof(await response.json())
}

const postJson = async (request: APIRequestContext, origin: string, path: string, data: unknown) => {
  const action = humanCheckedAuthRequests[path]
  const proof: Record<string, string> = action === undefined ? {} : { "x-human-check": await humanCheckProof(request, action) }
  const response = await request.post(path, { data, headers: { Origin: origin, Accept: "application/json", ...proof } })
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/**
 * Signs a new account up through the API, which signs it in with the page's own cookie jar (so the
 * page is signed in afterwards), then confirms its address with the verification link from the
 * outbox (as its page does) unless `verified` is false.
 */
export const signUpThroughApi = async (
  page: Page,
  options: { readonly displayName?: string; readonly email?: string; readonly language?: "fr" | "en"; readonly verified?: boolean } = {}
): Promise<Account> => {
  const account = { email: options.email ?? uniqueEmail(), password: goodPassword, displayName: options.displayName ?? "Zoé" }
  const origin = originOf(page)
  await postJson(page.request, origin, "/api/auth/sign-up", {
    email: account.email,
    password: account.password,
    confirmation: account.password,
    displayName: account.displayName,
    language: options.language ?? "fr"
  })
  if (options.verified !== false) {
    const link = await linkSentTo(account.email, "/auth/verify-email?token=")
    await postJson(page.request, origin, "/api/auth/verify", { token: new URL(link).searchParams.get("token") })
  }
  return account
}

/** Buys `packIds` for the page's signed-in user on the demo checkout, through the API, as paying there does. */
export const buyOnDemoCheckout = async (page: Page, packIds: ReadonlyArray<string>): Promise<void> => {
  const origin = originOf(page)
  const opened = await page.request.post("/api/checkout", { headers: { Origin: origin, Accept: "application/json" }, data: { packIds } })
  expect(opened.ok(), await opened.text()).toBe(true)
  const { url } = (await opened.json()) as { url: string }
  const paid = await page.request.post(`/api/demo-checkout/${url.split("/").at(-1)}/pay`, { headers: { Origin: origin }, form: {}, maxRedirects: 0 })
  expect(paid.status(), await paid.text()).toBe(303)
}

/** Signs an existing account in through the API (the page's cookie jar gets the session). */
export const signInThroughApi = async (page: Page, account: Pick<Account, "email" | "password">): Promise<void> => {
  await postJson(page.request, originOf(page), "/api/auth/sign-in", { email: account.email, password: account.password })
}

/**
 * The outbox's mails already read, by file name, with the size they were read at: a mail is written
 * once (whole, by a rename), and the outbox grows to hundreds of mails in a run, each of which every
 * look for a link read and decoded again. A server's outbox belongs to its lane, which this worker alone uses.
 */
const readMails = new Map<string, { readonly at: number; readonly size: number; readonly mail: string }>()

/** The .eml files the test server wrote to `address`, oldest first, decoded for reading. */
export const mailsSentTo = (address: string): ReadonlyArray<string> => {
  const outbox = join(e2eDataDir, "outbox")
  if (!existsSync(outbox)) return []
  const to = new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im")
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => {
      const path = join(outbox, file)
      const { mtimeMs, size } = statSync(path)
      let read = readMails.get(file)
      if (read === undefined || read.size !== size) {
        read = { at: mtimeMs, size, mail: decodeQuotedPrintable(readFileSync(path, "utf8")) }
        readMails.set(file, read)
      }
      return { file, ...read }
    })
    .sort((a, b) => a.at - b.at || (a.file < b.file ? -1 : 1))
    .map(({ mail }) => mail)
    .filter((mail) => to.test(mail))
}

/** Waits (up to 10 s) for the `nth` mail to `address` and returns its first link whose path starts with `pathPrefix`. */
export const linkSentTo = async (address: string, pathPrefix: string, nth = 1): Promise<string> => {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const mail = mailsSentTo(address)[nth - 1]
        const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s"'<>]*`)
        found = mail === undefined ? undefined : pattern.exec(mail)?.[0]?.replace(/&amp;/g, "&")
        return found !== undefined
      },
      // The mail is written just after the answer: looked for often, as most tests sign up through it.
      { message: `a mail to ${address} with a link to ${pathPrefix}`, intervals: [25, 50, 100, 250], timeout: 10_000 }
    )
    .toBe(true)
  return found as string
}

/** A saved cookie choice, so the banner stays away (set before the app starts). */
export const withSavedCookieChoice = async (page: Page, choice = { analythics: false, ads: false }): Promise<void> => {
  await page.addInitScript((saved) => {
    if (localStorage.getItem("acceptedCookies") === null) localStorage.setItem("acceptedCookies", JSON.stringify(saved))
  }, choice)
}

/** The language the page opens in, as if chosen on an earlier visit (its saved locale). */
export const withSavedLanguage = async (page: Page, language: "fr" | "en"): Promise<void> => {
  await page.addInitScript((saved) => localStorage.setItem("locale", saved), language)
}

/** Resolves once the page's fonts are ready and its running finite animations and transitions have ended: what a screenshot waits for. */
export const settled = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await document.fonts.ready
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** The requests each page of a test's context has sent and not yet had an answer to, and when that last changed. */
const networks = new WeakMap<Page, { readonly pending: Set<Request>; changedAt: number }>()

/** Follows the requests of a page opened outside the test's own context (the test's pages are followed already). */
export const trackNetwork = (page: Page): void => {
  const network = { pending: new Set<Request>(), changedAt: Date.now() }
  networks.set(page, network)
  page.on("request", (request) => {
    network.pending.add(request)
    network.changedAt = Date.now()
  })
  // Answered is enough: a live stream's answer never ends, and its data is what the page shows.
  const answered = (request: Request) => {
    if (network.pending.delete(request)) network.changedAt = Date.now()
  }
  page.on("response", (response) => answered(response.request()))
  page.on("requestfailed", answered)
  // A Web Worker ended while its script was still coming (the human check ends its other workers once
  // one has the proof) leaves that request with neither an answer nor a failure in Playwright's events.
  page.on("worker", (worker) =>
    worker.on("close", () => {
      for (const request of network.pending) if (request.url() === worker.url()) answered(request)
    })
  )
}

/**
 * Resolves once the page has had no request waiting for 150 ms and its main thread has been idle:
 * what a scan or a screenshot waits for. Playwright's "networkidle" waits 500 ms after the last
 * request, on each of the suite's hundreds of screens; this waits for the same settled page sooner.
 * A page opened outside the test's own context is not tracked, and waits for "networkidle".
 */
export const networkQuiet = async (page: Page): Promise<void> => {
  const network = networks.get(page)
  if (network === undefined) return page.waitForLoadState("networkidle")
  const quiet = () => network.pending.size === 0 && Date.now() - network.changedAt >= 150
  await page.waitForLoadState("load")
  for (;;) {
    await expect
      .poll(quiet, {
        message: `the page's requests are answered: ${[...network.pending].map((request) => `${request.method()} ${request.url()}`).join(", ")}`,
        intervals: [50],
        timeout: 15_000
      })
      .toBe(true)
    // A request the page sent just before is reported before this evaluation's answer.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })))
    if (quiet()) return
  }
}

/**
 * Holds the page's requests to `url` back until the returned release is called, to see what shows
 * while they are on their way (a page before its code, a modal's 'Verifying...' state); `onRequest`
 * sees each one as it is held.
 */
export const holdRequests = async (page: Page, url: string | RegExp, onRequest: (request: Request) => void = () => undefined): Promise<() => void> => {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    onRequest(route.request())
    await released
    await route.continue()
  })
  return () => release()
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) about now:
 * its timers then wait for `page.clock.runFor` or `resume`, so a state that lasts a second on screen
 * (a count-in's step, a toast's six seconds) stays there however busy the machine. The page's time
 * moves on while Playwright is asked, so the stop is set a moment ahead (timers due within it fire).
 */
export const holdPageClock = async (page: Page): Promise<void> => {
  for (let tries = 1; ; tries++) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200))
    } catch (error) {
      if (tries >= 5 || !String(error).includes("to the past")) throw error
    }
  }
}

/**
 * The toast shows at the top centre of the screen (spec §8), just below the navbar (its links stay
 * within reach), above an open modal too. It stays its six seconds on the page's clock, which the test
 * installs before the page loads (`page.clock.install()`): held while it is measured, then resumed, so
 * a busy machine cannot let those seconds run out between two questions to the page.
 */
export const expectToastAtTopCentre = async (page: Page, toast: Locator): Promise<void> => {
  await holdPageClock(page)
  await expect(toast).toBeVisible()
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()
  const navbar = await page.locator("header.site-header").boundingBox()
  const below = (navbar?.y ?? 0) + (navbar?.height ?? 0)
  expect(
    box !== null && viewport !== null && Math.abs(box.x + box.width / 2 - viewport.width / 2) < 4 && box.y >= below && box.y < below + 40,
    `toast at ${JSON.stringify(box)}`
  ).toBe(true)
  await page.clock.resume()
}
