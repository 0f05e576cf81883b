import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { e2eBuildDir } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))
const vite = fileURLToPath(new URL("../../node_modules/vite/bin/vite.js", import.meta.url))

/**
 * Builds the web app for production once, before the workers start their servers (tests/e2e/fixtures.ts),
 * unless the tests run against E2E_BASE_URL or E2E_WEB_BUILD names a build made already.
 */
export default function buildWebApp(): void {
  if (process.env.E2E_BASE_URL !== undefined) return
  if (process.env.E2E_WEB_BUILD !== undefined) {
    if (!existsSync(join(e2eBuildDir, "index.html"))) throw new Error(`E2E_WEB_BUILD names ${e2eBuildDir}, which holds no build of the web app (no index.html)`)
    return
  }
  execFileSync(process.execPath, [vite, "build", "--config", "web/vite.config.ts", "--logLevel", "warn", "--outDir", e2eBuildDir, "--emptyOutDir"], {
    cwd: repositoryRoot,
    stdio: "inherit"
  })
}
