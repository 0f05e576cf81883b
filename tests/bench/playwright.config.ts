import { defineConfig } from "@playwright/test"
import e2e from "../e2e/playwright.config.ts"

/**
 * Benchmarks that need the browser and the real server (`npm run bench:offline`, `npm run bench:pages`):
 * the browser tests' set-up (a production build, a server per worker, Debian's Chromium) running
 * `*.pw-bench.ts` here, one at a time so the figures are not shared with another test's work. They print
 * figures beside a reference measured in the same run; they assert behaviour only, never a duration.
 */
export default defineConfig({
  ...e2e,
  testDir: ".",
  testMatch: "**/*.pw-bench.ts",
  globalSetup: "../e2e/global-setup.ts",
  workers: 1,
  timeout: 300_000,
  reporter: [["list"]]
})
