import type { RouteAnswer } from "#contract/routes.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"

const readPacks = (body: unknown): RouteAnswer<"GET /api/me/packs">["packs"] | undefined => {
  const packs = typeof body === "object" && body !== null ? (body as { packs?: unknown }).packs : undefined
  return Array.isArray(packs) && packs.every((id) => typeof id === "string") ? packs : undefined
}

/**
 * The signed-in user's packs (`GET /api/me/packs`); asking refreshes them from the payment records
 * first (spec §4), so a purchase shows here as soon as its payment is recorded.
 */
export const getOwnedPacks = async (): Promise<Answer<ReadonlyArray<string>>> => call("GET /api/me/packs", {}, readPacks)
