import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "@playwright/test"
import { chromiumPath } from "./chromium.ts"
import { e2ePort as port } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))

/** Debian's Chromium, never a downloaded browser (stack-notes.md; chromium.ts says which). */
const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]

/**
 * Browser tests of the web app against the real server: global-setup.ts builds the web app for
 * production into test-results/e2e-<port>/web, then each worker starts its own server
 * (tests/e2e/e2e-server.ts, api/main.ts on a fresh SQLite store and its own copy of the build) on
 * E2E_PORT + its parallel index (fixtures.ts), so two workers never share data. E2E_PORT (default
 * 4180) lets two suites run side by side. Set E2E_BASE_URL to test a server that is already running.
 */
const defaultWorkers = Math.max(2, availableParallelism() + 2)
const workers = process.env.E2E_WORKERS === undefined ? defaultWorkers : Number(process.env.E2E_WORKERS)
/** How many times the default number of workers share the cores (1 by default); fixtures.ts reads it too. */
const crowding = Math.max(1, workers / defaultWorkers)
process.env.E2E_CROWDING = String(crowding)

export default defineConfig({
  testDir: ".",
  // `npm run screenshots` also walks shots/*.shots.ts, which exist only to save pictures of screens for
  // people to look at (every check they made is made by a spec too); a test run saves no pictures.
  testMatch: process.env.E2E_SCREENSHOTS === "1" ? ["**/*.spec.ts", "**/*.shots.ts"] : "**/*.spec.ts",
  // Per port, like the servers' files: a suite starting on another port empties only its own folder,
  // never the traces and downloads of a run in progress beside it.
  outputDir: `${repositoryRoot}test-results/e2e-${port}/output`,
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two more workers than cores: each test also waits on its server, the network and the page's own
  // clocks, and the extra workers fill that time. On two cores, one run each: 288 s with three
  // workers, 273 s with four, 285 s with five (E2E_WORKERS overrides).
  workers,
  // Time-outs guard against a hang; they are not speed checks. More workers than the default share
  // the same cores, so each test gets a smaller share: its guards stretch by as much (crowding). A
  // test's whole guard also leaves room for a load the config cannot see: with a second suite on the
  // same two cores, the tests under this guard took up to 47 s and one crossed 60 s (21 s at most alone).
  timeout: 90_000 * crowding,
  expect: { timeout: 10_000 * crowding },
  reporter: [["list"], ["html", { outputFolder: `${repositoryRoot}playwright-report`, open: "never" }]],
  use: {
    browserName: "chromium",
    locale: "fr-FR",
    serviceWorkers: "block",
    // A trace records every action's DOM and a screencast: a seventh of the suite's CPU time. Turn it
    // on to look into a failure (E2E_TRACE=1 npm run test:e2e -- <spec>); the screenshot of a failure stays.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags }
  }
})
