import { get, set } from "idb-keyval"
import type { Catalog } from "#contract/catalog.ts"
import { localStore } from "#web/lib/local-db.ts"
import { readCatalog } from "#web/lib/read-catalog.ts"

/** The catalogue as a device last saw it, and when: shown offline, said to be perhaps out of date. */
export interface SavedCatalog {
  readonly catalog: Catalog
  /** ISO date of the answer. */
  readonly savedAt: string
}

/** One per owner (a visitor's, or a user's with their owned marks), in the `packs` store. */
const keyOf = (userId: string | null): string => `catalog:${userId ?? "anonymous"}`

/** Keeps the catalogue just read; a storage that refuses is ignored. */
export const saveCatalog = async (userId: string | null, catalog: Catalog): Promise<void> => {
  try {
    await set(keyOf(userId), { savedAt: new Date().toISOString(), catalog }, localStore("packs"))
  } catch {
    // nothing kept: offline, the store says it cannot load
  }
}

/** The catalogue this device last saw for the owner, read as the server's answer is (Schema-free); null when none. */
export const readSavedCatalog = async (userId: string | null): Promise<SavedCatalog | null> => {
  try {
    const record: unknown = await get(keyOf(userId), localStore("packs"))
    if (typeof record !== "object" || record === null) return null
    const { savedAt, catalog } = record as { savedAt?: unknown; catalog?: unknown }
    const read = readCatalog(catalog)
    return typeof savedAt === "string" && read !== null ? { catalog: read, savedAt } : null
  } catch {
    return null
  }
}
