/**
 * The unit suite's global set-up: compiles the server once (scripts/build-server.mjs, as `npm run
 * build:server` does for production) into dist-test-unit/, and names it in
 * ALLEZ_TEST_SERVER for the tests that start servers in processes of their own
 * (tests/api/server-process.ts). A server compiled to plain JavaScript starts on half the CPU of
 * api/main.ts through tsx (about 1 s against 2.2 s here), and the suite starts some twenty of them.
 */
import { execFileSync } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../..", import.meta.url))

/** The compiled server's entry, once `setup` has built it; undefined outside the unit suite (the bench, a script). */
export const compiledServer = (): string | undefined => process.env.ALLEZ_TEST_SERVER

export default function setup(): void {
  // One folder below the root, as api/main.ts is: the compiled server finds packs/ and web/dist where the source does.
  const outDir = join(root, "dist-test-unit")
  execFileSync(process.execPath, ["scripts/build-server.mjs"], {
    cwd: root,
    env: { ...process.env, SERVER_DIST: outDir },
    stdio: ["ignore", "ignore", "inherit"]
  })
  process.env.ALLEZ_TEST_SERVER = join(outDir, "server.js")
}
