/**
 * `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium) on every prerendered public
 * page, the store, and the game menu and pregame of a real signed-in player (signed up, verified and
 * signed in through the API), on the production build served by the real server (api/main.ts, SQLite
 * in a temporary folder), beside a bare React + wouter + i18next page built and served in the same
 * run: absolute figures move with the machine, the gap to the bare page much less.
 *
 * Prints one row per page (median of `--runs=N` runs, 3 by default) and the aims (issues 22 and 40):
 * performance ≥ 97 on public pages and ≥ 95 on the game menu and pregame, first contentful paint
 * ≤ 1.2 s, every page's total blocking time within 150 ms of the bare page's, the home page's
 * JavaScript ≤ 100 KB gzipped. Then, for the signed-in pages, the wait for their first screen on a
 * phone's link and how long their tasks block the thread after the first paint with the CPU really
 * slowed (no aim: the bare page's beside it). `--slow-phone` measures with three times
 * Lighthouse's CPU slowdown (12× instead of 4×: the phones a gym's visitors carry), where the score
 * aims are 90 and 85.
 * The pages are served as players get them, over HTTP/2 and TLS (an HTTP/2 front before the server,
 * as deploy/Caddyfile puts Caddy there); `--http1` measures the Node server alone, over HTTP/1.1.
 * `--strict` exits non-zero below an aim; `--no-build` reuses web/dist; `--only=/auth`
 * measures only the pages whose path contains `/auth` (`--only=/$`: whose path ends there, the home page
 * alone); `--reports=<folder>` keeps each run's Lighthouse report and trace, and the JavaScript profile of each
 * first screen on a phone's link.
 * Each row ends with the page's main-thread tasks in the median run's trace and the share of their time they ran
 * on a core: Lighthouse's TBT multiplies the tasks' wall time, so where the thread was off a core (waiting for
 * one, as on a small machine where the browser, its compositor and the server run beside it, or blocked) its
 * TBT counts that too.
 * Needs the `lighthouse` package (12.x): `npm install --save-dev lighthouse@12`. The browser is the browser tests'
 * (chromium.ts: Debian's headless shell when installed, else its full Chromium), named in the first line it
 * prints; CHROME_PATH picks another.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { extname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { languageCookie } from "../../core/locale/locale.ts"
import { prerenderedPaths } from "../../web/app/prerendered-pages.ts"
import { median, recordFigure } from "../bench/figures.ts"
import { humanCheckedAuthRequests, solvedProof } from "../support/human-check.ts"
import { chromiumPath } from "./chromium.ts"
import { type LoopbackCertificate, loopbackCertificate, startHttp2Front } from "./http2-front.ts"

interface LighthouseResult {
  readonly artifacts?: { readonly Trace?: unknown }
  readonly lhr: {
    readonly finalDisplayedUrl?: string
    readonly runtimeError?: { readonly code?: string; readonly message?: string }
    readonly categories: Readonly<Record<string, { readonly score: number | null }>>
    readonly audits: Readonly<Record<string, { readonly displayValue?: string; readonly numericValue?: number }>>
  }
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>
interface LaunchedChrome {
  readonly port: number
  kill(): void
}
type LaunchChrome = (options: { chromePath: string; chromeFlags: ReadonlyArray<string> }) => Promise<LaunchedChrome>

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))
const port = Number(process.env.BENCH_PORT ?? 4195)
const barePort = port + 1
/**
 * Players reach the app through Caddy (deploy/Caddyfile), over TLS and HTTP/2, where a page's forty
 * requests share one connection; Lighthouse simulates the link with the protocol it saw, and over
 * the Node server's HTTP/1.1 it gives a page six connections, its scripts waiting in line for them
 * (the game pages load some forty). So the pages, the bare one too, are measured through an HTTP/2
 * front with TLS (./http2-front.ts), on the next two ports; `--http1` measures the Node server alone.
 */
