import { appendFileSync } from "node:fs"

/**
 * One figure a benchmark measured, beside the reference it measured in the same run and the aim it
 * is held to. `npm run bench` (tests/bench/all.bench.ts) gathers every bench's figures into one JSON
 * file that a later run can be compared with; a bench run alone prints its own lines as before.
 */
export interface Figure {
  /** The bench: "engine", "api", "live", "web"… */
  readonly bench: string
  /** What was measured, e.g. "server CPU per action". */
  readonly name: string
  readonly value: number
  /** "µs", "ms", "games/s", "×", "score"… */
  readonly unit: string
  /** The same figure for the bench's reference (a bare server, a plain loop, a bare page), when it has one. */
  readonly reference?: number
  /** The aim, in words ("≤ 2× the floor"), and whether this run met it. */
  readonly aim?: string
  readonly isMet?: boolean
  /** Whether a larger value is better (throughput, scores) or worse (time, CPU, memory): how a change reads. */
  readonly better: "higher" | "lower"
}

/** Where the figures go when `npm run bench` runs the bench (one JSON object a line); unset otherwise. */
const figuresFile = process.env.BENCH_FIGURES

/** Records a figure for `npm run bench`; a bench run on its own records nothing (it prints what it prints). */
export const recordFigure = (figure: Figure): void => {
  if (figuresFile !== undefined && figuresFile !== "") appendFileSync(figuresFile, `${JSON.stringify(figure)}\n`)
}

/** The middle of some measurements (the upper of the two middle ones for an even count; NaN for none): what a bench prints of its runs. */
export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
