import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { e2eBuildDir } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))
const vite = fileURLToPath(new URL("../../node_modules/vite/bin/vite.js", import.meta.url))

/** Builds the web app for production once, before the workers start their servers (tests/e2e/fixtures.ts), unless the tests run against E2E_BASE_URL. */
export default function buildWebApp(): void {
  if (process.env.E2E_BASE_URL !== undefined) return
  execFileSync(process.execPath, [vite, "build", "--config", "web/vite.config.ts", "--logLevel", "warn", "--outDir", e2eBuildDir, "--emptyOutDir"], {
    cwd: repositoryRoot,
    stdio: "inherit"
  })
}
