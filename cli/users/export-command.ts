import { mkdir, writeFile } from "node:fs/promises"
import { dirname, resolve } from "node:path"
import { Effect, Schema } from "effect"
import { accountErrorMessage } from "#core/account/account-messages.ts"
import { DataRights } from "#core/account/data-rights.ts"
import type { Language } from "#core/domain/language.ts"
import { translate } from "#core/i18n/catalog.ts"
import { Email } from "#core/validation/email-schema.ts"
import { type CliServices, printError } from "../cli-services.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { openStoreOrSay, settle } from "../store-failure.ts"

/** The address as given, trimmed, when it is one; otherwise the usage error is said. */
export const emailArgument = (email: string, services: CliServices, language: Language): string | undefined => {
  const address = email.trim()
  if (Schema.decodeUnknownOption(Email)(address)._tag === "Some") return address
  printError(services, language, cliText(language, "usage.email", { value: email }))
  return undefined
}

/**
 * `allez users export <email> [--out file]`: everything the store holds about the account, as the
 * JSON file the settings page gives its owner (the same core use case), for a request made to support.
 */
export const runUsersExport = async (
  email: string,
  flags: { readonly out?: string | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const address = emailArgument(email, services, language)
  if (address === undefined) return exitCode.usage
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(Effect.flatMap(DataRights, (rights) => rights.exportByEmail(address)))
  const exported = settle(exit, services, language, store, {
    onSuccess: (value): string | ExitCode => `${JSON.stringify(value, null, 2)}\n`,
    onFailure: (error): string | ExitCode => {
      printError(services, language, translate(language, accountErrorMessage(error)))
      return exitCode.failed
    }
  })
  if (typeof exported !== "string") return exported
  if (flags.out === undefined) {
    services.stdout.write(exported)
    return exitCode.ok
  }
  const file = resolve(flags.out)
  try {
    await mkdir(dirname(file), { recursive: true })
    // The file holds personal data: readable by its owner only.
    await writeFile(file, exported, { encoding: "utf8", mode: 0o600 })
  } catch (error) {
    printError(
      services,
      language,
      cliText(language, "packs.export.cannotWrite", { file: flags.out, reason: error instanceof Error ? error.message : String(error) })
    )
    return exitCode.failed
  }
  services.stdout.write(`${cliText(language, "users.exported", { email: address, file: flags.out })}\n`)
  return exitCode.ok
}
