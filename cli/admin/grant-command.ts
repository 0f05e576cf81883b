import { Effect } from "effect"
import { adminErrorMessage } from "#core/admin/admin-messages.ts"
import { AdminUsers } from "#core/admin/admin-users.ts"
import type { Language } from "#core/domain/language.ts"
import { translate } from "#core/i18n/catalog.ts"
import type { CliServices } from "../cli-services.ts"
import { failWith, onAccountInStore } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { cliText } from "../messages.ts"
import { settle } from "../store-failure.ts"

/**
 * `allez admin grant <email>`: gives the admin role to the account with this e-mail in the configured
 * database (the admin area's own AdminUsers.grant, audited as done at the command line).
 */
export const runAdminGrant = (
  email: string,
  flags: { readonly json?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  return onAccountInStore(email, flags.lang, services, async ({ language, address, store }) => {
    const exit = await store.run(Effect.flatMap(AdminUsers, (admins) => admins.grant(address, { userId: null, email: null, via: "cli" })))
    return settle(exit, services, language, store, {
      onSuccess: (granted) => {
        if (flags.json === true) services.stdout.write(`${JSON.stringify({ ...granted.admin, isNew: granted.isNew }, null, 2)}\n`)
        else
          services.stdout.write(
            `${cliText(language, granted.isNew ? "admin.granted" : "admin.alreadyAdmin", { email: granted.admin.email, store: store.where })}\n`
          )
        return exitCode.ok
      },
      onFailure: (error) => failWith(services, language, translate(language, adminErrorMessage(error)))
    })
  })
}
