import { mkdir, writeFile } from "node:fs/promises"
import { dirname, resolve } from "node:path"
import { Schema } from "effect"
import type { Language } from "#core/domain/language.ts"
import { Email } from "#core/validation/email-schema.ts"
import { type CliServices, printError, type StoreAccess } from "./cli-services.ts"
import { type ExitCode, exitCode } from "./exit-code.ts"
import { chooseLanguage } from "./language.ts"
import { cliText } from "./messages.ts"
import { openStoreOrSay } from "./store-failure.ts"

/** What the commands share: reading an e-mail argument, saying a failure, writing the output file. */

/** Says `text` as an error and gives the exit code of a command that could not do its work. */
export const failWith = (services: CliServices, language: Language, text: string): ExitCode => {
  printError(services, language, text)
  return exitCode.failed
}

/** The address as given, trimmed, when it is one; otherwise the usage error is said. */
export const emailArgument = (email: string, services: CliServices, language: Language): string | undefined => {
  const address = email.trim()
  if (Schema.decodeUnknownOption(Email)(address)._tag === "Some") return address
  printError(services, language, cliText(language, "usage.email", { value: email }))
  return undefined
}

const reasonOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : error instanceof Error
      ? error.message
      : String(error)

/**
 * Writes `text` to the file `out` (creating its folder), with `mode` when the file holds personal
 * data; when it cannot, says so (`packs.export.cannotWrite`) and gives false.
 */
export const writeOutputFile = async (services: CliServices, language: Language, out: string, text: string, mode?: number): Promise<boolean> => {
  const file = resolve(out)
  try {
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, text, { encoding: "utf8", ...(mode !== undefined && { mode }) })
    return true
  } catch (error) {
    printError(services, language, cliText(language, "packs.export.cannotWrite", { file: out, reason: reasonOf(error) }))
    return false
  }
}

/**
 * The opening of a command on one account: its language chosen, the e-mail argument checked (exit 2
 * when it is not one) and the configured store opened (exit 1, said, when it cannot be); then `command`.
 */
export const onAccountInStore = (
  email: string,
  lang: Language | undefined,
  services: CliServices,
  command: (opened: { readonly language: Language; readonly address: string; readonly store: StoreAccess }) => Promise<ExitCode>
): Promise<ExitCode> => {
  const language = chooseLanguage(lang, services.env)
  const address = emailArgument(email, services, language)
  if (address === undefined) return Promise.resolve(exitCode.usage)
  const store = openStoreOrSay(services, language)
  if (store === undefined) return Promise.resolve(exitCode.failed)
  return command({ language, address, store })
}