const overHttp1 = process.argv.includes("--http1")
/** Where the bench's own calls go (sign-up, sign-in): the server itself. */
const direct = `http://127.0.0.1:${port}`
/** The app's address as the browser has it: its public address (PUBLIC_URL). */
const base = overHttp1 ? direct : `https://127.0.0.1:${port + 2}`
const bareUrl = overHttp1 ? `http://127.0.0.1:${barePort}/` : `https://127.0.0.1:${port + 3}/`
/** Lighthouse's mobile CPU slowdown, and `--slow-phone`'s: three times it. */
const cpuSlowdown = process.argv.includes("--slow-phone") ? 12 : 4
/** The name the figures are saved under (tests/bench/figures.ts), one per slowdown and protocol. */
const benchName = `${cpuSlowdown > 4 ? "web (slow phone)" : "web"}${overHttp1 ? " over HTTP/1.1" : ""}`
/** Lighthouse's mobile link (its `mobileSlow4G` throttling), which the first-screen wait uses for real. */
const phoneLink = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675 }
const aims = {
  publicScore: cpuSlowdown > 4 ? 90 : 97,
  gameScore: cpuSlowdown > 4 ? 85 : 95,
  fcpMs: 1200,
  tbtOverBareMs: 150,
  homeJsKb: 100
}
/** Lighthouse's CPU throttling multiplies whatever else runs on the machine: the median of a few runs says more than one. */
const runs = Math.max(1, Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3) || 3)
/**
 * `--only=<text>` measures only the pages whose path contains it (and the bare page), to look into one page;
 * a `$` at its end anchors it at the path's end (`--only=/$`: the home page alone).
 */
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length)
const isMeasured = (path: string) => only === undefined || (only.endsWith("$") ? path.endsWith(only.slice(0, -1)) : path.includes(only))
/** `--reports=<folder>` keeps each run's whole Lighthouse report there (JSON), to read its waterfall and audits, and its trace (`<page>-<run>.trace.json`), and the JavaScript profile of each first screen on a phone's link (`<page>-slow-link-<slowdown>x-<run>.cpuprofile`), for Chrome's performance panel. */
const reportsFolder = process.argv.find((arg) => arg.startsWith("--reports="))?.slice("--reports=".length)
/** A page's name as the start of a report's file name (`/game (signed in)` → `game-signed-in`; the home page `/` → `home`). */
const fileNameOf = (name: string): string => name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"
/**
 * The browser tests' Chromium (chromium.ts), the headless shell when installed. The full browser also
 * runs its own window's compositor, which on a 2-core machine takes the page's core: one run each of
 * /game (median of 3, 7409e7f), full 74 with TBT 1,363 ms (its tasks on a core 29 % of their time),
 * the shell 83 with 579 ms (39 %); the bare page 100 in both. Lighthouse charges the time off a core
 * as work. The shell is Chrome's older headless mode: the same Blink and V8, its own way to the screen.
 */
const browserPath = process.env.CHROME_PATH ?? chromiumPath()
/** The fronts' certificate; the browsers accept it, and it alone, by the hash of its public key. */
const certificate = ((): LoopbackCertificate | undefined => {
  if (overHttp1) return undefined
  try {
    return loopbackCertificate()
  } catch {
    console.error(
      "bench:web serves the app over HTTP/2 and TLS, as deploy/Caddyfile does, with a certificate openssl makes: install openssl, or measure the Node server alone with --http1."
    )
    process.exit(1)
  }
})()
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  ...(certificate === undefined ? [] : [`--ignore-certificate-errors-spki-list=${certificate.publicKeyHash}`])
]

const load = async <A>(name: string): Promise<A | undefined> => {
  try {
    return (await import(name)) as A
  } catch {
    return undefined
  }
}

