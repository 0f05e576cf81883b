import type { RouteAnswer } from "#contract/routes.ts"

/** The `packIds` of a bag answer (`{ packIds: [...] }`, the bag routes' answer), or undefined when the answer is not one. */
export const readPackIds = (body: unknown): RouteAnswer<"GET /api/me/bag">["packIds"] | undefined => {
  if (typeof body !== "object" || body === null) return undefined
  const packIds = (body as { packIds?: unknown }).packIds
  return Array.isArray(packIds) && packIds.every((id) => typeof id === "string") ? packIds : undefined
}
