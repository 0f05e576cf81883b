import { Effect, Either, Schema } from "effect"
import type { Language } from "#core/domain/language.ts"
import { joinUrlOf, screenUrlOf } from "#core/gym-events/event-links.ts"
import { eventHostFacts, eventSummary } from "#core/gym-events/event-summary.ts"
import { GymEventId } from "#core/gym-events/gym-event.ts"
import type { GymEventError } from "#core/gym-events/gym-event-errors.ts"
import { NewGymEventInput } from "#core/gym-events/gym-event-inputs.ts"
import { gymEventErrorMessage } from "#core/gym-events/gym-event-messages.ts"
import { type EventWithGroups, GymEvents } from "#core/gym-events/gym-events.ts"
import { formatJoinCode } from "#core/gym-events/join-code.ts"
import { eventStatus } from "#core/gym-events/standings.ts"
import { translate } from "#core/i18n/catalog.ts"
import { fieldMessages } from "#core/validation/validation-message-schema.ts"
import { type CliServices, printError } from "../cli-services.ts"
import { emailArgument, failWith, writeOutputFile } from "../command-support.ts"
import { type ExitCode, exitCode } from "../exit-code.ts"
import { chooseLanguage } from "../language.ts"
import { cliText } from "../messages.ts"
import { openStoreOrSay, settle } from "../store-failure.ts"
import { drawTable } from "../ui/text-table.ts"

/**
 * `allez events list|create|close|export` (issue #39): the gym nights of the configured database, for
 * hosts who script their nights. The terminal runs with the store's own rights: it names the host
 * by e-mail, and the same core service as the API does every check (window, packs, codes).
 */

type Lang = { readonly lang?: Language | undefined }

const publicUrlOf = (env: CliServices["env"]) => (env.PUBLIC_URL || `http://localhost:${env.PORT ?? "8080"}`).replace(/\/+$/, "")

const sayRefusal = (services: CliServices, language: Language) => (error: GymEventError | { readonly _tag: string }) =>
  failWith(
    services,
    language,
    "_tag" in error && error._tag in gymEventTags ? translate(language, gymEventErrorMessage(error as GymEventError)) : String(error._tag)
  )

const gymEventTags: Readonly<Record<GymEventError["_tag"], true>> = {
  NotHost: true,
  GymEventNotFound: true,
  JoinCodeUnknown: true,
  GymEventNotOpen: true,
  ScreenRefused: true,
  InvalidEventWindow: true,
  EventPackUnavailable: true,
  NoHostAccount: true,
  HostNotFound: true
}

/** An event as `events list --json` prints it (stable keys). */
const eventToJson = ({ event, groups }: EventWithGroups, now: number, publicUrl: string) => ({
  ...eventSummary(event, now),
  ...eventHostFacts(event, publicUrl),
  packIds: event.packIds,
  groups
})

/** `allez events list [--host email]`: every gym night (or one host's), newest first. */
export const runEventsList = async (
  flags: Lang & { readonly host?: string | undefined; readonly json?: boolean | undefined },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const address = flags.host === undefined ? undefined : emailArgument(flags.host, services, language)
  if (flags.host !== undefined && address === undefined) return exitCode.usage
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(
    Effect.flatMap(GymEvents, (events) =>
      address === undefined ? events.allEvents(null) : Effect.flatMap(events.hostByEmail(address), (host) => events.allEvents(host.userId))
    )
  )
  return settle(exit, services, language, store, {
    onFailure: sayRefusal(services, language),
    onSuccess: (found) => {
      const now = services.now()
      if (flags.json === true) {
        services.stdout.write(
          `${JSON.stringify(
            found.map((each) => eventToJson(each, now, publicUrlOf(services.env))),
            null,
            2
          )}\n`
        )
        return exitCode.ok
      }
      if (found.length === 0) {
        services.stdout.write(`${cliText(language, "events.none", { store: store.where })}\n`)
        return exitCode.ok
      }
      const header = (["id", "name", "gym", "window", "status", "code", "groups"] as const).map((column) => cliText(language, `events.column.${column}`))
      const rows = found.map(({ event, groups }) => [
        event.id,
        event.name,
        `${event.gymName}, ${event.city}`,
        `${event.startsAt.slice(0, 16).replace("T", " ")} → ${event.endsAt.slice(11, 16)}`,
        cliText(language, `events.status.${eventStatus(event, now)}`),
        formatJoinCode(event.joinCode),
        String(groups)
      ])
      services.stdout.write(`${drawTable([header, ...rows], [6]).join("\n")}\n`)
      return exitCode.ok
    }
  })
}

