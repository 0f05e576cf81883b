import { computed, signal } from "@preact/signals-react"
import { del, get, set } from "idb-keyval"
import type { Catalog, CatalogPack } from "#contract/catalog.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import type { ApiFailure } from "#web/lib/api/http.ts"
import { localStore } from "#web/lib/local-db.ts"
import { oneAtATime } from "#web/lib/one-at-a-time.ts"
import { showToast } from "#web/lib/state/toasts.ts"
import { getBag } from "../api/get-bag.ts"
import { mergeBag } from "../api/merge-bag.ts"
import { replaceBag } from "../api/replace-bag.ts"
import type { CartItem, CartRecord, OpenCheckout } from "../cart-record.ts"
import { isForSale } from "../pack-state.ts"
import { readCartRecord } from "../read-cart-record.ts"

const cart = localStore("cart")

/** Whose bag a record is: a visitor's on this device, or a signed-in user's copy of their server bag. */
const anonymousKey = "anonymous"
const keyOf = (userId: string | null): string => (userId === null ? anonymousKey : `user:${userId}`)

const emptyRecord = (id: string): CartRecord => ({ id, items: [], pending: false, checkout: null })

/** The bag on screen: whose it is, its packs in the order they were added, and whether the device was read yet. */
export const bag = signal<{ readonly owner: string; readonly items: ReadonlyArray<CartItem>; readonly isLoaded: boolean }>({
  owner: anonymousKey,
  items: [],
  isLoaded: false
})

/** The ids of the packs in the bag on screen. */
export const bagIds = computed(() => bag.value.items.map((item) => item.id))

// Without IndexedDB (a private window that refuses it) the bag still works for the visit.
const inMemory = new Map<string, CartRecord>()

const readRecord = async (key: string): Promise<CartRecord> => {
  try {
    return readCartRecord(await get(key, cart)) ?? emptyRecord(key)
  } catch {
    return inMemory.get(key) ?? emptyRecord(key)
  }
}

const writeRecord = async (record: CartRecord): Promise<void> => {
  inMemory.set(record.id, record)
  try {
    await set(record.id, record, cart)
  } catch {
    // kept in memory for this visit
  }
}

const deleteRecord = async (key: string): Promise<void> => {
  inMemory.delete(key)
  try {
    await del(key, cart)
  } catch {
    // nothing stored to delete
  }
}

const sameItem = (a: CartItem, b: CartItem | undefined): boolean =>
  b !== undefined &&
  a.id === b.id &&
  a.name.fr === b.name.fr &&
  a.name.en === b.name.en &&
  a.price.amount === b.price.amount &&
  a.price.currency === b.price.currency

/**
 * Puts a record's bag on screen. A sync reads and writes the bag back even when nothing changed: the
 * same bag again leaves the screen as it is, so the store does not draw every pack card again.
 */
const show = (record: CartRecord) => {
  const shown = bag.value
  const isShown =
    shown.isLoaded &&
    shown.owner === record.id &&
    shown.items.length === record.items.length &&
    shown.items.every((item, index) => sameItem(item, record.items[index]))
  if (!isShown) bag.value = { owner: record.id, items: record.items, isLoaded: true }
}

// Changes run one after the other, so two quick clicks never race each other to the server.
const inTurn = oneAtATime()

/** What the bag keeps of a pack: enough to show it offline. */
export const itemOf = (pack: CatalogPack): CartItem => ({ id: pack.id, name: pack.name, price: pack.price })

/** The packs of `ids`, as the catalogue describes them now, else as the bag last saw them; unknown ids dropped. */
const itemsFor = (ids: ReadonlyArray<string>, catalog: Catalog | null, known: ReadonlyArray<CartItem>): ReadonlyArray<CartItem> =>
  ids.flatMap((id) => {
    const pack = catalog?.packs.find((each) => each.id === id)
    const item = pack === undefined ? known.find((each) => each.id === id) : itemOf(pack)
    return item === undefined ? [] : [item]
  })

/** The bag without what can no longer be bought (owned meanwhile, withdrawn, now free), names and prices refreshed. */
const stillForSale = (items: ReadonlyArray<CartItem>, catalog: Catalog): ReadonlyArray<CartItem> =>
  itemsFor(
    items.map((item) => item.id).filter((id) => catalog.packs.some((pack) => pack.id === id && isForSale(pack.state))),
    catalog,
    items
  )

