/**
 * `npm run measure:cpu -- <command> [args…]`: runs the command, then prints the CPU time of every
 * process it started, orphans included, by kind (process-tree-cpu.ts). Linux only.
 */
import { loadavg } from "node:os"
import { measureProcessTreeCpu, report } from "./process-tree-cpu.ts"

const [command, ...args] = process.argv.slice(2)
if (command === undefined) {
  process.stderr.write("Usage: npm run measure:cpu -- <command> [args…]   e.g. npm run measure:cpu -- npm run test:e2e\n")
  process.exit(2)
}
if (process.platform !== "linux") {
  process.stderr.write("measure:cpu reads Linux's /proc: it runs on Linux only.\n")
  process.exit(2)
}
const before = loadavg()[0] ?? 0
const cpu = await measureProcessTreeCpu(command, args).catch((error: Error) => {
  process.stderr.write(`measure:cpu: ${error.message}\n`)
  return process.exit(127)
})
process.stdout.write(`\n${report([command, ...args].join(" "), cpu, { before, after: loadavg()[0] ?? 0 })}\n`)
// A command that was killed has no exit code: that is a failure too.
process.exit(cpu.exitCode ?? 1)