/** `allez events create --host email --name … --starts … --ends … --packs a,b`: a new night for that host, with its links. */
export const runEventsCreate = async (
  flags: Lang & {
    readonly host: string
    readonly name: string
    readonly starts: string
    readonly ends: string
    readonly packs: string
    readonly language?: Language | undefined
    readonly tieBreak?: boolean | undefined
    readonly json?: boolean | undefined
  },
  services: CliServices
): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const address = emailArgument(flags.host, services, language)
  if (address === undefined) return exitCode.usage
  const packIds = flags.packs.split(",").map((id) => id.trim())
  if (packIds.some((id) => id === "")) {
    printError(services, language, cliText(language, "usage.eventPacks", { value: flags.packs }))
    return exitCode.usage
  }
  const decoded = Schema.decodeUnknownEither(NewGymEventInput, { errors: "all" })({
    name: flags.name,
    language: flags.language ?? language,
    startsAt: flags.starts,
    endsAt: flags.ends,
    packIds,
    options: { tieBreakDuel: flags.tieBreak === true }
  })
  if (Either.isLeft(decoded)) {
    for (const problem of fieldMessages(decoded.left)) {
      printError(
        services,
        language,
        cliText(language, "usage.eventInput", { field: problem.path.map(String).join(".") || "event", message: translate(language, problem.message) })
      )
    }
    return exitCode.usage
  }
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(
    Effect.flatMap(GymEvents, (events) => Effect.flatMap(events.hostByEmail(address), (host) => events.create(host.userId, decoded.right)))
  )
  return settle(exit, services, language, store, {
    onFailure: sayRefusal(services, language),
    onSuccess: ({ event, screenToken }) => {
      const publicUrl = publicUrlOf(services.env)
      const screenUrl = screenUrlOf(publicUrl, event.event.id, screenToken)
      if (flags.json === true) {
        services.stdout.write(`${JSON.stringify({ ...eventToJson(event, services.now(), publicUrl), screenUrl }, null, 2)}\n`)
        return exitCode.ok
      }
      const code = formatJoinCode(event.event.joinCode)
      services.stdout.write(
        `${[
          cliText(language, "events.created", { name: event.event.name, gym: event.event.gymName, code }),
          cliText(language, "events.joinLink", { url: joinUrlOf(publicUrl, event.event.joinCode) }),
          cliText(language, "events.screenLink", { url: screenUrl })
        ].join("\n")}\n`
      )
      return exitCode.ok
    }
  })
}

const eventIdOf = (id: string, services: CliServices, language: Language) => {
  const decoded = Schema.decodeUnknownOption(GymEventId)(id)
  if (decoded._tag === "Some") return decoded.value
  printError(services, language, translate(language, gymEventErrorMessage({ _tag: "GymEventNotFound" } as GymEventError)))
  return undefined
}

/** `allez events close <id>`: closes the night now. */
export const runEventsClose = async (id: string, flags: Lang, services: CliServices): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const eventId = eventIdOf(id, services, language)
  if (eventId === undefined) return exitCode.failed
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(Effect.flatMap(GymEvents, (events) => events.close(null, eventId)))
  return settle(exit, services, language, store, {
    onFailure: sayRefusal(services, language),
    onSuccess: ({ event }) => {
      services.stdout.write(`${cliText(language, "events.closed", { name: event.name })}\n`)
      return exitCode.ok
    }
  })
}

/** `allez events export <id> [--out file.csv]`: the night's results as CSV, to stdout or a file. */
export const runEventsExport = async (id: string, flags: Lang & { readonly out?: string | undefined }, services: CliServices): Promise<ExitCode> => {
  const language = chooseLanguage(flags.lang, services.env)
  const eventId = eventIdOf(id, services, language)
  if (eventId === undefined) return exitCode.failed
  const store = openStoreOrSay(services, language)
  if (store === undefined) return exitCode.failed
  const exit = await store.run(Effect.flatMap(GymEvents, (events) => events.results(null, eventId)))
  type Outcome = { readonly code: ExitCode } | { readonly found: Effect.Effect.Success<ReturnType<GymEvents["results"]>> }
  const settled: Outcome | ExitCode = settle<Effect.Effect.Success<ReturnType<GymEvents["results"]>>, unknown, Outcome>(exit, services, language, store, {
    onFailure: (error) => ({ code: sayRefusal(services, language)(error as GymEventError) }),
    onSuccess: (found) => ({ found })
  })
  if (typeof settled === "number") return settled
  if ("code" in settled) return settled.code
  const outcome = settled
  if (flags.out === undefined) {
    services.stdout.write(outcome.found.csv)
    return exitCode.ok
  }
  if (!(await writeOutputFile(services, language, flags.out, outcome.found.csv))) return exitCode.failed
  services.stdout.write(`${cliText(language, "events.exported", { name: outcome.found.event.event.name, file: flags.out })}\n`)
  return exitCode.ok
}
