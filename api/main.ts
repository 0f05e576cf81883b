/**
 * The server process: `node --import tsx api/main.ts` (npm start), or compiled: `node dist/server.js`
 * (npm run start:prod). It reads the configuration (server-config.ts, which lists every variable),
 * composes the server on the adapters it names (compose-server.ts), opens the store, loads the packs,
 * serves, and stops gracefully (server-lifecycle.ts).
 */

import { fileURLToPath } from "node:url"
import { Either } from "effect"
import { composeServer } from "./compose-server.ts"
import { configurationNotes, readServerConfig } from "./server-config.ts"
import { prepareStore, redirectProcessLogs, serveUntilStopped } from "./server-lifecycle.ts"
import { configurationExitCode } from "./startup-guards.ts"

const processLog = redirectProcessLogs()
const { log } = processLog

const read = readServerConfig(process.env, {
  packsDir: fileURLToPath(new URL("../packs", import.meta.url)),
  webRoot: fileURLToPath(new URL("../web/dist", import.meta.url))
})
if (Either.isLeft(read)) {
  for (const reason of read.left) log({ level: "error", msg: "refusing to start", reason })
  process.exit(configurationExitCode)
}
const config = read.right
for (const note of configurationNotes(config, process.env)) log(note)

/** Aborted at SIGTERM or SIGINT: live streams end with a retry hint and /api/ready answers 503 while requests finish. */
const stopping = new AbortController()
const parts = await composeServer(config, log, stopping.signal)
await prepareStore(parts, config, log)
serveUntilStopped(parts, config, processLog, stopping)
