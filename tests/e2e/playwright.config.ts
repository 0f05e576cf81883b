import { defineConfig } from "@playwright/test"
import { fileURLToPath } from "node:url"
import { e2ePort as port, e2eWebDir } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))

/** Debian's Chromium, never a downloaded browser (stack-notes.md). */
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
 * Browser tests of the web app against the real server: the web app is built for production into
 * test-results/e2e-<port>/web, then tests/e2e/e2e-server.ts runs api/main.ts serving it and the API
 * on a fresh SQLite store. E2E_PORT (default 4180) lets two suites run side by side.
 * Set E2E_BASE_URL to test a server that is already running instead.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Per port, like the server's files: a suite starting on another port empties only its own folder,
  // never the traces and downloads of a run in progress beside it.
  outputDir: `${repositoryRoot}test-results/e2e-${port}/output`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS === undefined ? 2 : Number(process.env.E2E_WORKERS),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: `${repositoryRoot}playwright-report`, open: "never" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    browserName: "chromium",
    locale: "fr-FR",
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumFlags }
  },
  webServer:
    process.env.E2E_BASE_URL === undefined
      ? {
          command: `npx vite build --config web/vite.config.ts --logLevel warn --outDir ${e2eWebDir} && node --import tsx tests/e2e/e2e-server.ts`,
          cwd: repositoryRoot,
          url: `http://127.0.0.1:${port}/api/health`,
          env: { PORT: String(port), E2E_PORT: String(port) },
          reuseExistingServer: false,
          timeout: 240_000,
          stdout: "ignore",
          stderr: "pipe"
        }
      : undefined
})
