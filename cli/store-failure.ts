import { Cause, Exit, Option } from "effect"
import type { Language } from "#core/domain/language.ts"
import { type CliServices, printError, type StoreAccess } from "./cli-services.ts"
import { type ExitCode, exitCode } from "./exit-code.ts"
import { cliText } from "./messages.ts"

/** The configured store, or the DATABASE_URL message (and exit 1) when it cannot be used. */
export const openStoreOrSay = (services: CliServices, language: Language): StoreAccess | undefined => {
  const store = services.openStore()
  if (store._tag === "Right") return store.right
  printError(services, language, cliText(language, "store.invalidUrl", { value: store.left }))
  return undefined
}

/**
 * A finished run's value handed to `onSuccess`, or its expected failure to `onFailure`; a defect (the
 * database cannot be opened, a lost connection) is said in one line, never a stack trace, and gives exit 1.
 */
export const settle = <A, E, R>(
  exit: Exit.Exit<A, E>,
  services: CliServices,
  language: Language,
  store: StoreAccess,
  handlers: { readonly onSuccess: (value: A) => R; readonly onFailure: (error: E) => R }
): R | ExitCode => {
  if (Exit.isSuccess(exit)) return handlers.onSuccess(exit.value)
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure)) return handlers.onFailure(failure.value)
  const fault = Cause.squash(exit.cause)
  printError(services, language, cliText(language, "store.cannotOpen", { store: store.where, reason: fault instanceof Error ? fault.message : String(fault) }))
  return exitCode.failed
}
