import { type ChildProcess, spawn } from "node:child_process"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..")

/** A server started from api/main.ts in its own process. */
export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: () => string
  /** Resolves with the exit code (or signal) once the process is gone. */
  readonly exited: Promise<number | string>
}

/** Starts `node --import tsx api/main.ts` on a free port and waits for its "listening" line. */
export const startServerProcess = (env: Readonly<Record<string, string>>, timeoutMs = 20_000): Promise<ServerProcess> =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    const exited = new Promise<number | string>((resolveExit) => child.once("exit", (code, signal) => resolveExit(code ?? signal ?? "")))
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /Allez! listening on http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (port !== undefined) {
        clearTimeout(timer)
        resolvePromise({ url: `http://127.0.0.1:${port}`, child, output: () => output, exited })
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${output}`))
    })
  })
