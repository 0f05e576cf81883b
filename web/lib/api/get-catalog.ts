import type { Catalog } from "#contract/catalog.ts"
import { readCatalog } from "../read-catalog.ts"
import { type ApiFailure, callApi } from "./http.ts"

/**
 * The catalogue (`GET /api/catalog`): the packs with their state for the signed-in user (owned, free,
 * coming soon…), prices, challenge counts and samples, and the categories. Read without Schema, so a
 * public page can use it without loading Effect.
 */
export const getCatalog = async (): Promise<{ readonly ok: true; readonly catalog: Catalog } | { readonly ok: false; readonly failure: ApiFailure }> => {
  const result = await callApi("GET", "/api/catalog")
  if (!result.ok) return result
  const catalog = readCatalog(result.body)
  return catalog === null ? { ok: false, failure: { status: 200, code: "unreadable-answer" } } : { ok: true, catalog }
}
