import { Command, CommanderError, Option } from "commander"
import { Schema } from "effect"
import { cardFlagRules } from "#core/cards/card-stats.ts"
import { Language } from "#core/domain/language-schema.ts"
import type { CliServices } from "./cli-services.ts"
import { type ExitCode, exitCode } from "./exit-code.ts"

const languageOption = () => new Option("--lang <language>", "language of the output (default: $ALLEZ_LANG, else fr)").choices(["fr", "en"])

const SimulateFlags = Schema.Struct({
  players: Schema.String,
  games: Schema.String,
  seed: Schema.String,
  packs: Schema.optional(Schema.String),
  successRate: Schema.optional(Schema.String),
  replaceRate: Schema.String,
  json: Schema.optional(Schema.Boolean),
  lang: Schema.optional(Language)
})
const PlayFlags = Schema.Struct({ packs: Schema.optional(Schema.String), tieBreak: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const ValidateFlags = Schema.Struct({ lang: Schema.optional(Language) })
const ListFlags = Schema.Struct({ json: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const ImportFlags = Schema.Struct({ json: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const ExportFlags = Schema.Struct({ out: Schema.optional(Schema.String), lang: Schema.optional(Language) })
const StatsFlags = Schema.Struct({ version: Schema.optional(Schema.String), json: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const GrantFlags = Schema.Struct({ json: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const BackupFlags = Schema.Struct({ force: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const UsersExportFlags = Schema.Struct({ out: Schema.optional(Schema.String), lang: Schema.optional(Language) })
const UsersDeleteFlags = Schema.Struct({ yes: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const EventsListFlags = Schema.Struct({ host: Schema.optional(Schema.String), json: Schema.optional(Schema.Boolean), lang: Schema.optional(Language) })
const EventsCreateFlags = Schema.Struct({
  host: Schema.String,
  name: Schema.String,
  starts: Schema.String,
  ends: Schema.String,
  packs: Schema.String,
  language: Schema.optional(Language),
  tieBreak: Schema.optional(Schema.Boolean),
  json: Schema.optional(Schema.Boolean),
  lang: Schema.optional(Language)
})
const EventsCloseFlags = Schema.Struct({ lang: Schema.optional(Language) })
const EventsExportFlags = Schema.Struct({ out: Schema.optional(Schema.String), lang: Schema.optional(Language) })
const Paths = Schema.Array(Schema.String)

/** The database the store commands use: the server's, configured the same way. */
const databaseHelp = `
Database (the server's, same variables):
  DATA_DIR      SQLite file DATA_DIR/allez.sqlite (default ./data)
  DATABASE_URL  mongodb://host/db → MongoDB instead`

/**
 * Runs the `allez` command line on `argv` (as `process.argv`: node, script, then the arguments)
 * and resolves to the exit code: 0 done, 1 the thing failed, 2 bad usage. Help stays in English.
 * Each command's module is imported when it runs, so `--help`, `simulate` and `packs` start
 * without loading Ink and React (over half a second saved on every run).
 */
export const runCli = async (argv: ReadonlyArray<string>, version: string, services: CliServices): Promise<ExitCode> => {
  let code: ExitCode = exitCode.ok
  const program = new Command("allez")
    .description("Allez! — the climbing party game, in the terminal: packs, simulations and real games.")
    .version(version)
    // A program option counts before the command only: `packs stats --version 1.0.0` is the pack's version, not Allez!'s.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: (text) => services.stdout.write(text), writeErr: (text) => services.stderr.write(text) })
    .showHelpAfterError("(add --help for usage)")
    .showSuggestionAfterError()

  const packs = program.command("packs").description("check, list, import and export the challenge packs, and see how their challenges fare")
  packs
    .command("validate")
    .description("validate every pack (pack.json files) under the paths and summarize them; exit 1 on any problem")
    .argument("[paths...]", "pack folders or files", [])
    .addOption(languageOption())
    .action(async (paths: unknown, options: unknown) => {
      const { runPacksValidate } = await import("./packs/validate-command.ts")
      code = await runPacksValidate(Schema.decodeUnknownSync(Paths)(paths), Schema.decodeUnknownSync(ValidateFlags)(options), services)
    })
  packs
    .command("list")
    .description("list the packs: id, version, name, price, flags and challenge count")
    .option("--json", "print the list as JSON")
    .addOption(languageOption())
    .action(async (options: unknown) => {
      const { runPacksList } = await import("./packs/list-command.ts")
      code = await runPacksList(Schema.decodeUnknownSync(ListFlags)(options), services)
    })

  packs
    .command("import")
    .description("validate the packs under the paths (folders of packs, a pack folder or a pack.json) and load them into the database; exit 1 on any problem")
    .argument("<paths...>", "pack folders or files")
    .option("--json", "print what happened to each pack as JSON")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (paths: unknown, options: unknown) => {
      const { runPacksImport } = await import("./packs/import-command.ts")
      code = await runPacksImport(Schema.decodeUnknownSync(Paths)(paths), Schema.decodeUnknownSync(ImportFlags)(options), services)
    })
  packs
    .command("export")
    .description("write a stored pack as pack.json (valid by `packs validate`), to stdout or a file")
    .argument("<id>", "the pack's id, e.g. party-night")
    .option("--out <file>", "write to this file (e.g. packs/party-night/pack.json) instead of stdout")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (id: unknown, options: unknown) => {
      const { runPacksExport } = await import("./packs/export-command.ts")
      code = await runPacksExport(Schema.decodeUnknownSync(Schema.String)(id), Schema.decodeUnknownSync(ExportFlags)(options), services)
    })

  packs
    .command("stats")
    .description(
      "how each challenge fares in the games that ended, per stored pack (or the one named): attempts, success rate, replacements, ratings and flags, the ones to look at first on top"
    )
    .argument("[pack]", "a pack's id, e.g. party-night (default: every stored pack)")
    .option("--version <version>", "only the games dealt from this version of the pack, e.g. 1.0.0 (default: all versions)")
    .option("--json", "print the tables as JSON, one report per pack")
    .addOption(languageOption())
    .addHelpText(
      "after",
      `
Flags: unsafe (a group rated the challenge unsafe at least once); near impossible (succeeded
${cardFlagRules.nearImpossibleUpTo * 100}% of the time or less) and free points (${cardFlagRules.freeFrom * 100}% or more), both from ${cardFlagRules.minPlayed} attempts on.
Only counters are kept: nothing says who played.
${databaseHelp}`
    )
    .action(async (pack: unknown, options: unknown) => {
      const { runPacksStats } = await import("./packs/stats-command.ts")
      code = await runPacksStats(Schema.decodeUnknownSync(Schema.UndefinedOr(Schema.String))(pack), Schema.decodeUnknownSync(StatsFlags)(options), services)
    })

  const admin = program.command("admin").description("manage the admins of the admin area")
  admin
    .command("grant")
    .description("give the admin role to the existing account with this e-mail; exit 1 when there is none")
    .argument("<email>", "the account's e-mail")
    .option("--json", "print the admin as JSON")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (email: unknown, options: unknown) => {
      const { runAdminGrant } = await import("./admin/grant-command.ts")
      code = await runAdminGrant(Schema.decodeUnknownSync(Schema.String)(email), Schema.decodeUnknownSync(GrantFlags)(options), services)
    })

  const events = program.command("events").description("the gym nights (many groups, one big screen) of the database, for hosts who script their nights")
  events
    .command("list")
    .description("every gym night, newest first, or one host's: id, name, gym, window, status, join code, groups")
    .option("--host <email>", "only the nights of the host with this e-mail")
    .option("--json", "print the nights as JSON")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (options: unknown) => {
      const { runEventsList } = await import("./events/events-command.ts")
      code = await runEventsList(Schema.decodeUnknownSync(EventsListFlags)(options), services)
    })
  events
    .command("create")
    .description(
      "create a gym night for a host (made a host in the admin area); prints its join code, the poster's link and the big screen's link (PUBLIC_URL)"
    )
    .requiredOption("--host <email>", "the host's e-mail")
    .requiredOption("--name <name>", 'the night\'s name, e.g. "Soirée bloc"')
    .requiredOption("--starts <time>", "when it starts, ISO 8601 with an offset, e.g. 2026-12-04T19:00:00+01:00")
    .requiredOption("--ends <time>", "when it ends, at most 24 hours later")
    .requiredOption("--packs <ids>", "the published packs in play, separated by commas, e.g. base,party-night")
    .addOption(new Option("--language <language>", "the screen's and poster's language (default: --lang)").choices(["fr", "en"]))
    .option("--tie-break", "settle a tie at the top of each game with a duel")
    .option("--json", "print the night (and its screen link) as JSON")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (options: unknown) => {
      const { runEventsCreate } = await import("./events/events-command.ts")
      code = await runEventsCreate(Schema.decodeUnknownSync(EventsCreateFlags)(options), services)
    })
  events
    .command("close")
    .description("close a gym night now: its code stops joining, later results stop counting")
    .argument("<id>", "the night's id (allez events list)")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (id: unknown, options: unknown) => {
      const { runEventsClose } = await import("./events/events-command.ts")
      code = await runEventsClose(Schema.decodeUnknownSync(Schema.String)(id), Schema.decodeUnknownSync(EventsCloseFlags)(options), services)
    })
  events
    .command("export")
    .description("the night's results as CSV (one line per player shown: rank, group, points, team result), to stdout or --out")
    .argument("<id>", "the night's id (allez events list)")
    .option("--out <file>", "write the CSV to this file")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (id: unknown, options: unknown) => {
      const { runEventsExport } = await import("./events/events-command.ts")
      code = await runEventsExport(Schema.decodeUnknownSync(Schema.String)(id), Schema.decodeUnknownSync(EventsExportFlags)(options), services)
    })

  const db = program.command("db").description("look after the database")
  db.command("backup")
    .description("copy the SQLite database to <file> while the server runs (a consistent, checked copy); exit 1 when it could not")
    .argument("<file>", "where to write the copy, e.g. /backups/allez-2026-06-01.sqlite")
    .option("--force", "replace <file> when it exists")
    .addOption(languageOption())
    .addHelpText(
      "after",
      `${databaseHelp}\n\nRestore: stop the servers, put the copy in place of DATA_DIR/allez.sqlite, start them.\nMongoDB: use mongodump --oplog instead (deploy/README.md).`
    )
    .action(async (file: unknown, options: unknown) => {
      const { runDbBackup } = await import("./db/backup-command.ts")
      code = await runDbBackup(Schema.decodeUnknownSync(Schema.String)(file), Schema.decodeUnknownSync(BackupFlags)(options), services)
    })

  const users = program.command("users").description("answer a person's requests about their data (GDPR access and erasure), for support staff")
  users
    .command("export")
    .description("write everything the database holds about the account with this e-mail as JSON (the settings page's export), to stdout or a file")
    .argument("<email>", "the account's e-mail")
    .option("--out <file>", "write to this file (readable by you only) instead of stdout")
    .addOption(languageOption())
    .addHelpText("after", databaseHelp)
    .action(async (email: unknown, options: unknown) => {
      const { runUsersExport } = await import("./users/export-command.ts")
      code = await runUsersExport(Schema.decodeUnknownSync(Schema.String)(email), Schema.decodeUnknownSync(UsersExportFlags)(options), services)
    })
  users
    .command("delete")
    .description(
      "delete the account with this e-mail and everything tied to it (payments kept, detached), mailing it a confirmation; never the last admin. Asks first unless --yes"
    )
    .argument("<email>", "the account's e-mail")
    .option("--yes", "delete without asking (scripts; required when stdin is not a terminal)")
    .addOption(languageOption())
    .addHelpText("after", `${databaseHelp}\n  SMTP_URL, MAIL_FROM, PUBLIC_URL  the confirmation mail, as the server sends it (unset SMTP_URL: DATA_DIR/outbox)`)
    .action(async (email: unknown, options: unknown) => {
      const { runUsersDelete } = await import("./users/delete-command.ts")
      code = await runUsersDelete(Schema.decodeUnknownSync(Schema.String)(email), Schema.decodeUnknownSync(UsersDeleteFlags)(options), services)
    })

  program
    .command("simulate")
    .description("play many games through the real engine and print the figures (same seed, same output)")
    .option("--players <n>", "players per game, 2 to 4", "4")
    .option("--games <n>", "number of games", "1000")
    .option("--seed <s>", "seed of the random generator, 0 to 4294967295", "1")
    .option("--packs <ids>", "comma-separated pack ids (default: every playable combinable pack)")
    .option(
      "--success-rate <p>",
      "chance every player succeeds a challenge, 0 to 1 (default: by level, 45% at 3 rising evenly to 85% at 8C; levels drawn from 5 to 7B)"
    )
    .option("--replace-rate <q>", "chance a player replaces the challenge before the attempt, 0 to 1", "0.1")
    .option("--json", "print the figures only, as JSON with stable keys")
    .addOption(languageOption())
    .action(async (options: unknown) => {
      const { runSimulate } = await import("./simulate/simulate-command.ts")
      code = await runSimulate(Schema.decodeUnknownSync(SimulateFlags)(options), services)
    })

  program
    .command("play")
    .description("play a real game in the terminal (2 to 4 players, keyboard-driven)")
    .option("--packs <ids>", "comma-separated pack ids ticked at the start (default: every playable combinable pack)")
    .option("--tie-break", "settle a tie at the top after round 5 with a duel: the tied leaders each try the same extra challenge")
    .addOption(languageOption())
    .action(async (options: unknown) => {
      const { runPlay } = await import("./play/play-command.tsx")
      code = await runPlay(Schema.decodeUnknownSync(PlayFlags)(options), services)
    })

  try {
    await program.parseAsync([...argv])
    return code
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? exitCode.ok : exitCode.usage
    throw error
  }
}
