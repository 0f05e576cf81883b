import type { Catalog } from "#contract/catalog.ts"
import { readCatalog } from "../read-catalog.ts"
import type { Answer } from "./answer.ts"
import { call } from "./answer.ts"

/**
 * The catalogue (`GET /api/catalog`): the packs with their state for the signed-in user (owned, free,
 * coming soon…), prices, challenge counts and samples, and the categories. Read without Schema, so a
 * public page can use it without loading Effect.
 */
export const getCatalog = async (): Promise<Answer<Catalog>> => call("GET /api/catalog", {}, (body) => readCatalog(body) ?? undefined)
