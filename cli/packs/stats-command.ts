import { Effect, Schema } from "effect"
import { AdminPacks } from "#core/admin/admin-packs.ts"
import { type CardReport, type CardReportRow, CardReports } from "#core/cards/card-report.ts"
import { type CardFlag, cardFlagRules } from "#core/cards/card-stats.ts"
import { cardRatings } from "#core/domain/card-rating.ts"
import { PackId } from "#core/domain/ids.ts"
import type { Language } from "#core/domain/language.ts"
import { PackVersion } from "#core/packs/pack-version-schema.ts"
import { type CliServices, printError } from "../cli-services.ts"
import { failWith } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { formatInteger, formatPercent } from "../format.ts"
import { chooseLanguage } from "../language.ts"
import { type CliKey, cliText } from "../messages.ts"
import { openStoreOrSay, settle } from "../store-failure.ts"
import { drawTable } from "../ui/text-table.ts"

const flagOrder: ReadonlyArray<CardFlag> = ["unsafe", "near-impossible", "free"]

/** True once a game counted anything for one of the cards. */
const hasCounts = (report: CardReport): boolean =>
  report.rows.some((row) => row.played > 0 || row.replaced > 0 || cardRatings.some((rating) => row.ratings[rating] > 0))

/** One card's line: its id, attempts, success rate, replacements, ratings and flags. */
const rowCells = (row: CardReportRow, language: Language): ReadonlyArray<string> => [
  row.text === null ? cliText(language, "packs.stats.removed", { challenge: row.challengeId }) : row.challengeId,
  formatInteger(language, row.played),
  row.successRate === null ? "—" : formatPercent(language, row.successRate, 0),
  formatInteger(language, row.replaced),
  ...cardRatings.map((rating) => formatInteger(language, row.ratings[rating])),
  flagOrder
    .filter((flag) => row.flags.includes(flag))
    .map((flag) => cliText(language, `packs.stats.flag.${flag}`))
    .join(", ")
]

const columns: ReadonlyArray<CliKey> = [
  "packs.stats.column.challenge",
  "packs.stats.column.attempts",
  "packs.stats.column.success",
  "packs.stats.column.replaced",
  ...cardRatings.map((rating): CliKey => `packs.stats.column.${rating}`),
  "packs.stats.column.flags"
]

/** A pack's table under its heading, or a line saying no game counted yet; in the report's order (the cards to look at first). */
const packLines = (report: CardReport, name: string, language: Language): ReadonlyArray<string> => {
  const versions =
    report.version === "all" ? cliText(language, "packs.stats.allVersions") : cliText(language, "packs.stats.oneVersion", { version: report.version })
  const heading = cliText(language, "packs.stats.heading", { name, pack: report.packId, current: report.packVersion, versions })
  if (!hasCounts(report)) {
    const empty = report.version === "all" ? cliText(language, "packs.stats.empty") : cliText(language, "packs.stats.emptyVersion", { version: report.version })
    return [heading, `  ${empty}`]
  }
  const numbers = columns.map((_, index) => index).filter((index) => index > 0 && index < columns.length - 1)
  return [heading, ...drawTable([columns.map((key) => cliText(language, key)), ...report.rows.map((row) => rowCells(row, language))], numbers)]
}

/** What the flags mean, with the bounds core raises them at. */
const legendLines = (language: Language): ReadonlyArray<string> => {
  const from = { count: cardFlagRules.minPlayed }
  const meanings: Readonly<Record<CardFlag, string>> = {
    unsafe: cliText(language, "packs.stats.legend.unsafe"),
    "near-impossible": cliText(language, "packs.stats.legend.near-impossible", { rate: formatPercent(language, cardFlagRules.nearImpossibleUpTo, 0), ...from }),
    free: cliText(language, "packs.stats.legend.free", { rate: formatPercent(language, cardFlagRules.freeFrom, 0), ...from })
  }
  return [cliText(language, "packs.stats.legend"), ...drawTable(flagOrder.map((flag) => [cliText(language, `packs.stats.flag.${flag}`), meanings[flag]]))]
}

const ReportedVersion = Schema.Union(Schema.Literal("all"), PackVersion)

/**
 * `allez packs stats [pack] [--version <v>] [--json]`: how each card of the stored packs (or of the
 * one named) fares in the games that ended, as the admin area's table: attempts, success rate,
 * replacements, ratings and flags, the cards to look at first on top, with what the flags mean.
 */
export const runPacksStats = async (
  pack: string | undefined,
  flags: { readonly version?: string | undefined; readonly json?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const usage = (text: string) => {
    printError(services, language, text)
    return exitCode.usage
  }
  const packId = pack === undefined ? undefined : Schema.decodeUnknownOption(PackId)(pack)
  if (packId?._tag === "None") return usage(cliText(language, "usage.packId", { value: pack ?? "" }))
  const version = Schema.decodeUnknownOption(ReportedVersion)(flags.version ?? "all")
  if (version._tag === "None") return usage(cliText(language, "usage.version", { value: flags.version ?? "" }))
  if (packId === undefined && version.value !== "all") return usage(cliText(language, "usage.versionNeedsPack"))

  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(
    Effect.gen(function* () {
      const reports = yield* CardReports
      const stored = yield* Effect.flatMap(AdminPacks, (admin) => admin.listPacks)
      const names = new Map(stored.map((each) => [each.id as string, each.name[language]]))
      if (packId === undefined) return { found: true, reports: yield* reports.all, names } as const
      return yield* reports.of(packId.value, version.value).pipe(
        Effect.map((report) => ({ found: true, reports: [report], names }) as const),
        Effect.catchTag("PackNotFound", () => Effect.succeed({ found: false, stored: stored.map((each) => each.id) } as const))
      )
    })
  )
  const answer = settle(exit, services, language, store, { onSuccess: (value) => value, onFailure: (never) => never })
  if (typeof answer === "number") return answer
  if (!answer.found)
    return failWith(
      services,
      language,
      cliText(language, "packs.stats.notFound", { pack: pack ?? "", store: store.where, packs: answer.stored.length === 0 ? "—" : answer.stored.join(", ") })
    )
  if (flags.json === true) {
    services.stdout.write(`${JSON.stringify(answer.reports, null, 2)}\n`)
    return exitCode.ok
  }
  if (answer.reports.length === 0) {
    services.stdout.write(`${cliText(language, "packs.stats.noPacks", { store: store.where })}\n`)
    return exitCode.ok
  }
  const blocks = answer.reports.map((report) => packLines(report, answer.names.get(report.packId) ?? report.packId, language).join("\n"))
  const legend = answer.reports.some(hasCounts) ? [legendLines(language).join("\n")] : []
  services.stdout.write(`${[...blocks, ...legend].join("\n\n")}\n`)
  return exitCode.ok
}
