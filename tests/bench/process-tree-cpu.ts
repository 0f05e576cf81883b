/**
 * The CPU time of a command and of every process it starts, orphans included, read from Linux's /proc.
 *
 * `/usr/bin/time` and a parent's rusage count only the children that were waited for. Chromium's
 * renderers and GPU process are not: Playwright closes the browser and the processes it forked end
 * as orphans, so their time is lost. On a run of the browser suite on two cores, `/usr/bin/time`
 * reported 583 s of CPU where the kernel's process accounting counted 1,553 s. Here a process is
 * followed from the first time it is seen as the child of one followed (the command is the first),
 * and read while it lives, wherever it is reparented later. (A session would not do: Playwright
 * starts the browser in a session of its own.)
 *
 * A process is read every `everyMs`: what it used after its last reading is missed, and a process
 * that lives less than that is missed whole, with the children it leaves. Both are small beside a
 * browser's (a renderer lives for seconds); the report says how many processes were seen.
 */
import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { availableParallelism } from "node:os"

/** Kernel clock ticks per second, in which /proc gives CPU times: 100 on every Linux we run. */
const ticksPerSecond = 100

/** A process as last read: its CPU so far (ms) and what kind of process it is. */
interface Reading {
  readonly kind: string
  /** The name the kernel gives it, which changes when it execs: its kind is then worked out again. */
  readonly comm: string
  /** How many times it was read: a young process's kind is worked out again at each reading (youngReadings). */
  readonly reads: number
  readonly userMs: number
  readonly systemMs: number
}

/** CPU time by kind of process: renderers, test servers, the runner… */
export interface KindFigures {
  readonly kind: string
  readonly processes: number
  readonly userMs: number
  readonly systemMs: number
}

export interface TreeCpu {
  readonly exitCode: number | null
  readonly wallMs: number
  readonly userMs: number
  readonly systemMs: number
  readonly processes: number
  readonly byKind: ReadonlyArray<KindFigures>
  /** Processes still running when the report was made (they outlived the wait). */
  readonly leftRunning: number
  /** The signal that ended the command, when one did. */
  readonly signal: string | null
  /** The CPU this measurement used itself, reading /proc (ms). */
  readonly ownMs: number
}

/**
 * For how many readings (two seconds at the default tenth of a second between them) a new process's
 * kind is worked out again. Read between its fork and its exec, a process still has its parent's line,
 * and an exec does not always change its name: a test server that a Playwright worker starts is "node"
 * both before and after, and was counted as a worker; a zygote forked by the browser was counted as
 * the browser. An exec comes well within those two seconds, even on a loaded machine.
 */
const youngReadings = 20

/** What a Chromium zygote's fork is called until it becomes a renderer (or stays a zygote). */
const zygote = "Chromium zygote"

const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1)

/** What kind of process a command line is, in the words of a test run. */
export const kindOf = (argv: ReadonlyArray<string>, comm: string): string => {
  const line = argv.join(" ")
  const program = basename(argv[0] ?? comm)
  // Chromium starts its helpers as /proc/self/exe; a zygote's forks keep the zygote's line until they know their type.
  if (/chrom/i.test(program) || (program === "exe" && /--type=/.test(line))) {
    if (/crashpad/.test(program)) return "Chromium crash handler"
    const type = /--type=([\w-]+)/.exec(line)?.[1]
    if (type === undefined) return "Chromium browser"
    if (type === "renderer") return "Chromium renderers"
    if (type === "gpu-process") return "Chromium GPU process"
    if (type === "utility") return /NetworkService/.test(line) ? "Chromium network service" : "Chromium utility processes"
    return `Chromium ${type}`
  }
  if (program === "node" || program === "nodejs") {
    if (/workerProcessEntry/.test(line)) return "Playwright workers"
    if (/playwright.*\b(cli\.js|test)\b/.test(line)) return "Playwright runner"
    if (/e2e-server/.test(line)) return "test servers"
    if (/vitest/.test(line)) return "vitest"
    if (/vite(\.js)?\b.*\bbuild\b/.test(line)) return "vite build"
    if (argv.some((arg) => arg === "-e" || arg === "--eval" || arg === "-p" || arg === "--print")) return "node (inline script)"
    const script = argv.slice(1).find((arg) => !arg.startsWith("-") && arg !== "tsx")
    return script === undefined ? "node" : `node ${basename(script)}`
  }
  return program
}

/** One process's line of /proc/<pid>/stat: its parent, its start (to tell a reused pid apart) and its CPU so far. */
const statOf = (
  pid: string
):
  | { readonly comm: string; readonly ended: boolean; readonly parent: string; readonly start: string; readonly userMs: number; readonly systemMs: number }
  | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const close = stat.lastIndexOf(")")
    const fields = stat.slice(close + 2).split(" ")
    return {
      comm: stat.slice(stat.indexOf("(") + 1, close),
      // A zombie has ended: its CPU is final, whenever its new parent gets round to reaping it.
      ended: fields[0] === "Z",
      parent: fields[1] ?? "",
      start: fields[19] ?? "",
      userMs: (Number(fields[11]) * 1000) / ticksPerSecond,
      systemMs: (Number(fields[12]) * 1000) / ticksPerSecond
    }
  } catch {
    return undefined
  }
}

/** A process's arguments. Chromium rewrites its own into one string, which is split back at its spaces. */
const argvOf = (pid: string): ReadonlyArray<string> => {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean)
    return argv.length === 1 ? (argv[0] ?? "").split(" ").filter(Boolean) : argv
  } catch {
    return []
  }
}

/**
 * Runs `command` with `args`, reads it and every process it starts every `everyMs`, and once the
 * command has exited waits up to `settleMs` for the last of them (a browser closing) before it reports.
 */
