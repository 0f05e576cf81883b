import type { Effect, Either, Exit } from "effect"
import type { SqliteBackupOutcome } from "#adapters/sqlite/sqlite-backup.ts"
import type { DataRights } from "#core/account/data-rights.ts"
import type { AdminService } from "#core/admin/admin-services.ts"
import type { Language } from "#core/domain/language.ts"
import type { GymEvents } from "#core/gym-events/gym-events.ts"
import type { LoadedPack } from "#core/packs/pack-set.ts"
import { cliText } from "./messages.ts"
import type { LoadPacks } from "./pack-catalog.ts"

/** The configured database (DATA_DIR, DATABASE_URL), opened for one command and closed after it. */
export interface StoreAccess {
  /** Where the data lives, for messages: the SQLite file, or the MongoDB URL without its password. */
  readonly where: string
  /**
   * Runs an effect on the admin services, the data-rights service (with the server's mail and
   * photo folder) and the gym nights' service over the store; a store that cannot be opened is a defect in the Exit.
   */
  readonly run: <A, E>(effect: Effect.Effect<A, E, AdminService | DataRights | GymEvents>) => Promise<Exit.Exit<A, E>>
}

/** What `allez db backup` found: a SQLite copy's outcome, a MongoDB store (backed up with its own tools), or an unusable DATABASE_URL. */
export type StoreBackup =
  | { readonly kind: "sqlite"; readonly store: string; readonly outcome: SqliteBackupOutcome }
  | { readonly kind: "mongo"; readonly store: string }
  | { readonly kind: "invalid-url"; readonly value: string }

/** What the commands get from the composition root: the pack loader, the store, the terminal, the environment, a clock and chance. */
export interface CliServices {
  readonly loadPacks: LoadPacks
  /** Reads the pack files under the paths and checks all that `packs validate` checks (its loader, and the import's), as packs with their files. */
  readonly readPackFiles: (paths: ReadonlyArray<string>) => Promise<Either.Either<ReadonlyArray<LoadedPack>, ReadonlyArray<string>>>
  /** The configured database, or the DATABASE_URL that cannot be used. */
  readonly openStore: () => Either.Either<StoreAccess, string>
  /** Copies the configured store into `target` (a path from the current folder) while servers run; an existing file only with `force`. */
  readonly backupStore: (target: string, options: { readonly force: boolean }) => Promise<StoreBackup>
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
