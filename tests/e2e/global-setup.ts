import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { compileServer } from "../support/compiled-server.ts"
import { e2eBuildDir, e2eCompiledDir, e2eLaneServerScript } from "./e2e-paths.ts"

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url))
const vite = fileURLToPath(new URL("../../node_modules/vite/bin/vite.js", import.meta.url))

/**
 * The lane server (e2e-server.ts, with the files it imports from tests/e2e/) compiled to plain
 * JavaScript beside the server. Started through tsx, every module the server and its packages load
 * went through tsx's loader on a thread of its own: 5.1–5.8 s of CPU and 3.7–4.0 s to the first answer
 * here, against 2.1 s and 1.8 s with plain `node`.
 */
const compileLaneServer = async (): Promise<void> => {
  const source = new URL("./e2e-server.ts", import.meta.url)
  await build({
    absWorkingDir: repositoryRoot,
    entryPoints: [fileURLToPath(source)],
    outfile: e2eLaneServerScript,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // Its files find the run's folders from where they sit, tests/e2e/, not from the compiled copy.
    define: { "import.meta.url": JSON.stringify(source.href) },
    logLevel: "warning"
  })
}

/**
 * Before the workers start their servers (tests/e2e/fixtures.ts): compiles the server, the CLI and
 * the lane server (e2eCompiledDir), and builds the web app for production unless E2E_WEB_BUILD names
 * a build made already; nothing when the tests run against E2E_BASE_URL.
 */
export default async function buildForTheRun(): Promise<void> {
  if (process.env.E2E_BASE_URL !== undefined) return
  compileServer(e2eCompiledDir)
  await compileLaneServer()
  if (process.env.E2E_WEB_BUILD !== undefined) {
    if (!existsSync(join(e2eBuildDir, "index.html"))) throw new Error(`E2E_WEB_BUILD names ${e2eBuildDir}, which holds no build of the web app (no index.html)`)
    return
  }
  execFileSync(process.execPath, [vite, "build", "--config", "web/vite.config.ts", "--logLevel", "warn", "--outDir", e2eBuildDir, "--emptyOutDir"], {
    cwd: repositoryRoot,
    stdio: "inherit"
  })
}