const lighthouseModule = await load<{ default: Lighthouse }>("lighthouse")
const launcher = await load<{ launch: LaunchChrome }>("chrome-launcher")
if (lighthouseModule === undefined || launcher === undefined) {
  console.error("bench:web needs Lighthouse: npm install --save-dev lighthouse@12 (it brings chrome-launcher).")
  process.exit(1)
}

if (!process.argv.includes("--no-build")) {
  const built = spawnSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"], { cwd: repositoryRoot, stdio: "inherit" })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** The reference: React 19 + wouter + i18next, one route with a heading and a paragraph, built by Vite in this run. */
const buildBarePage = async (): Promise<string> => {
  const root = mkdtempSync(join(repositoryRoot, "web", ".bench-bare-"))
  writeFileSync(
    join(root, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A bare page"><title>Bare</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>`
  )
  writeFileSync(
    join(root, "main.tsx"),
    `import i18next from "i18next"
import { createRoot } from "react-dom/client"
import { Route, Router, Switch } from "wouter"
void i18next.init({ lng: "en", resources: { en: { translation: { title: "A bare page", text: "React, wouter and i18next, nothing else." } } } })
const Home = () => <main><h1>{i18next.t("title")}</h1><p>{i18next.t("text")}</p></main>
createRoot(document.getElementById("root")!).render(<Router><Switch><Route path="/" component={Home} /></Switch></Router>)
`
  )
  const { build } = await import("vite")
  const react = (await import("@vitejs/plugin-react")).default
  await build({ configFile: false, root, logLevel: "warn", plugins: [react()], build: { outDir: join(root, "dist"), emptyOutDir: true, target: "es2022" } })
  return root
}

const contentTypes: Readonly<Record<string, string>> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" }

/** Serves the bare page gzipped, as a plain static host would. */
const serveBare = (dist: string) =>
  createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/"
    const file = join(dist, path === "/" ? "index.html" : path)
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { "Content-Type": contentTypes[extname(file)] ?? "application/octet-stream", "Content-Encoding": "gzip" })
    response.end(gzipSync(readFileSync(file)))
  }).listen(barePort, "127.0.0.1")

/** The home page's JavaScript, gzipped: the entry and every module its HTML preloads. */
const homeJsKb = (): number => {
  const html = readFileSync(join(repositoryRoot, "web", "dist", "prerendered", "fr", "index.html"), "utf8")
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string)
  return [...new Set(files)].reduce((total, file) => total + gzipSync(readFileSync(join(repositoryRoot, "web", "dist", file)), { level: 9 }).length, 0) / 1024
}

const dataDir = mkdtempSync(join(tmpdir(), "allez-bench-web-"))
const server = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
  cwd: repositoryRoot,
  // An https public address asks for Stripe's keys or the demo checkout on purpose (api/startup-guards.ts): the bench buys nothing.
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, ...(certificate !== undefined && { DEMO_CHECKOUT: "1" }) },
  stdio: ["ignore", "ignore", "inherit"]
})
// Whatever ends the bench (a port already taken, an error before the last `finally`), its server goes with it.
process.once("exit", () => server.kill())
const waitForServer = async () => {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${direct}/`)).ok) return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error("the server did not start")
}

/** A solved human check for `action`, on a challenge this server issued: the proof header's value. */
const humanCheckProof = async (action: string): Promise<string> =>
  solvedProof(await (await fetch(`${direct}/api/human-check/challenge?action=${action}`, { headers: { Accept: "application/json" } })).json())

const post = async (path: string, body: unknown, cookie = ""): Promise<Response> => {
  const action = humanCheckedAuthRequests[path]
  const response = await fetch(`${direct}${path}`, {
    method: path === "/api/me/profile" ? "PATCH" : "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      Origin: base,
      Cookie: cookie,
      ...(action !== undefined && { "x-human-check": await humanCheckProof(action) })
    },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return response
}

/** The bench player's language, in its profile and in its browser's language cookie. */
const playerLanguage = "fr"

interface Account {
  readonly email: string
  readonly password: string
}

/** A real player: signed up, verified with the link from the outbox, the disclaimer accepted. */
const signUp = async (): Promise<Account> => {
  const account = { email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@allez.test`, password: "Grimpe!2026", displayName: "Bench" }
  await post("/api/auth/sign-up", { ...account, confirmation: account.password, language: playerLanguage })
  const outbox = join(dataDir, "outbox")
  let token: string | undefined
  for (let attempt = 0; attempt < 200 && token === undefined; attempt++) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((file) => file.endsWith(".eml"))
          .map((file) =>
            readFileSync(join(outbox, file), "utf8")
              .replace(/=\r?\n/g, "")
              .replace(/=3D/g, "=")
          )
      : []
    token = mails
      .filter((mail) => mail.includes(account.email))
      .map((mail) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1])
      .find((found) => found !== undefined)
    if (token === undefined) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (token === undefined) throw new Error("no verification mail in the outbox")
  await post("/api/auth/verify", { token })
  await post("/api/me/profile", { disclaimerAccepted: true }, await signIn(account))
  return account
}

