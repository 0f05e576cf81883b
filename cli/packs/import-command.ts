import { Effect } from "effect"
import { type ImportOutcome, storesPack } from "#core/admin/import-outcome.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import type { Language } from "#core/domain/language.ts"
import { type CliServices, printError, printPackProblems } from "../cli-services.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { openStoreOrSay, settle } from "../store-failure.ts"

/** One progress line: what importing the pack did. */
const outcomeLine = (outcome: ImportOutcome, language: Language): string => {
  const params = { pack: outcome.id, version: outcome.version, previous: outcome.previous ?? "" }
  switch (outcome.outcome) {
    case "added":
      return cliText(language, "packs.import.added", params)
    case "replaced":
      return cliText(language, "packs.import.replaced", params)
    case "unchanged":
      return cliText(language, outcome.differs === true ? "packs.import.differs" : "packs.import.unchanged", params)
    case "kept-newer":
      return cliText(language, "packs.import.keptNewer", params)
  }
}

/**
 * `allez packs import <paths…>`: checks the packs like `packs validate`, then loads them into the
 * configured database through the server's own import (PackImport), a line per pack as it goes.
 */
export const runPacksImport = async (
  paths: ReadonlyArray<string>,
  flags: { readonly json?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const read = await services.readPackFiles(paths)
  if (read._tag === "Left") {
    printPackProblems(services, language, read.left)
    return exitCode.failed
  }
  if (read.right.length === 0) {
    printError(services, language, cliText(language, "packs.noPacks", { paths: paths.join(", ") }))
    return exitCode.failed
  }
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const onOutcome = (outcome: ImportOutcome) =>
    Effect.sync(() => {
      if (flags.json !== true) services.stdout.write(`${outcomeLine(outcome, language)}\n`)
    })
  const exit = await store.run(
    Effect.flatMap(PackImport, (packs) => packs.importPacks(read.right, { actor: { userId: null, email: null, via: "cli" }, onOutcome }))
  )
  return settle(exit, services, language, store, {
    onSuccess: (outcomes) => {
      if (flags.json === true) {
        services.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`)
      } else {
        const changed = outcomes.filter((outcome) => storesPack(outcome.outcome)).length
        services.stdout.write(`${cliText(language, "packs.import.done", { count: outcomes.length, changed, store: store.where })}\n`)
      }
      return exitCode.ok
    },
    onFailure: (invalid) => {
      printError(services, language, cliText(language, "packs.import.clashes", { count: invalid.problems.length }))
      for (const problem of invalid.problems)
        services.stderr.write(`  ${problem.path === "" ? `${problem.file}: ${problem.rule}` : `${problem.file}: ${problem.path}: ${problem.rule}`}\n`)
      return exitCode.failed
    }
  })
}
