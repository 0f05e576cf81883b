/**
 * `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium) on home, rules and store of
 * the production build, served by the real server (api/main.ts, SQLite in a temporary folder). Prints the scores; aims: performance ≥ 95,
 * accessibility ≥ 95 (the median of `--runs=N` runs per page, 3 by default). `--strict` exits non-zero below the
 * aims; `--no-build` reuses web/dist.
 * Needs the `lighthouse` package (12.x, Node 20): `npm install --save-dev lighthouse@12`.
 */
import { spawn, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

interface Category {
  readonly score: number | null
}
interface LighthouseResult {
  readonly lhr: { readonly categories: Readonly<Record<string, Category>>; readonly audits: Readonly<Record<string, { readonly displayValue?: string }>> }
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>
interface LaunchedChrome {
  readonly port: number
  kill(): void
}
type LaunchChrome = (options: { chromePath: string; chromeFlags: ReadonlyArray<string> }) => Promise<LaunchedChrome>

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))
const port = Number(process.env.BENCH_PORT ?? 4195)
const pages = ["/", "/rules", "/store"]
const aims = { performance: 95, accessibility: 95 }
/** Lighthouse's CPU throttling multiplies whatever else runs on the machine: the median of a few runs says more than one. */
const runs = Math.max(1, Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3) || 3)
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
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

const dataDir = mkdtempSync(join(tmpdir(), "allez-bench-web-"))
const server = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
  cwd: repositoryRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"]
})
const waitForServer = async () => {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error("the server did not start")
}

const chrome = await launcher.launch({ chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags })
let belowAim = false
try {
  await waitForServer()
  console.log(`median of ${runs} run${runs === 1 ? "" : "s"} per page (performance: lowest–highest)`)
  console.log("page      performance    accessibility  best-practices  seo   FCP      LCP      TBT      CLS")
  for (const path of pages) {
    const results: Array<LighthouseResult> = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouseModule.default(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"]
      })
      if (result === undefined) throw new Error(`Lighthouse returned nothing for ${path}`)
      results.push(result)
    }
    const scoreOf = (result: LighthouseResult, name: string) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100)
    const byPerformance = [...results].sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"))
    const median = byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseResult
    const score = (name: string) => scoreOf(median, name)
    const audit = (name: string) => median.lhr.audits[name]?.displayValue ?? "-"
    const spread = `${scoreOf(byPerformance[0] as LighthouseResult, "performance")}–${scoreOf(byPerformance.at(-1) as LighthouseResult, "performance")}`
    console.log(
      [
        path.padEnd(9),
        `${score("performance")} (${spread})`.padEnd(14),
        String(score("accessibility")).padEnd(14),
        String(score("best-practices")).padEnd(15),
        String(score("seo")).padEnd(5),
        audit("first-contentful-paint").padEnd(8),
        audit("largest-contentful-paint").padEnd(8),
        audit("total-blocking-time").padEnd(8),
        audit("cumulative-layout-shift")
      ].join(" ")
    )
    if (score("performance") < aims.performance || score("accessibility") < aims.accessibility) belowAim = true
  }
} finally {
  chrome.kill()
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
if (belowAim) console.log(`below the aim (performance ≥ ${aims.performance}, accessibility ≥ ${aims.accessibility}) on at least one page`)
process.exit(belowAim && process.argv.includes("--strict") ? 1 : 0)
