import { categoryKeys, categoryLabels } from "#core/domain/category.ts"
import { type Language, languages } from "#core/domain/language.ts"
import { challengesPerCategory, textsPerLanguage } from "#core/packs/pack-summary.ts"
import { type CliServices, printError, printPackProblems } from "../cli-services.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { formatInteger } from "../format.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { drawTable } from "../ui/text-table.ts"

/**
 * `allez packs validate [paths…]`: checks every pack (the format, then the content rules of
 * packs/WRITING.md) and prints a summary, or every problem and exit 1.
 */
export const runPacksValidate = async (
  paths: ReadonlyArray<string>,
  flags: { readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const where = paths.length > 0 ? paths : services.defaultPackPaths
  const read = await services.readPackFiles(where)
  if (read._tag === "Left") {
    printPackProblems(services, language, read.left)
    return exitCode.failed
  }
  const load = { packs: read.right.map(({ pack }) => pack) }
  if (load.packs.length === 0) {
    printError(services, language, cliText(language, "packs.noPacks", { paths: where.join(", ") }))
    return exitCode.failed
  }
  const int = (value: number) => formatInteger(language, value)
  const total = load.packs.reduce((sum, pack) => sum + pack.challenges.length, 0)
  const perCategory = challengesPerCategory(load.packs)
  const perLanguage = textsPerLanguage(load.packs)
  const lines = [
    `✓ ${cliText(language, "packs.valid", { count: load.packs.length, challenges: int(total) })}`,
    "",
    ...drawTable(
      [
        [cliText(language, "packs.column.pack"), cliText(language, "packs.column.version"), cliText(language, "packs.column.challenges"), ...languages],
        ...load.packs.map((pack) => [pack.id, pack.version, int(pack.challenges.length), ...languages.map((each) => int(textsPerLanguage([pack])[each]))])
      ],
      [2, 3, 4]
    ),
    "",
    cliText(language, "packs.perCategory"),
    ...drawTable(
      categoryKeys.map((key) => [categoryLabels[key][language], int(perCategory[key])]),
      [1]
    ),
    "",
    cliText(language, "packs.perLanguage"),
    ...drawTable(
      languages.map((each) => [each, int(perLanguage[each])]),
      [1]
    ),
    ""
  ]
  services.stdout.write(lines.join("\n"))
  return exitCode.ok
}
