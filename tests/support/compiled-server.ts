/**
 * The server and the CLI compiled to plain JavaScript for a test run (scripts/build-server.mjs, as
 * `npm run build:server` does for production). A compiled server starts on half the CPU of
 * api/main.ts through tsx (about 1 s against 2.2 s here), and a run starts some twenty of them.
 *
 * The default export is the unit suite's global set-up: it compiles into dist-test-unit/ and names the
 * server in ALLEZ_TEST_SERVER for the tests that start it in a process of its own
 * (tests/api/server-process.ts). The browser tests compile their own (tests/e2e/global-setup.ts).
 */
import { execFileSync } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../..", import.meta.url))

/**
 * Compiles the server (`server.js`) and the CLI (`allez.js`) into `outDir`, which must sit one folder
 * below the root, as api/ and cli/ do, so that both find packs/ and web/dist where the sources do.
 */
export const compileServer = (outDir: string): void => {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], {
    cwd: root,
    env: { ...process.env, SERVER_DIST: outDir },
    stdio: ["ignore", "ignore", "inherit"]
  })
}

/** What `node` runs to start the server: the unit suite's compiled server, else (the bench, a script) the source through tsx. */
export const serverEntry = (): ReadonlyArray<string> => {
  const compiled = process.env.ALLEZ_TEST_SERVER
  return compiled === undefined ? ["--import", "tsx", "api/main.ts"] : [compiled]
}

export default function setup(): void {
  const outDir = join(root, "dist-test-unit")
  compileServer(outDir)
  process.env.ALLEZ_TEST_SERVER = join(outDir, "server.js")
}
