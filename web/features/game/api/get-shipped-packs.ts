import { readPlayablePacks } from "../state/read-playable-packs.ts"
import type { PlayablePacks } from "../state/records.ts"

/**
 * The free packs installed with the app (`/packs/free.json`, written by the build and precached by
 * the service worker): what a player plays offline before the server ever sent their packs.
 */
export const getShippedPacks = async (): Promise<PlayablePacks | undefined> => {
  try {
    const response = await fetch("/packs/free.json", { headers: { Accept: "application/json" } })
    return response.ok ? readPlayablePacks(await response.json()) : undefined
  } catch {
    return undefined
  }
}