/**
 * The bench's one player (the server allows a few sign-ups an hour from one address, fewer than the
 * runs of the signed-in pages), signed up on first use.
 */
let player: Promise<Account> | undefined

/** A new session of that player. Returns the session cookie. */
const signIn = async (account: Account): Promise<string> => {
  const signedIn = await post("/api/auth/sign-in", { email: account.email, password: account.password })
  return signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ")
}

interface Row {
  readonly name: string
  readonly score: number
  readonly spread: string
  readonly fcpMs: number
  readonly tbtMs: number
  readonly lcp: string
  readonly cls: string
  /** The page's main-thread tasks in the trace (wall time) and the share of it they ran on a core. */
  readonly onCpu: string
  readonly scoreAim: number | undefined
}

const chrome = await launcher.launch({ chromePath: browserPath, chromeFlags })
// And its browser likewise.
process.once("exit", () => chrome.kill())
const bareRoot = await buildBarePage()
// The bare page's folder is in web/ (its build resolves the repository's packages): gone with the bench,
// stopped or not. A stop (Ctrl-C, a time-out's SIGTERM) exits through the same door, so the browser and server go too.
process.once("exit", () => rmSync(bareRoot, { recursive: true, force: true }))
// The shell's code for a death by signal: 128 + its number.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143]
] as const)
  process.once(signal, () => process.exit(code))
const bare = serveBare(join(bareRoot, "dist"))
const fronts =
  certificate === undefined
    ? []
    : await Promise.all([
        startHttp2Front({ port: port + 2, upstreamPort: port, key: certificate.key, cert: certificate.cert }),
        startHttp2Front({ port: port + 3, upstreamPort: barePort, key: certificate.key, cert: certificate.cert })
      ])
const rows: Array<Row> = []

/** A new session of the bench's player: the cookies a browser where it signed in holds (its session, its language). */
const playerCookies = async (): Promise<ReadonlyArray<{ readonly name: string; readonly value: string }>> => {
  player ??= signUp()
  const cookie = await signIn(await player)
  return [
    ...cookie.split("; ").map((pair) => {
      const [name = "", value = ""] = pair.split(/=(.*)/s)
      return { name, value }
    }),
    { name: languageCookie, value: playerLanguage }
  ]
}

/**
 * A new session of the bench's player, its cookie put in the browser's own cookie jar (through the DevTools
 * protocol), as a browser that signed in keeps it: Lighthouse's extraHeaders did not reach the app's
 * requests (its /api calls went without the cookie, so the "signed-in" pages measured were the
 * sign-in page). Lighthouse keeps cookies between runs (its storage reset leaves them). With it, the
 * language cookie the app sets on that browser once it shows the profile's language
 * (web/lib/language.ts): without it the first run was served Chrome's English and drew the page
 * again in the profile's French, a visit no signed-in browser makes.
 */
