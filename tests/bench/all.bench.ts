/**
 * `npm run bench`: every benchmark in one go (engine, api, live, web, web on a slow phone, pages; not offline, which
 * records no figure), each printing as it does alone, then one table of every figure beside its reference and aim,
 * and a JSON file of it all with the machine it ran on, which a later run can be compared with.
 *
 * Usage: npm run bench [-- --only engine,api,slow-phone] [--out file.json] [--compare previous.json]
 * The JSON goes to bench-results/bench-<date>.json unless --out says where.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir, totalmem } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { change, number, table } from "./bench-report.ts"
import type { Figure } from "./figures.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))
/** Each bench by name, with the npm script and arguments it runs. */
const benchRuns = {
  engine: ["bench:engine"],
  api: ["bench:api"],
  live: ["bench:live"],
  web: ["bench:web"],
  "slow-phone": ["bench:web", "--", "--slow-phone"],
  pages: ["bench:pages"]
} as const
type BenchName = keyof typeof benchRuns
const benches = Object.keys(benchRuns) as ReadonlyArray<BenchName>

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}

/** What a run says of itself: where it ran, on which commit, how busy the machine was. */
interface Run {
  readonly date: string
  readonly commit: string | null
  readonly machine: { readonly cpus: number; readonly model: string; readonly memoryGiB: number; readonly node: string }
  readonly load: { readonly before: ReadonlyArray<number>; readonly after: ReadonlyArray<number> }
  readonly benches: ReadonlyArray<{ readonly bench: string; readonly exitCode: number | null; readonly seconds: number }>
  readonly figures: ReadonlyArray<Figure>
}

const commitOf = (): string | null => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim()
  } catch {
    return null
  }
}

const readRun = (file: string): Run => {
  const run = JSON.parse(readFileSync(file, "utf8")) as Partial<Run>
  if (!Array.isArray(run.figures)) throw new Error(`${file} is not a bench run (no figures)`)
  return run as Run
}

const main = (): number => {
  const only = option("only")
    ?.split(",")
    .map((name) => name.trim())
  const unknown = only?.filter((name) => !(benches as ReadonlyArray<string>).includes(name)) ?? []
  if (unknown.length > 0) {
    console.error(`npm run bench: no bench named ${unknown.join(", ")} (there are ${benches.join(", ")})`)
    return 2
  }
  const compareFile = option("compare")
  if (compareFile !== undefined && !existsSync(compareFile)) {
    console.error(`npm run bench: ${compareFile} does not exist`)
    return 2
  }
  const previous = compareFile === undefined ? undefined : readRun(compareFile)
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>
  const chosen = benches.filter((bench) => (only === undefined || only.includes(bench)) && scripts[benchRuns[bench][0]] !== undefined)

  const scratch = mkdtempSync(join(tmpdir(), "allez-bench-"))
  const figuresFile = join(scratch, "figures.jsonl")
  writeFileSync(figuresFile, "")
  const loadBefore = loadavg()
  const ran: Array<Run["benches"][number]> = []
  for (const bench of chosen) {
    console.log(`\n══ ${benchRuns[bench].join(" ")} ══`)
    const started = performance.now()
    const { status } = spawnSync("npm", ["run", "-s", ...benchRuns[bench]], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BENCH_FIGURES: figuresFile }
    })
    ran.push({ bench, exitCode: status, seconds: Math.round((performance.now() - started) / 1000) })
  }
  const figures = readFileSync(figuresFile, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Figure)
  rmSync(scratch, { recursive: true, force: true })

  const run: Run = {
    date: new Date().toISOString(),
    commit: commitOf(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    load: { before: loadBefore.map((value) => Math.round(value * 100) / 100), after: loadavg().map((value) => Math.round(value * 100) / 100) },
    benches: ran,
    figures
  }
  const out = option("out") ?? join(root, "bench-results", `bench-${run.date.replace(/[:.]/g, "-")}.json`)
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, `${JSON.stringify(run, null, 2)}\n`)

  const earlier = (figure: Figure) => previous?.figures.find((each) => each.bench === figure.bench && each.name === figure.name)
  console.log(
    `\n══ every figure (${run.machine.cpus} × ${run.machine.model}, ${run.machine.memoryGiB} GiB, Node ${run.machine.node}; load ${run.load.before.join(" ")} → ${run.load.after.join(" ")}) ══`
  )
  console.log(
    table([
      ["bench", "figure", "this run", "reference", "aim", "", ...(previous === undefined ? [] : [`since ${previous.commit ?? previous.date}`])],
      ...figures.map((figure) => [
        figure.bench,
        figure.name,
        number(figure.value, figure.unit),
        figure.reference === undefined ? "" : number(figure.reference, figure.unit),
        figure.aim ?? "",
        figure.isMet === undefined ? "" : figure.isMet ? "met" : "NOT MET",
        ...(previous === undefined ? [] : [change(figure, earlier(figure))])
      ])
    ])
  )
  for (const bench of ran.filter((each) => each.exitCode !== 0)) console.log(`bench:${bench.bench} ended with exit code ${bench.exitCode}`)
  console.log(`\nwritten to ${out}${previous === undefined ? "" : ` (compared with ${compareFile})`}`)
  return ran.every((each) => each.exitCode === 0) ? 0 : 1
}

process.exitCode = main()
