import { Effect } from "effect"
import { accountErrorMessage } from "#core/account/account-messages.ts"
import { DataRights } from "#core/account/data-rights.ts"
import type { Language } from "#core/domain/language.ts"
import { translate } from "#core/i18n/catalog.ts"
import type { CliServices } from "../cli-services.ts"
import { failWith, onAccountInStore, writeOutputFile } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { cliText } from "../messages.ts"
import { settle } from "../store-failure.ts"

/**
 * `allez users export <email> [--out file]`: everything the store holds about the account, as the
 * JSON file the settings page gives its owner (the same core use case), for a request made to support.
 */
export const runUsersExport = (
  email: string,
  flags: { readonly out?: string | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  return onAccountInStore(email, flags.lang, services, async ({ language, address, store }) => {
    const exit = await store.run(Effect.flatMap(DataRights, (rights) => rights.exportByEmail(address)))
    const exported = settle(exit, services, language, store, {
      onSuccess: (value): string | ExitCode => `${JSON.stringify(value, null, 2)}\n`,
      onFailure: (error): string | ExitCode => failWith(services, language, translate(language, accountErrorMessage(error)))
    })
    if (typeof exported !== "string") return exported
    if (flags.out === undefined) {
      services.stdout.write(exported)
      return exitCode.ok
    }
    // The file holds personal data: readable by its owner only.
    if (!(await writeOutputFile(services, language, flags.out, exported, 0o600))) return exitCode.failed
    services.stdout.write(`${cliText(language, "users.exported", { email: address, file: flags.out })}\n`)
    return exitCode.ok
  })
}
