import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { categoryKeys } from "../core/domain/category.ts"
import { ChallengeId, PackId } from "../core/domain/ids.ts"
import type { CliServices } from "./cli-services.ts"
import { exitCode } from "./exit-code.ts"
import type { LoadPacks } from "./pack-catalog.ts"
import { runCli } from "./program.ts"

// TEMPORARY stub until adapters/packs-fs lands.
const loadPacks: LoadPacks = async () => ({
  isValid: true,
  packs: [
    {
      id: PackId.make("base"), version: "1.0.0", name: { fr: "Pack de base", en: "Base pack" }, priceCents: null, currency: "EUR", combinable: true, comingSoon: false,
      challenges: Array.from({ length: 96 }, (_, i) => ({ id: ChallengeId.make(`base-${i}`), category: categoryKeys[i % 8] ?? "other", text: { fr: `Défi ${i}`, en: `Challenge ${i}` } }))
    }
  ]
})

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