export const measureProcessTreeCpu = async (
  command: string,
  args: ReadonlyArray<string>,
  { everyMs = 100, settleMs = 10_000, stdio = "inherit" as "inherit" | "ignore" } = {}
): Promise<TreeCpu> => {
  const readings = new Map<string, Reading>()
  const started = performance.now()
  const ownAtStart = process.cpuUsage()
  const child = spawn(command, args, { stdio })
  if (child.pid === undefined) {
    const error = await new Promise<Error>((resolve) => child.once("error", resolve))
    throw new Error(`cannot start ${command}: ${error.message}`)
  }
  /** The processes followed, by pid, with their start time (a pid the kernel gives again is another process). */
  const followed = new Map<string, string>([[String(child.pid), ""]])
  const exited = new Promise<{ readonly code: number | null; readonly signal: string | null }>((resolve, reject) => {
    child.on("exit", (code, signal) => resolve({ code, signal }))
    child.on("error", reject)
  })
  let exit: { readonly code: number | null; readonly signal: string | null } | undefined

  /** Reads the processes followed, and follows the children they have started; answers how many are running. */
  const look = (): number => {
    const stats = new Map<string, NonNullable<ReturnType<typeof statOf>>>()
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue
      const stat = statOf(pid)
      if (stat !== undefined) stats.set(pid, stat)
    }
    const isFollowed = (pid: string, start: string) => {
      const known = followed.get(pid)
      return known === start || (known === "" && pid === String(child.pid))
    }
    // A child may be seen before its parent is followed (a renderer of a new zygote): look again until nothing is added.
    for (let added = true; added; ) {
      added = false
      for (const [pid, stat] of stats) {
        if (isFollowed(pid, stat.start)) continue
        const parent = stats.get(stat.parent)
        if (parent !== undefined && isFollowed(stat.parent, parent.start)) {
          followed.set(pid, stat.start)
          added = true
        }
      }
    }
    let running = 0
    for (const [pid, stat] of stats) {
      if (!isFollowed(pid, stat.start)) continue
      if (pid === String(child.pid)) followed.set(pid, stat.start)
      if (!stat.ended) running += 1
      const key = `${pid}@${stat.start}`
      const known = readings.get(key)
      // Read between its fork and its exec, a process still has its parent's line: its kind is worked out
      // again while it is young, and when its name changes; an ended one's line is gone, its kind stays.
      const isSettled = known !== undefined && (stat.ended || (known.reads >= youngReadings && known.comm === stat.comm && known.kind !== zygote))
      const argv = isSettled ? [] : argvOf(pid)
      // A process on its way out may already have no line: it keeps the kind it had.
      const kind = known !== undefined && (isSettled || argv.length === 0) ? known.kind : kindOf(argv, stat.comm)
      readings.set(key, { kind, comm: stat.comm, reads: (known?.reads ?? 0) + 1, userMs: stat.userMs, systemMs: stat.systemMs })
    }
    return running
  }

  void exited.then(
    (ended) => {
      exit = ended
    },
    (error: Error) => {
      process.stderr.write(`${command}: ${error.message}\n`)
      exit = { code: 127, signal: null }
    }
  )
  let running = look()
  // A command that ended before the first look leaves no pid for a later process to be taken for.
  if (followed.get(String(child.pid)) === "") followed.set(String(child.pid), "ended before it was read")
  while (exit === undefined) {
    await new Promise((resolve) => setTimeout(resolve, everyMs))
    running = look()
  }
  const wallMs = performance.now() - started
  const settleUntil = performance.now() + settleMs
  while (running > 0 && performance.now() < settleUntil) {
    await new Promise((resolve) => setTimeout(resolve, everyMs))
    running = look()
  }

  const byKind = new Map<string, { processes: number; userMs: number; systemMs: number }>()
  for (const reading of readings.values()) {
    const figures = byKind.get(reading.kind) ?? { processes: 0, userMs: 0, systemMs: 0 }
    figures.processes += 1
    figures.userMs += reading.userMs
    figures.systemMs += reading.systemMs
    byKind.set(reading.kind, figures)
  }
  const kinds = [...byKind].map(([kind, figures]) => ({ kind, ...figures })).sort((a, b) => b.userMs + b.systemMs - (a.userMs + a.systemMs))
  return {
    exitCode: exit.code,
    signal: exit.signal,
    wallMs,
    userMs: kinds.reduce((total, kind) => total + kind.userMs, 0),
    systemMs: kinds.reduce((total, kind) => total + kind.systemMs, 0),
    processes: readings.size,
    byKind: kinds,
    leftRunning: running,
    ownMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(ownAtStart))
  }
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`

/** The report, in columns: the whole, then each kind of process. */
export const report = (label: string, cpu: TreeCpu, load: { readonly before: number; readonly after: number }): string =>
  [
    `measure:cpu — ${label}: ${cpu.signal === null ? `exit ${cpu.exitCode}` : `killed by ${cpu.signal}`}, ${seconds(cpu.wallMs)} wall on ${availableParallelism()} cores, load ${load.before.toFixed(1)} → ${load.after.toFixed(1)}`,
    `CPU of every process it started (orphans included): ${seconds(cpu.userMs + cpu.systemMs)} = ${seconds(cpu.userMs)} user + ${seconds(cpu.systemMs)} system, ${cpu.processes} processes`,
    ...cpu.byKind.map((kind) => `  ${seconds(kind.userMs + kind.systemMs).padStart(10)}  ${String(kind.processes).padStart(5)} × ${kind.kind}`),
    `(reading /proc took ${seconds(cpu.ownMs)} of CPU here, not counted above)`,
    ...(cpu.leftRunning > 0 ? [`${cpu.leftRunning} of its processes were still running when this was written: counted until then.`] : [])
  ].join("\n")
