import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

/**
 * Unit, property, contract and integration tests; browser specs run under Playwright instead, and the
 * web performance budget (a production build) on its own: `npm run test:budget`.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["{core,adapters,api,cli,web,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "tests/e2e/**", "**/*.spec.ts", "tests/web-budget.test.ts"],
    allowOnly: false,
    passWithNoTests: false
  }
})
