import { fieldsOf, isString, readAll } from "../../lib/read-json.ts"
import type { CartItem, CartRecord, OpenCheckout } from "./cart-record.ts"

const readItem = (value: unknown): CartItem | null => {
  const fields = fieldsOf(value)
  const name = fieldsOf(fields?.name)
  const price = fieldsOf(fields?.price)
  if (fields === null || name === null || price === null || !isString(fields.id) || !isString(name.fr) || !isString(name.en)) return null
  const { amount, currency } = price
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0 || !isString(currency)) return null
  return { id: fields.id, name: { fr: name.fr, en: name.en }, price: { amount, currency } }
}

const readCheckout = (value: unknown): OpenCheckout | null | undefined => {
  if (value === undefined || value === null) return null
  const fields = fieldsOf(value)
  if (fields === null || !isString(fields.startedAt) || !Array.isArray(fields.packIds) || !fields.packIds.every(isString)) return undefined
  return { packIds: [...fields.packIds], startedAt: fields.startedAt }
}

/**
 * A bag as stored in the `cart` store, read exactly as the `CartRecord` Schema decodes it (a property
 * test proves it) without loading Effect on the store's pages: null when the record is not one.
 */
export const readCartRecord = (value: unknown): CartRecord | null => {
  const fields = fieldsOf(value)
  if (fields === null || !isString(fields.id)) return null
  if (!(fields.pending === undefined || typeof fields.pending === "boolean")) return null
  const checkout = readCheckout(fields.checkout)
  const items = readAll(fields.items, readItem)
  if (checkout === undefined || items === null) return null
  return { id: fields.id, items, pending: fields.pending ?? false, checkout }
}
