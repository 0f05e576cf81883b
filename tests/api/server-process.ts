import { type ChildProcess, spawn } from "node:child_process"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { serverEntry } from "../support/compiled-server.ts"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..")

/** A server started from api/main.ts in its own process. */
export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  /** What it wrote to stdout and stderr (the last 256 KB). */
  readonly output: () => string
  /** Resolves with the exit code (or signal) once the process is gone. */
  readonly exited: Promise<number | string>
}

const maxOutputChars = 256 * 1024

/**
 * Starts the server on a free port and waits for its "listening" line: `script` with plain node when
 * given, else the server the unit suite compiled at its start (tests/support/compiled-server.ts), else
 * (outside the unit suite) `node --import tsx api/main.ts`.
 */
export const startServerProcess = (
  env: Readonly<Record<string, string>>,
  options: { readonly timeoutMs?: number; readonly nodeArgs?: ReadonlyArray<string>; readonly script?: string } = {}
): Promise<ServerProcess> =>
  new Promise((resolvePromise, reject) => {
    const timeoutMs = options.timeoutMs ?? 60_000
    const entry = options.script === undefined ? serverEntry() : [options.script]
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
      cwd: root,
      env: { ...process.env, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    // Keep the start-up and the latest output only (a loaded server logs a line per request), and
    // read it cheaply: the server's stdout is a pipe, and a slow reader would hold its writes up.
    const chunks: Array<string> = []
    let size = 0
    const output = () => chunks.join("")
    const exited = new Promise<number | string>((resolveExit) => child.once("exit", (code, signal) => resolveExit(code ?? signal ?? "")))
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output()}`))
    }, timeoutMs)
    let isListening = false
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      chunks.push(text)
      size += text.length
      while (size > maxOutputChars && chunks.length > 1) size -= (chunks.shift() as string).length
      if (isListening) return
      const port = /Allez! listening on http:\/\/localhost:(\d+)/.exec(output())?.[1]
      if (port !== undefined) {
        isListening = true
        clearTimeout(timer)
        resolvePromise({ url: `http://127.0.0.1:${port}`, child, output, exited })
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${output()}`))
    })
  })
