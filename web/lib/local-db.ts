import { promisifyRequest, type UseStore } from "idb-keyval"

/** The local database of spec §3: version 3, five stores keyed by id. */
export const localDbName = "allez"
export const localDbVersion = 3
export const localStoreNames = ["gameState", "challenges", "packs", "userProgress", "cart"] as const
export type LocalStoreName = (typeof localStoreNames)[number]

let opened: Promise<IDBDatabase> | undefined

/** Opens (and on first use or an upgrade, creates) the database with its five stores. */
const openLocalDb = (): Promise<IDBDatabase> => {
  opened ??= (() => {
    const request = indexedDB.open(localDbName, localDbVersion)
    request.onupgradeneeded = () => {
      const db = request.result
      for (const name of localStoreNames) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name)
    }
    return promisifyRequest(request).then((db) => {
      // Another tab upgrading the schema: let it, and reopen on next use.
      db.onversionchange = () => {
        db.close()
        opened = undefined
      }
      return db
    })
  })()
  opened.catch(() => {
    opened = undefined
  })
  return opened
}

/**
 * One store of the local database, for idb-keyval's functions:
 * `set(game.id, game, localStore("gameState"))`, `get(id, localStore("cart"))`.
 */
export const localStore =
  (name: LocalStoreName): UseStore =>
  (mode, callback) =>
    openLocalDb().then((db) => callback(db.transaction(name, mode).objectStore(name)))
