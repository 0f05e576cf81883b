import { type ApiFailure, callApi } from "#web/lib/api/http.ts"

/**
 * The signed-in user's packs (`GET /api/me/packs`); asking refreshes them from the payment records
 * first (spec §4), so a purchase shows here as soon as its payment is recorded.
 */
export const getOwnedPacks = async (): Promise<
  { readonly ok: true; readonly packs: ReadonlyArray<string> } | { readonly ok: false; readonly failure: ApiFailure }
> => {
  const result = await callApi("GET", "/api/me/packs")
  if (!result.ok) return result
  const packs = typeof result.body === "object" && result.body !== null ? (result.body as { packs?: unknown }).packs : undefined
  return Array.isArray(packs) && packs.every((id) => typeof id === "string")
    ? { ok: true, packs }
    : { ok: false, failure: { status: 200, code: "unreadable-answer" } }
}
