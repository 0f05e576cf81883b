import type { Language } from "#core/domain/language.ts"
import { type CliServices, printError } from "../cli-services.ts"
import { failWith } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"

/** A size as people read it: 812 KB, 3.4 MB. */
const sizeOf = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`)

/**
 * `allez db backup <file>`: a consistent copy of the SQLite store taken while the server runs, checked,
 * then put at `file`; an existing file is kept unless --force. Exit 0 done, 1 not done (said why).
 */
export const runDbBackup = async (
  file: string,
  flags: { readonly force?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const fail = (text: string): ExitCode => failWith(services, language, text)
  try {
    const backup = await services.backupStore(file, { force: flags.force === true })
    if (backup.kind === "invalid-url") return fail(cliText(language, "store.invalidUrl", { value: backup.value }))
    if (backup.kind === "mongo") return fail(cliText(language, "db.backup.mongo", { store: backup.store }))
    const { outcome, store } = backup
    switch (outcome.kind) {
      case "written":
        services.stdout.write(`${cliText(language, "db.backup.written", { store, file: outcome.target, size: sizeOf(outcome.bytes) })}\n`)
        return exitCode.ok
      case "no-store":
        return fail(cliText(language, "db.backup.noStore", { store }))
      case "target-exists":
        return fail(cliText(language, "db.backup.exists", { file }))
      case "no-target-folder":
        return fail(cliText(language, "db.backup.noFolder", { file }))
      case "damaged-copy":
        printError(services, language, cliText(language, "db.backup.damaged", { store }))
        for (const problem of outcome.problems) services.stderr.write(`  ${problem}\n`)
        return exitCode.failed
    }
  } catch (error) {
    return fail(cliText(language, "db.backup.failed", { store: file, reason: error instanceof Error ? error.message : String(error) }))
  }
}
