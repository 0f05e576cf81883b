import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { format } from "node:util"
import { Effect, Either } from "effect"
import { importDiskFiles } from "#adapters/files/disk-file-store.ts"
import { validatePacks } from "#adapters/packs-fs/read-packs.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import type { LogLine } from "./api-env.ts"
import type { ServerParts } from "./compose-server.ts"
import { closeGracefully } from "./graceful-stop.ts"
import { type LineWriter, makeLineWriter } from "./log-writer.ts"
import { metricsServerApp } from "./metrics.ts"
import { serveApp, serverLimits } from "./serve-app.ts"
import type { ServerConfig } from "./server-config.ts"

/** The process's log: one JSON line per call, and the writer behind it (flushed on exit, drained before a clean stop). */
export interface ProcessLog {
  readonly log: (line: LogLine) => void
  readonly stdout: LineWriter
}

/**
 * Every line of the server, in order, written off the main thread (a slow log reader never holds
 * requests up); what libraries print (hono's static files and live streams, Effect's default logger)
 * joins the log as JSON lines too.
 */
export const redirectProcessLogs = (): ProcessLog => {
  const stdout = makeLineWriter(1)
  process.on("exit", () => stdout.flushSync())
  const log = (line: LogLine) => stdout.write(JSON.stringify({ time: new Date().toISOString(), ...line }))
  for (const [method, level] of [
    ["log", "info"],
    ["info", "info"],
    ["debug", "debug"],
    ["warn", "warn"],
    ["error", "error"]
  ] as const) {
    console[method] = (...args: ReadonlyArray<unknown>) => log({ level, msg: format(...args) })
  }
  return { log, stdout }
}

/**
 * Opens the store (migrations, indexes) before the first request, so a broken store stops start-up;
 * moves an earlier version's photos into it; then loads the packs through PackImport, the same code
 * path as `allez packs import` and the admin area's import: a new pack is added, a newer version
 * replaces the stored one, the same version changes nothing, and an older file never undoes a newer
 * stored version (admin edits raise it). A pack `allez packs validate` refuses (its format, or a
 * content rule: timers, durations, a text used twice, a game it cannot fill), or one clashing with the
 * stored packs, stops start-up (CI's validate catches the first kind).
 */
export const prepareStore = async ({ runtime }: ServerParts, config: ServerConfig, log: (line: LogLine) => void): Promise<void> => {
  await runtime.runtime().catch((error: unknown) => {
    log({ level: "error", msg: "cannot open the store", error: String(error) })
    process.exit(1)
  })

  // Profile photos an earlier version kept in DATA_DIR/files move into the store, where every server finds them.
  const movedFiles = await runtime.runPromise(importDiskFiles(join(config.dataDir, "files")))
  if (movedFiles > 0)
    log({ level: "info", msg: "moved the files of DATA_DIR/files into the store", files: movedFiles, kept: join(config.dataDir, "files.imported") })

  const packsDir = config.packsDir
  const loaded = await validatePacks([packsDir])
  if (Either.isLeft(loaded)) {
    log({ level: "error", msg: "invalid packs", packsDir, problems: loaded.left })
    process.exit(1)
  }
  const imported = await runtime.runPromise(Effect.either(Effect.flatMap(PackImport, (packs) => packs.importPacks(loaded.right))))
  if (Either.isLeft(imported)) {
    log({ level: "error", msg: "packs clash with the stored packs", packsDir, problems: imported.left.problems })
    process.exit(1)
  }
  for (const outcome of imported.right) {
    if (outcome.differs === true) {
      log({
        level: "warn",
        msg: "pack",
        ...outcome,
        hint: `the stored pack differs from the file at the same version (edited in the admin area?): export it with "allez packs export ${outcome.id}", or raise the file's version`
      })
    } else log({ level: "info", msg: "pack", ...outcome })
  }
}

/**
 * Serves the app (and the metrics on their own port when METRICS_PORT is set) until SIGTERM or SIGINT,
 * then stops gracefully: no new connection; live streams end at once with a retry hint (their phones
 * reconnect through the proxy, to another server); requests in flight get up to SHUTDOWN_GRACE_MS to
 * finish; then the account mails still being sent go out (core/auth/account-steps.ts), the store closes
 * and the process exits (0, or 1 when connections had to be cut).
 * `stopping` is the controller whose signal the app was built with.
 */
export const serveUntilStopped = (
  { runtime, app, metrics }: ServerParts,
  config: ServerConfig,
  { log, stdout }: ProcessLog,
  stopping: AbortController
): void => {
  // Timeouts and a connection cap that fit our small requests (api/serve-app.ts); the proxy in front enforces its own.
  const limits = config.maxConnections !== undefined ? { ...serverLimits, maxConnections: config.maxConnections } : serverLimits
  /** Requests whose handler has not finished: a stop waits for the handlers of cut requests to end, so their log lines come before "stopped". */
  let handling = 0
  const fetchCounted: typeof app.fetch = async (...args) => {
    handling += 1
    try {
      return await app.fetch(...args)
    } finally {
      handling -= 1
    }
  }
  const server = serveApp(fetchCounted, { port: config.port, limits }, (info: AddressInfo) => {
    log({ level: "info", msg: `Allez! listening on http://localhost:${info.port}`, port: info.port })
  }) as Server

  // Metrics on a port of their own, bound to the loopback unless told (a scraper beside the server, or on a private network).
  const metricsPort = config.metrics.port
  const metricsServer =
    metricsPort === ""
      ? undefined
      : (serveApp(metricsServerApp(metrics).fetch, { port: Number(metricsPort), hostname: config.metrics.host }, (info: AddressInfo) => {
          log({ level: "info", msg: `metrics on http://${info.address}:${info.port}/metrics`, port: info.port })
        }) as Server)
  metricsServer?.on("error", (error) => {
    log({ level: "error", msg: "cannot serve the metrics", port: metricsPort, error: String(error) })
    process.exit(1)
  })

  const graceMs = config.graceMs
  let isStopping = false
  const stop = (signal: string) => {
    if (isStopping) return
    isStopping = true
    const started = performance.now()
    log({ level: "info", msg: "stopping", signal, graceMs })
    stopping.abort()
    metricsServer?.close()
    metricsServer?.closeAllConnections()
    // Never longer than the grace and a little more for the store, whatever hangs.
    setTimeout(() => {
      log({ level: "error", msg: "stop took too long: exiting now", ms: Math.round(performance.now() - started) })
      stdout.flushSync()
      process.exit(1)
    }, graceMs + 2_000).unref()
    void closeGracefully(server, graceMs).then(async (cut) => {
      if (cut > 0) log({ level: "warn", msg: "requests still in flight at the end of the grace were cut", connections: cut, graceMs })
      // A cut request's handler learns it when its body fails to arrive: let it finish (and log) first, within a second.
      for (let waited = 0; handling > 0 && waited < 1_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
      await runtime.dispose()
      log({ level: "info", msg: "stopped", ms: Math.round(performance.now() - started) })
      await stdout.drain()
      process.exit(cut > 0 ? 1 : 0)
    })
  }
  process.on("SIGTERM", () => stop("SIGTERM"))
  process.on("SIGINT", () => stop("SIGINT"))
}
