/** The `packIds` of a bag answer (`{ packIds: [...] }`), or null when the answer is not one. */
export const readPackIds = (body: unknown): ReadonlyArray<string> | null => {
  if (typeof body !== "object" || body === null) return null
  const packIds = (body as { packIds?: unknown }).packIds
  return Array.isArray(packIds) && packIds.every((id) => typeof id === "string") ? packIds : null
}
