#!/usr/bin/env node
// `npm test`: every check CI runs, one after the other, stopping at the first that fails: the type
// check, the linter, the unit suite, then one production build of the web app (test-results/web-build)
// for both the web budget and the browser tests, which would otherwise each build the app again.
// (Running the first four side by side was measured too: no faster, as the unit suite alone keeps
// both cores busy.)
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const webBuild = fileURLToPath(new URL("../test-results/web-build", import.meta.url))
const npm = process.platform === "win32" ? "npm.cmd" : "npm"

const steps = [
  ["type check", npm, ["run", "-s", "typecheck"]],
  ["lint", npm, ["run", "-s", "lint"]],
  ["unit tests", npm, ["run", "-s", "test:unit"]],
  ["web app build", npm, ["run", "-s", "build:web", "--", "--outDir", webBuild, "--emptyOutDir", "--manifest"]],
  ["web budget", npm, ["run", "-s", "test:budget"], { WEB_BUDGET_BUILD: webBuild }],
  ["browser tests", npm, ["run", "-s", "test:e2e"], { E2E_WEB_BUILD: webBuild }]
]

const started = performance.now()
for (const [name, command, args, env = {}] of steps) {
  process.stdout.write(`\n── ${name} ──\n`)
  const { status, signal } = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" })
  if (status !== 0) {
    process.stdout.write(`\nnpm test: the ${name} failed (${signal ?? `exit ${status}`}); the steps after it were not run.\n`)
    process.exit(status ?? 1)
  }
}
process.stdout.write(`\nnpm test: every step passed in ${((performance.now() - started) / 1000).toFixed(0)} s.\n`)
