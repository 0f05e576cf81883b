import { createInterface } from "node:readline/promises"
import { Effect } from "effect"
import { accountErrorMessage } from "#core/account/account-messages.ts"
import { DataRights } from "#core/account/data-rights.ts"
import type { Language } from "#core/domain/language.ts"
import { translate } from "#core/i18n/catalog.ts"
import { isAdmin, type UserProfile } from "#core/profile/profile.ts"
import { type CliServices, printError } from "../cli-services.ts"
import { failWith, onAccountInStore } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { cliText } from "../messages.ts"
import { settle } from "../store-failure.ts"

/** Asks on the terminal; true when the person types the account's e-mail again. */
const confirmOnTerminal = async (services: CliServices, question: string, email: string): Promise<boolean> => {
  const terminal = createInterface({ input: services.stdin, output: services.stdout, terminal: false })
  try {
    const answer = await terminal.question(question)
    return answer.trim().toLowerCase() === email.toLowerCase()
  } catch {
    return false
  } finally {
    terminal.close()
  }
}

/**
 * `allez users delete <email> [--yes]`: deletes the account as its owner can from the settings (the
 * same core use case: a mail to the address, everything erased, payments kept but detached, never
 * the last admin). It says what will be lost and asks to type the e-mail again, unless --yes.
 */
export const runUsersDelete = (
  email: string,
  flags: { readonly yes?: boolean | undefined; readonly lang?: Language | undefined },
  services: CliServices
): Promise<ExitCode> => {
  return onAccountInStore(email, flags.lang, services, async ({ language, address, store }) => {
    if (flags.yes !== true) {
      if (services.stdin.isTTY !== true) {
        printError(services, language, cliText(language, "users.delete.needsYes"))
        return exitCode.usage
      }
      const found = settle(await store.run(Effect.flatMap(DataRights, (rights) => rights.findByEmail(address))), services, language, store, {
        onSuccess: (profile): UserProfile | ExitCode => profile,
        onFailure: (error): UserProfile | ExitCode => failWith(services, language, translate(language, accountErrorMessage(error)))
      })
      if (typeof found === "number") return found
      services.stdout.write(
        `${cliText(language, "users.delete.summary", {
          email: found.email,
          name: found.displayName,
          packs: found.packs.length === 0 ? "—" : found.packs.join(", "),
          games: found.gamesPlayed,
          store: store.where
        })}\n`
      )
      if (isAdmin(found)) services.stdout.write(`${cliText(language, "users.delete.isAdmin")}\n`)
      if (!(await confirmOnTerminal(services, cliText(language, "users.delete.confirm"), found.email))) {
        services.stdout.write(`${cliText(language, "users.delete.cancelled")}\n`)
        return exitCode.failed
      }
    }

    const exit = await store.run(Effect.flatMap(DataRights, (rights) => rights.deleteByEmail(address)))
    return settle(exit, services, language, store, {
      onSuccess: (person) => {
        services.stdout.write(`${cliText(language, "users.deleted", { email: person.email, store: store.where })}\n`)
        return exitCode.ok
      },
      onFailure: (error) => failWith(services, language, translate(language, accountErrorMessage(error)))
    })
  })
}
