import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

/**
 * Unit, property, contract and integration tests; browser specs run under Playwright instead, and the
 * web performance budget (a production build) on its own: `npm run test:budget`.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["{core,contract,adapters,api,cli,web,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "tests/e2e/**", "**/*.spec.ts", "tests/web-budget.test.ts"],
    // The server compiled once for the tests that start it in a process of its own (tests/api/server-process.ts).
    globalSetup: ["tests/support/compiled-server.ts"],
    // One module graph per worker instead of one per file: importing Effect, Hono and the adapters
    // again for each of ~140 files was half of the suite's CPU time. Files share a worker's
    // modules, so a test never leaves process-wide state (env, timers, globals) changed behind it.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine. Many
    // files wait on child processes, sockets and clocks rather than compute, so three workers there
    // took the suite from 86 s to 49 s.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // A time-out guards against a test that hangs; it is not a speed check. Vitest's 5 s failed
    // property tests that take 3 s here on a machine twice as slow or as busy (the engine's undo
    // property took 5.7 s while the browser suite ran beside it; a server process took over 20 s to
    // start while two installs compiled beside it). Speed lives in npm run bench:*.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    allowOnly: false,
    passWithNoTests: false
  }
})
