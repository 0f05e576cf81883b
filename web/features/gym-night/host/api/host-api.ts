import { Either, Schema } from "effect"
import { type EventPackChoice, gymEventAnswers, type HostGymEvent } from "#contract/gym-event-answers.ts"
import type { EventResults } from "#core/gym-events/event-results.ts"
import type { Answer, Reader } from "#web/lib/api/answer.ts"
import { call, routeUrl } from "#web/lib/api/answer.ts"

/** A reader that decodes a call's body with `schema` (an answer that does not fit is a failure like any other). */
const decodeWith = <A, I>(schema: Schema.Schema<A, I, never>): Reader<A> => {
  const decode = Schema.decodeUnknownEither(schema)
  return (body) => Either.getOrUndefined(decode(body))
}

const readEvents = decodeWith(gymEventAnswers["GET /gym-events"])
const readPacks = decodeWith(gymEventAnswers["GET /gym-events/packs"])
const readCreated = decodeWith(gymEventAnswers["POST /gym-events"])
const readEvent = decodeWith(gymEventAnswers["GET /gym-events/:id"])
const readScreenLink = decodeWith(gymEventAnswers["POST /gym-events/:id/screen-token"])
const readResults = decodeWith(gymEventAnswers["GET /gym-events/:id/results"])

/** What a host sends to create a night (`POST /api/gym-events`). */
export interface NewNight {
  readonly name: string
  readonly language: "fr" | "en"
  readonly startsAt: string
  readonly endsAt: string
  readonly packIds: ReadonlyArray<string>
  readonly options: { readonly tieBreakDuel: boolean }
}

/** The host's gym and their nights (`GET /api/gym-events`). */
export const listNights = () => call("GET /api/gym-events", {}, readEvents)

/** The published packs a night may put in play (`GET /api/gym-events/packs`). */
export const listNightPacks = async (): Promise<Answer<ReadonlyArray<EventPackChoice>>> => {
  const answer = await call("GET /api/gym-events/packs", {}, readPacks)
  return answer.ok ? { ok: true, value: answer.value.packs } : answer
}

/** Creates a night: the night, and its big screen's link, given this once. */
export const createNight = (night: NewNight) => call("POST /api/gym-events", { body: { ...night, packIds: [...night.packIds] } }, readCreated)

/** One of the host's nights (`GET /api/gym-events/:id`). */
export const getNight = async (id: string) => {
  const answer = await call("GET /api/gym-events/:id", { params: { id } }, readEvent)
  return answer.ok ? ({ ok: true, value: answer.value.event } as const) : answer
}

/** Closes a night now. */
export const closeNight = async (id: string) => {
  const answer = await call("POST /api/gym-events/:id/close", { params: { id } }, readEvent)
  return answer.ok ? ({ ok: true, value: answer.value.event } as const) : answer
}

/** Hides a name from the night's screen. */
export const hideName = async (id: string, name: string) => {
  const answer = await call("POST /api/gym-events/:id/hidden-names", { params: { id }, body: { name } }, readEvent)
  return answer.ok ? ({ ok: true, value: answer.value.event } as const) : answer
}

/** Shows a hidden name again. */
export const showName = async (id: string, name: string) => {
  const answer = await call("DELETE /api/gym-events/:id/hidden-names/:name", { params: { id, name } }, readEvent)
  return answer.ok ? ({ ok: true, value: answer.value.event } as const) : answer
}

/** A new big-screen link: the old one stops opening anything. */
export const newScreenLink = async (id: string): Promise<Answer<string>> => {
  const answer = await call("POST /api/gym-events/:id/screen-token", { params: { id } }, readScreenLink)
  return answer.ok ? { ok: true, value: answer.value.screenUrl } : answer
}

/** The night's results (podium, teams, cards). */
export const getResults = async (id: string): Promise<Answer<{ readonly event: HostGymEvent; readonly results: EventResults }>> =>
  call("GET /api/gym-events/:id/results", { params: { id } }, readResults)

/** Where the night's CSV downloads from. */
export const resultsCsvUrl = (id: string): string => routeUrl("GET /api/gym-events/:id/results.csv", { id })
