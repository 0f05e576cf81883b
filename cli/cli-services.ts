import type { Language } from "../core/domain/language.ts"
import { cliText } from "./messages.ts"
import type { LoadPacks } from "./pack-catalog.ts"

/** What the commands get from the composition root: the pack loader, the terminal, the environment, a clock and chance. */
export interface CliServices {
  readonly loadPacks: LoadPacks
  /** Where packs are read from when a command is given no path. */
  readonly defaultPackPaths: ReadonlyArray<string>
  readonly stdin: NodeJS.ReadStream
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  readonly env: Readonly<Record<string, string | undefined>>
  readonly now: () => number
  readonly random: () => number
}

/** Writes `text` to stderr as an error line, in `language`'s words ("Erreur : …"). */
export const printError = (services: CliServices, language: Language, text: string): void => {
  services.stderr.write(`${cliText(language, "error.prefix")}${text}\n`)
}

/** Writes the pack loader's messages to stderr under a heading, one per line. */
export const printPackProblems = (services: CliServices, language: Language, problems: ReadonlyArray<string>): void => {
  printError(services, language, cliText(language, "packs.invalid", { count: problems.length }))
  for (const problem of problems) services.stderr.write(`  ${problem}\n`)
}
