import { Either } from "effect"
import { render } from "ink"
import type { Language } from "#core/domain/language.ts"
import { choosePacks } from "../choose-packs.ts"
import { type CliServices, printError, printPackProblems } from "../cli-services.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { parsePackList } from "../usage.ts"
import { PlayApp } from "./play-app.tsx"

/** `allez play`: a real game in the terminal, until the players quit. */
export const runPlay = async (
  flags: { readonly packs?: string | undefined; readonly tieBreak?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  if (services.stdin.isTTY !== true) {
    printError(services, language, cliText(language, "play.needsTerminal"))
    return exitCode.failed
  }
  const load = await services.loadPacks(services.defaultPackPaths)
  if (!load.isValid) {
    printPackProblems(services, language, load.problems)
    return exitCode.failed
  }
  const chosen = choosePacks(load.packs, flags.packs === undefined ? undefined : parsePackList(flags.packs))
  if (Either.isLeft(chosen)) {
    printError(services, language, cliText(language, "usage.unknownPack", { pack: chosen.left, packs: load.packs.map((pack) => pack.id).join(", ") }))
    return exitCode.usage
  }
  const app = render(
    <PlayApp
      packs={load.packs}
      chosenPacks={chosen.right.map((pack) => pack.id)}
      tieBreak={flags.tieBreak === true}
      language={language}
      now={services.now}
      random={services.random}
    />,
    { stdin: services.stdin, stdout: services.stdout, stderr: services.stderr, exitOnCtrlC: true, patchConsole: false }
  )
  await app.waitUntilExit()
  return exitCode.ok
}
