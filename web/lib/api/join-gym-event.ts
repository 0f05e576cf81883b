import type { JoinedGymEvent } from "#contract/gym-event-answers.ts"
import type { Message } from "#core/domain/message.ts"
import { normaliseJoinCode } from "#core/gym-events/join-code.ts"
import { fieldsOf, isString } from "../read-json.ts"
import { call } from "./answer.ts"

/** A join's outcome: the event, or why not: core's message (both languages), or `offline` (the page says it). */
export type JoinOutcome = { readonly ok: true; readonly event: JoinedGymEvent } | { readonly ok: false; readonly message: Message | "offline" }

/**
 * A joined event as the join answers it and this device keeps it, read without Schema (the join page
 * and the pregame load no Effect for it); undefined when it does not read.
 */
export const readJoinedEvent = (value: unknown): JoinedGymEvent | undefined => {
  const event = fieldsOf(value)
  if (event === null) return undefined
  const { id, name, gymName, city, startsAt, endsAt, packs } = event
  return [id, name, gymName, city, startsAt, endsAt].every(isString) && Array.isArray(packs) ? (value as JoinedGymEvent) : undefined
}

/**
 * Joins a gym night by its code as typed (any case, dashes and spaces), `POST /api/gym-events/join`:
 * the event with its packs, or why not: a code that cannot be one, one no open event has (wrong,
 * closed or not open yet: the server does not tell them apart), too many tries, or no network.
 */
export const joinGymEvent = async (typed: string): Promise<JoinOutcome> => {
  const code = normaliseJoinCode(typed)
  if (code === null) return { ok: false, message: { key: "gymEvent.validation.joinCode" } }
  const answer = await call("POST /api/gym-events/join", { body: { code } }, (body) => readJoinedEvent(fieldsOf(body)?.event))
  if (answer.ok) return { ok: true, event: answer.value }
  switch (answer.failure.code) {
    case "join-code-unknown":
      return { ok: false, message: { key: "gymEvent.error.joinCodeUnknown" } }
    case "invalid-input":
      return { ok: false, message: { key: "gymEvent.validation.joinCode" } }
    case "too-many-attempts":
      return { ok: false, message: { key: "error.tooManyAttempts" } }
    default:
      return { ok: false, message: answer.failure.status === 0 ? "offline" : { key: "error.generic" } }
  }
}
