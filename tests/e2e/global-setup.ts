import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { compileServer } from "../support/compiled-server.ts"
import { e2eBuildDir, e2eCompiledDir } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))
const vite = fileURLToPath(new URL("../../node_modules/vite/bin/vite.js", import.meta.url))

/**
 * Before the workers start their servers (tests/e2e/fixtures.ts): compiles the server and the CLI
 * (e2eCompiledDir), and builds the web app for production unless E2E_WEB_BUILD names a build made
 * already; nothing when the tests run against E2E_BASE_URL.
 */
export default function buildForTheRun(): void {
  if (process.env.E2E_BASE_URL !== undefined) return
  compileServer(e2eCompiledDir)
  if (process.env.E2E_WEB_BUILD !== undefined) {
    if (!existsSync(join(e2eBuildDir, "index.html"))) throw new Error(`E2E_WEB_BUILD names ${e2eBuildDir}, which holds no build of the web app (no index.html)`)
    return
  }
  execFileSync(process.execPath, [vite, "build", "--config", "web/vite.config.ts", "--logLevel", "warn", "--outDir", e2eBuildDir, "--emptyOutDir"], {
    cwd: repositoryRoot,
    stdio: "inherit"
  })
}