const signInBrowser = async (): Promise<void> => {
  const cookies = await playerCookies()
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const [context] = browser.contexts()
    if (context === undefined) throw new Error("the browser has no default context")
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base, httpOnly: cookie.name !== languageCookie, sameSite: "Lax" as const })))
  } finally {
    await browser.close()
  }
}

interface TraceEvent {
  readonly name: string
  readonly ph?: string
  readonly pid?: number
  readonly tid?: number
  readonly dur?: number
  readonly tdur?: number
  readonly args?: { readonly data?: { readonly documentLoaderURL?: string; readonly isOutermostMainFrame?: boolean } }
}

/**
 * How long the page's main thread spent in tasks during Lighthouse's trace, and how much of that it
 * ran on a core (the tasks' thread time): Lighthouse multiplies each task's wall time by its CPU
 * slowdown, so the time a task spent off a core (waiting for one, as the browser, its compositor and
 * the server share the machine's, or blocked) counts as the page's work. `undefined` when the trace
 * does not say.
 */
const mainThreadTasks = (trace: unknown, url: string): { readonly wallMs: number; readonly cpuMs: number } | undefined => {
  const events = (trace as { readonly traceEvents?: ReadonlyArray<TraceEvent> } | undefined)?.traceEvents
  const start = events?.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url && event.args.data.isOutermostMainFrame !== false
  )
  if (events === undefined || start === undefined) return undefined
  const tasks = events.filter(
    (event) =>
      event.name === "RunTask" && event.ph === "X" && event.pid === start.pid && event.tid === start.tid && event.dur !== undefined && event.tdur !== undefined
  )
  const sum = (of: (task: TraceEvent) => number) => tasks.reduce((total, task) => total + of(task), 0) / 1000
  const wallMs = sum((task) => task.dur ?? 0)
  return wallMs > 0 ? { wallMs, cpuMs: sum((task) => task.tdur ?? 0) } : undefined
}

/**
 * Lighthouse's runs of one page (`before` runs before each: a signed-in page gets a session of its
 * own each time). A run that ended on another page (a redirect to sign-in) fails the bench rather
 * than reporting that other page's figures under this one's name.
 */
