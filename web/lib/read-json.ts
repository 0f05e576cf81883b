/**
 * What the readers of JSON without Schema share (read-catalog.ts, the store's cart record, the game's
 * packs and records): each reads a value exactly as its Schema decodes it, a property test beside it proves it,
 * so the pages that use them need not load Effect.
 */

/** An object's fields, to be read one by one. */
export type Fields = Readonly<Record<string, unknown>>

/** The fields of an object; null for anything else, an array too (every struct read here has required fields, which an array lacks). */
export const fieldsOf = (value: unknown): Fields | null => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null)

export const isString = (value: unknown): value is string => typeof value === "string"
export const isNumber = (value: unknown): value is number => typeof value === "number"
export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean"

/** A test for one of a few literals (a Schema.Literal). */
export const isOneOf =
  <A>(options: ReadonlyArray<A>) =>
  (value: unknown): value is A =>
    options.some((option) => option === value)

/** Each element read, or null as soon as one is not readable (its reader gives null or undefined). */
export const readAll = <A>(value: unknown, read: (element: unknown) => A | null | undefined): ReadonlyArray<A> | null => {
  if (!Array.isArray(value)) return null
  const out: Array<A> = []
  for (const element of value) {
    const read_ = read(element)
    if (read_ === null || read_ === undefined) return null
    out.push(read_)
  }
  return out
}

/** A text in both languages. */
export const readLocalized = (value: unknown): { readonly fr: string; readonly en: string } | null => {
  const fields = fieldsOf(value)
  return fields !== null && isString(fields.fr) && isString(fields.en) ? { fr: fields.fr, en: fields.en } : null
}
