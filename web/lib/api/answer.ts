import type { ApiFailure, ApiResult } from "./http.ts"

/** A call's outcome, the one shape every feature reads: the answer as its route declares it, or why there is none. */
export type Answer<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly failure: ApiFailure }

/** The one rule for an answer that does not read as its route declares it: a failed call, a 502 like any broken server answer. */
export const unreadableAnswer: ApiFailure = { status: 502, code: "unreadable-answer" }

/** Reads a call's result with `read` (a Schema decoder, or a Schema-free reader on the public pages); `undefined` is unreadable. */
export const readAnswer = <A>(result: ApiResult, read: (body: unknown) => A | undefined): Answer<A> => {
  if (!result.ok) return result
  const value = read(result.body)
  return value === undefined ? { ok: false, failure: unreadableAnswer } : { ok: true, value }
}
