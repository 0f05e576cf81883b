import type { Language } from "#core/domain/language.ts"
import { formatPrice } from "#core/store/price.ts"
import { type CliServices, printPackProblems } from "../cli-services.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { formatInteger } from "../format.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import type { CliPack } from "../pack-catalog.ts"
import { drawTable } from "../ui/text-table.ts"

/** A pack's flags in words: combinable or plays alone, special, and coming soon. */
const flagsOf = (pack: CliPack, language: Language): string =>
  [
    cliText(language, pack.combinable ? "packs.flag.combinable" : "packs.flag.alone"),
    ...(pack.special === true ? [cliText(language, "packs.flag.special")] : []),
    ...(pack.comingSoon ? [cliText(language, "packs.flag.comingSoon")] : [])
  ].join(", ")

/** A pack as `packs list --json` prints it (stable keys). */
const packToJson = (pack: CliPack, language: Language) => ({
  id: pack.id,
  version: pack.version,
  name: pack.name[language],
  price: pack.priceCents === null ? null : { cents: pack.priceCents, currency: pack.currency },
  combinable: pack.combinable,
  comingSoon: pack.comingSoon,
  special: pack.special === true,
  challenges: pack.challenges.length
})

/** `allez packs list`: id, version, name, price, flags and challenge count of every pack found. */
export const runPacksList = async (
  flags: { readonly json?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const load = await services.loadPacks(services.defaultPackPaths)
  if (!load.isValid) {
    printPackProblems(services, language, load.problems)
    return exitCode.failed
  }
  if (flags.json === true) {
    services.stdout.write(
      `${JSON.stringify(
        load.packs.map((pack) => packToJson(pack, language)),
        null,
        2
      )}\n`
    )
    return exitCode.ok
  }
  const header = ["id", "version", "name", "price", "flags", "challenges"] as const
  const rows = load.packs.map((pack) => [
    pack.id,
    pack.version,
    pack.name[language],
    pack.priceCents === null ? cliText(language, "packs.price.free") : formatPrice(language, pack.priceCents, pack.currency),
    flagsOf(pack, language),
    formatInteger(language, pack.challenges.length)
  ])
  const lines = drawTable([header.map((column) => cliText(language, `packs.column.${column}`)), ...rows], [5])
  services.stdout.write(`${lines.join("\n")}\n`)
  return exitCode.ok
}