/** The server said no to this bag (rather than being out of reach, failing, or no longer knowing the user). */
const isRefusal = (failure: ApiFailure): boolean => failure.status >= 400 && failure.status < 500 && failure.status !== 401

const refusalToast = (failure: ApiFailure) =>
  showToast("error", failure.message === undefined ? { key: failure.status === 0 ? "store.offline" : "error.generic" } : { text: failure.message })

/**
 * Adopts the server's answer about a signed-in user's bag. Offline the change stays pending, to be
 * sent on the next sync; a refusal is said, and the server's bag (which never holds what it refused)
 * takes over.
 */
const adopt = async (record: CartRecord, answer: Answer<ReadonlyArray<string>>, catalog: Catalog | null): Promise<CartRecord> => {
  if (answer.ok) return { ...record, items: itemsFor(answer.value, catalog, record.items), pending: false }
  if (!isRefusal(answer.failure)) return record
  refusalToast(answer.failure)
  const server = await getBag()
  return server.ok ? { ...record, items: itemsFor(server.value, catalog, record.items), pending: false } : record
}

/**
 * Shows the bag of whoever uses the app now, and brings it in line with the server. For a visitor:
 * the device's bag, without what is no longer for sale. For a signed-in user: changes made offline
 * are sent first, then a visitor's bag left on this device is merged into the server's (the sign-in
 * merge of spec §3), else the server's bag is read, so a change made on another device shows here.
 */
export const syncBag = (userId: string | null, catalog: Catalog | null): Promise<void> =>
  inTurn(async () => {
    let record = await readRecord(keyOf(userId))
    show(record)
    if (userId === null) {
      if (catalog !== null) record = { ...record, items: stillForSale(record.items, catalog) }
    } else {
      const visitor = await readRecord(anonymousKey)
      if (record.pending) record = await adopt(record, await replaceBag(record.items.map((item) => item.id)), catalog)
      if (!record.pending && visitor.items.length > 0) {
        const merged = await mergeBag(visitor.items.map((item) => item.id))
        record = merged.ok
          ? { ...record, items: itemsFor(merged.value, catalog, [...record.items, ...visitor.items]), pending: false }
          : await adopt(record, merged, catalog)
        if (merged.ok || isRefusal(merged.failure)) await deleteRecord(anonymousKey)
      } else if (!record.pending) {
        record = await adopt(record, await getBag(), catalog)
      }
    }
    await writeRecord(record)
    show(record)
  })

/** Changes the bag here, then on the server for a signed-in user. */
const change = (userId: string | null, catalog: Catalog | null, edit: (items: ReadonlyArray<CartItem>) => ReadonlyArray<CartItem>): Promise<void> =>
  inTurn(async () => {
    const before = await readRecord(keyOf(userId))
    let record: CartRecord = { ...before, items: edit(before.items), pending: userId !== null }
    await writeRecord(record)
    show(record)
    if (userId === null) return
    record = await adopt(record, await replaceBag(record.items.map((item) => item.id)), catalog)
    await writeRecord(record)
    show(record)
  })

/** Puts a pack in the bag (once). */
export const addToBag = (userId: string | null, catalog: Catalog | null, pack: CatalogPack): Promise<void> =>
  change(userId, catalog, (items) => (items.some((item) => item.id === pack.id) ? items : [...items, itemOf(pack)]))

/** Takes a pack out of the bag. */
export const removeFromBag = (userId: string | null, catalog: Catalog | null, packId: string): Promise<void> =>
  change(userId, catalog, (items) => items.filter((item) => item.id !== packId))

/** Remembers, on this device, the checkout just opened for a signed-in user (the success page waits for its packs). */
export const rememberCheckout = (userId: string, packIds: ReadonlyArray<string>): Promise<void> =>
  inTurn(async () => {
    const record = await readRecord(keyOf(userId))
    await writeRecord({ ...record, checkout: { packIds, startedAt: new Date().toISOString() } })
  })

/** The checkout this device opened last for the user, if it is still waiting for confirmation. */
export const openCheckoutOf = (userId: string): Promise<OpenCheckout | null> => inTurn(async () => (await readRecord(keyOf(userId))).checkout)

/** Forgets the checkout once its packs are owned. */
export const forgetCheckout = (userId: string): Promise<void> =>
  inTurn(async () => {
    const record = await readRecord(keyOf(userId))
    if (record.checkout !== null) await writeRecord({ ...record, checkout: null })
  })