const measure = async (name: string, url: string, scoreAim: number | undefined, before: () => Promise<void> = async () => undefined): Promise<Row> => {
  const results: Array<LighthouseResult> = []
  let retries = 0
  for (let run = 0; run < runs; run++) {
    await before()
    const result = await lighthouseModule.default(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: ["performance"],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown }
    })
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`)
    // A run Lighthouse could not finish (no paint, a crashed page) scores 0: say why rather than print a 0.
    const failure = result.lhr.runtimeError
    // Except a lost trace (NO_NAVSTART, "Please run Lighthouse again"), which the busy 2-core machines see now and then: run again, twice at most.
    if (failure?.code === "NO_NAVSTART" && retries < 2) {
      retries++
      run--
      continue
    }
    if (failure !== undefined) throw new Error(`${name}: Lighthouse could not measure the page (${failure.code ?? "?"}): ${failure.message ?? ""}`)
    const landed = result.lhr.finalDisplayedUrl
    if (landed !== undefined && landed !== url) throw new Error(`${name}: Lighthouse was sent from ${url} to ${landed}, so it measured another page`)
    results.push(result)
    if (reportsFolder !== undefined) {
      mkdirSync(reportsFolder, { recursive: true })
      const file = `${fileNameOf(name)}-${run + 1}`
      writeFileSync(join(reportsFolder, `${file}.json`), JSON.stringify(result.lhr))
      // The trace behind the figures, to open in Chrome's performance panel or read with a script.
      if (result.artifacts?.Trace !== undefined) writeFileSync(join(reportsFolder, `${file}.trace.json`), JSON.stringify(result.artifacts.Trace))
    }
  }
  const scoreOf = (result: LighthouseResult) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100)
  const sorted = [...results].sort((a, b) => scoreOf(a) - scoreOf(b))
  const middle = sorted[Math.floor(sorted.length / 2)] as LighthouseResult
  const audit = (key: string) => middle.lhr.audits[key]
  const tasks = mainThreadTasks(middle.artifacts?.Trace, url)
  const row: Row = {
    name,
    onCpu: tasks === undefined ? "-" : `${Math.round(tasks.wallMs)} ms, ${Math.round((100 * tasks.cpuMs) / tasks.wallMs)} %`,
    score: scoreOf(middle),
    spread: `${scoreOf(sorted[0] as LighthouseResult)}–${scoreOf(sorted.at(-1) as LighthouseResult)}`,
    fcpMs: Math.round(audit("first-contentful-paint")?.numericValue ?? 0),
    tbtMs: Math.round(audit("total-blocking-time")?.numericValue ?? 0),
    lcp: audit("largest-contentful-paint")?.displayValue ?? "-",
    cls: audit("cumulative-layout-shift")?.displayValue ?? "-",
    scoreAim
  }
  rows.push(row)
  const verdict = scoreAim === undefined ? "reference" : row.score >= scoreAim && row.fcpMs <= aims.fcpMs ? "ok" : "BELOW AIM"
  console.log(
    [
      name.padEnd(24),
      `${row.score} (${row.spread})`.padEnd(12),
      String(scoreAim ?? "-").padEnd(4),
      `${(row.fcpMs / 1000).toFixed(2)} s`.padEnd(8),
      row.lcp.padEnd(8),
      `${row.tbtMs} ms`.padEnd(8),
      row.cls.padEnd(6),
      verdict.padEnd(10),
      row.onCpu
    ].join(" ")
  )
  // What to look at first on a page below its aim: the element of its largest paint, and of its largest layout shift.
  interface NodeDetails {
    readonly details?: { readonly items?: ReadonlyArray<{ readonly node?: AuditNode; readonly items?: ReadonlyArray<{ readonly node?: AuditNode }> }> }
  }
  interface AuditNode {
    readonly selector?: string
    readonly nodeLabel?: string
  }
  const described = (node: AuditNode | undefined) => (node === undefined ? "?" : `${node.selector ?? "?"} “${(node.nodeLabel ?? "").slice(0, 70)}”`)
  if (verdict === "BELOW AIM") {
    console.log(
      `${"".padEnd(25)}largest paint: ${described((audit("largest-contentful-paint-element") as NodeDetails)?.details?.items?.[0]?.items?.[0]?.node)}`
    )
    if ((audit("cumulative-layout-shift")?.numericValue ?? 0) > 0.1)
      console.log(`${"".padEnd(25)}largest shift: ${described((audit("layout-shifts") as NodeDetails)?.details?.items?.[0]?.node)}`)
  }
  return row
}

/** No long task for this long after the heading: the page has settled (Lighthouse's own quiet window for its TTI). */
const quietMs = 5_000

interface LongTask {
  readonly startMs: number
  readonly durationMs: number
}

/** Collects the page's tasks of 50 ms or more (the Long Tasks API) from its first script on: run before the page's own. */
const watchLongTasks = (): void => {
  const tasks: Array<LongTask> = []
  Object.defineProperty(window, "benchLongTasks", { value: tasks })
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tasks.push({ startMs: task.startTime, durationMs: task.duration })
  }).observe({ type: "longtask", buffered: true })
}

/** The long tasks seen so far, and the first paint: read until the page has settled. */
const pageBlocking = (): { readonly firstPaintMs: number | undefined; readonly tasks: ReadonlyArray<LongTask> } => ({
  firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  tasks: [...((window as unknown as { benchLongTasks?: ReadonlyArray<LongTask> }).benchLongTasks ?? [])]
})

interface FirstScreen {
  /** Navigation to the heading on screen. */
  readonly headingMs: number
  /** What each long task after the first paint holds the page beyond 50 ms, summed (Lighthouse's TBT, measured rather than simulated). */
  readonly blockingMs: number
}

/**
 * How long a player waits for a page's first screen on a phone's link: navigation to its heading on
 * screen, in Debian's Chromium driven by Playwright with Lighthouse's own mobile link (`phoneLink`)
 * and CPU slowdown, median of the runs; the bare page's heading is the reference.
 * What Lighthouse's score leaves out: a page that shows its first screen before the rest of its code.
 * Then, once no long task has come for `quietMs`, how long the page's tasks blocked the thread after
 * its first paint, with the CPU really slowed: Lighthouse simulates the slowdown by multiplying each
 * task of an unthrottled trace, which turns React's 5 ms slices into long tasks they never are.
 */
const firstScreenOnSlowLink = async (
  name: string,
  url: string,
  cookies: ReadonlyArray<{ readonly name: string; readonly value: string }>
): Promise<FirstScreen> => {
  const browser = await chromium.launch({ executablePath: browserPath, args: chromeFlags })
  try {
    const waits: Array<number> = []
    const blockings: Array<number> = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin })))
      const page = await context.newPage()
      await page.addInitScript(watchLongTasks)
      const devTools = await context.newCDPSession(page)
      await devTools.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: phoneLink.latencyMs,
        downloadThroughput: (phoneLink.downloadKbps * 1024) / 8,
        uploadThroughput: (phoneLink.uploadKbps * 1024) / 8
      })
      await devTools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
      if (reportsFolder !== undefined) {
        // Sampled every millisecond (the default), which costs the page little: the figures printed stay the bench's.
        await devTools.send("Profiler.enable")
        await devTools.send("Profiler.start")
      }
      const started = performance.now()
      await page.goto(url, { waitUntil: "commit" })
      await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 60_000 })
      waits.push(performance.now() - started)
      // Buffered, so the tasks before this observer count too; settled once quietMs pass without one (at most a minute).
      const settledAt = Date.now() + 60_000
      let seen = -1
      let blocking = await page.evaluate(pageBlocking)
      while (blocking.tasks.length !== seen && Date.now() < settledAt) {
        seen = blocking.tasks.length
        await page.waitForTimeout(quietMs)
        blocking = await page.evaluate(pageBlocking)
      }
      if (reportsFolder !== undefined) {
        // The page's JavaScript from navigation to settled, CPU slowed: a .cpuprofile for Chrome's performance panel.
        const { profile } = await devTools.send("Profiler.stop")
        const file = `${fileNameOf(name)}-slow-link-${cpuSlowdown}x-${run + 1}.cpuprofile`
        mkdirSync(reportsFolder, { recursive: true })
        writeFileSync(join(reportsFolder, file), JSON.stringify(profile))
      }
      const firstPaintMs = blocking.firstPaintMs ?? 0
      blockings.push(blocking.tasks.filter((task) => task.startMs >= firstPaintMs).reduce((total, task) => total + Math.max(0, task.durationMs - 50), 0))
      await context.close()
    }
    return { headingMs: median(waits), blockingMs: median(blockings) }
  } finally {
    await browser.close()
  }
}

let belowAim = false
try {
  await waitForServer()
  console.log(
    `Lighthouse mobile in ${browserPath}, CPU slowed ${cpuSlowdown}×, ${overHttp1 ? "the Node server alone (HTTP/1.1)" : "over HTTP/2 and TLS as deploy/Caddyfile serves"}, median of ${runs} run${runs === 1 ? "" : "s"} per page (lowest–highest score)`
  )
  console.log("page                     score        aim  FCP      LCP      TBT      CLS    verdict    main thread's tasks, on a core")
  const reference = await measure("bare React page", bareUrl, undefined)
  for (const path of prerenderedPaths.filter(isMeasured)) await measure(path, `${base}${path}`, aims.publicScore)
  const signedInPages = ["/game", "/game/pregame"].filter(isMeasured)
  for (const path of signedInPages) await measure(`${path} (signed in)`, `${base}${path}`, aims.gameScore, signInBrowser)
  if (signedInPages.length > 0) {
    const bareScreen = await firstScreenOnSlowLink("bare React page", bareUrl, [])
    const bareHeadingMs = bareScreen.headingMs
    console.log(
      `first screen on a phone's link (${phoneLink.latencyMs} ms, ${(phoneLink.downloadKbps / 1024).toFixed(1)} Mbit/s, CPU really slowed ${cpuSlowdown}×), median of ${runs}: bare page's heading after ${Math.round(bareHeadingMs)} ms, blocking after its first paint ${Math.round(bareScreen.blockingMs)} ms`
    )
    for (const path of signedInPages) {
      const { headingMs, blockingMs } = await firstScreenOnSlowLink(path, `${base}${path}`, await playerCookies())
      console.log(
        `  ${`${path} (signed in)`.padEnd(26)} heading after ${Math.round(headingMs)} ms, blocking after its first paint ${Math.round(blockingMs)} ms`
      )
      recordFigure({
        bench: benchName,
        name: `${path} heading on a phone's link`,
        value: Math.round(headingMs),
        unit: "ms",
        reference: Math.round(bareHeadingMs),
        better: "lower"
      })
      recordFigure({
        bench: benchName,
        name: `${path} blocking after first paint, CPU really slowed`,
        value: Math.round(blockingMs),
        unit: "ms",
        reference: Math.round(bareScreen.blockingMs),
        better: "lower"
      })
    }
  }

  const homeKb = homeJsKb()
  const slowTbt = rows.filter((row) => row.scoreAim !== undefined && row.tbtMs > reference.tbtMs + aims.tbtOverBareMs)
  console.log(
    slowTbt.length === 0
      ? `every page's TBT within ${aims.tbtOverBareMs} ms of the bare page's ${reference.tbtMs} ms: ok`
      : `TBT more than ${aims.tbtOverBareMs} ms above the bare page's ${reference.tbtMs} ms: ${slowTbt.map((row) => `${row.name} ${row.tbtMs} ms`).join(", ")}: BELOW AIM`
  )
  console.log(`home page JavaScript: ${homeKb.toFixed(1)} KB gzipped (aim ≤ ${aims.homeJsKb} KB): ${homeKb <= aims.homeJsKb ? "ok" : "BELOW AIM"}`)
  belowAim =
    slowTbt.length > 0 || homeKb > aims.homeJsKb || rows.some((row) => row.scoreAim !== undefined && (row.score < row.scoreAim || row.fcpMs > aims.fcpMs))
  for (const row of rows.filter((each) => each.scoreAim !== undefined)) {
    const scoreAim = row.scoreAim as number
    recordFigure({
      bench: benchName,
      name: `${row.name} score`,
      value: row.score,
      unit: "",
      reference: reference.score,
      aim: `≥ ${scoreAim}`,
      isMet: row.score >= scoreAim,
      better: "higher"
    })
    recordFigure({
      bench: benchName,
      name: `${row.name} TBT`,
      value: row.tbtMs,
      unit: "ms",
      reference: reference.tbtMs,
      aim: `≤ bare + ${aims.tbtOverBareMs} ms`,
      isMet: row.tbtMs <= reference.tbtMs + aims.tbtOverBareMs,
      better: "lower"
    })
  }
  recordFigure({
    bench: benchName,
    name: "home page JavaScript",
    value: homeKb,
    unit: "KB",
    aim: `≤ ${aims.homeJsKb} KB`,
    isMet: homeKb <= aims.homeJsKb,
    better: "lower"
  })
} finally {
  chrome.kill()
  server.kill()
  bare.close()
  for (const front of fronts) front.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(bareRoot, { recursive: true, force: true })
}
if (belowAim) console.log("below an aim on at least one line")
process.exit(belowAim && process.argv.includes("--strict") ? 1 : 0)
