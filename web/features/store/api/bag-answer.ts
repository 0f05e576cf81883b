import type { ApiFailure, ApiResult } from "#web/lib/api/http.ts"
import { readPackIds } from "./read-pack-ids.ts"

/** The server's bag after a call, or why there is none. */
export type BagAnswer = { readonly ok: true; readonly packIds: ReadonlyArray<string> } | { readonly ok: false; readonly failure: ApiFailure }

/** Reads a bag call's answer. */
export const bagAnswer = (result: ApiResult): BagAnswer => {
  if (!result.ok) return result
  const packIds = readPackIds(result.body)
  return packIds === null ? { ok: false, failure: { status: 200, code: "unreadable-answer" } } : { ok: true, packIds }
}
