import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Either } from "effect"
import { readPacks } from "../adapters/packs-fs/read-packs.ts"
import type { CliServices } from "./cli-services.ts"
import { exitCode } from "./exit-code.ts"
import { cliPackOf, type LoadPacks } from "./pack-catalog.ts"
import { runCli } from "./program.ts"

/** The pack loader: pack.json files on disk, read by the packs-fs adapter. */
const loadPacks: LoadPacks = async (paths) => {
  const read = await readPacks(paths)
  return Either.isLeft(read) ? { isValid: false, problems: read.left } : { isValid: true, packs: read.right.map(({ pack }) => cliPackOf(pack)) }
}

const packageJson: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
const version = typeof packageJson === "object" && packageJson !== null && "version" in packageJson && typeof packageJson.version === "string" ? packageJson.version : "0.0.0"

/** The composition root of the CLI: picks the adapters, then runs the command line; resolves to the exit code. */
export const main = async (argv: ReadonlyArray<string>): Promise<number> => {
  const services: CliServices = {
    loadPacks,
    defaultPackPaths: [fileURLToPath(new URL("../packs", import.meta.url))],
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    now: () => Date.now(),
    random: Math.random
  }
  try {
    return await runCli(argv, version, services)
  } catch (error) {
    process.stderr.write(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`)
    return exitCode.failed
  }
}
