import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { runOn } from "../../cli/main.ts"

/** What a run of `allez` gave: its exit code and what it wrote. */
export interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const root = fileURLToPath(new URL("../..", import.meta.url))
const bin = fileURLToPath(new URL("../../cli/bin.js", import.meta.url))

/** The environment of every run: the test process's, in the default language, without colours; `env` on top. */
const environment = (env: Readonly<Record<string, string>>): Record<string, string | undefined> => ({
  ...process.env,
  ALLEZ_LANG: "",
  FORCE_COLOR: "0",
  ...env
})

/**
 * An output stream that keeps what is written to it and is not a terminal. It stands in for the
 * process's own stream (whose other members it inherits, unused outside a terminal), so each run
 * writes to its own, even when runs overlap.
 */
const capturedOutput = (): { readonly stream: NodeJS.WriteStream; readonly text: () => string } => {
  const chunks: Array<string> = []
  const write = (chunk: string | Uint8Array): boolean => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"))
    return true
  }
  const stream: NodeJS.WriteStream = Object.create(process.stdout, { isTTY: { value: false }, write: { value: write } })
  return { stream, text: () => chunks.join("") }
}

/**
 * Runs `allez …args` in this process: the CLI's composition root (cli/main.ts) over captured output,
 * no terminal on stdin, and this environment. What the bin does, without starting Node each time.
 */
export const allez = async (args: ReadonlyArray<string>, env: Readonly<Record<string, string>> = {}): Promise<Run> => {
  const stdout = capturedOutput()
  const stderr = capturedOutput()
  const stdin: NodeJS.ReadStream = Object.create(process.stdin, { isTTY: { value: false } })
  const code = await runOn(["node", "allez", ...args], { stdin, stdout: stdout.stream, stderr: stderr.stream, env: environment(env) })
  return { code, stdout: stdout.text(), stderr: stderr.text() }
}

/** Runs the real bin (`node cli/bin.js …args`) as a child process: for the launcher itself and what only a process shows (its exit code). */
export const allezProcess = (args: ReadonlyArray<string>, env: Readonly<Record<string, string>> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: environment(env), timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1
      resolve({ code, stdout, stderr })
    })
  })
