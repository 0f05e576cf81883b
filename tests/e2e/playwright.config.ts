import { defineConfig } from "@playwright/test"
import { fileURLToPath } from "node:url"

const port = Number(process.env.E2E_PORT ?? 4180)
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
 * Browser tests of the web app. By default the app is built and served by tests/e2e/static-server.ts
 * (static files + SPA fallback + the API's headers); set E2E_BASE_URL to test a running server.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: `${repositoryRoot}test-results/e2e`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS === undefined ? 2 : Number(process.env.E2E_WORKERS),
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
          command: "npx vite build --config web/vite.config.ts --logLevel warn && npx tsx tests/e2e/static-server.ts",
          cwd: repositoryRoot,
          url: `http://127.0.0.1:${port}/`,
          env: { PORT: String(port) },
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: "ignore",
          stderr: "pipe"
        }
      : undefined
})
