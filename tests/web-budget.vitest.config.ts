import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

/** The web performance budget on its own (`npm run test:budget`): one production build, then its checks. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["tests/web-budget.test.ts"],
    allowOnly: false,
    passWithNoTests: false
  }
})
