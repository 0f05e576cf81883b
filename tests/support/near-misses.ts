import { Arbitrary, FastCheck as fc, Schema } from "effect"

/**
 * Near misses of valid values, for property tests that prove a reader without Schema reads exactly as
 * a Schema decodes (web/lib/read-catalog.ts, web/features/game/state/read-playable-packs.ts and read-game-records.ts,
 * web/features/store/read-cart-record.ts).
 */

/** Valid values of `schema`: its type, encoded as the server sends it and the local database keeps it. */
export const encodedValues = <A, I>(schema: Schema.Schema<A, I, never>): fc.Arbitrary<I> => Arbitrary.make(schema).map(Schema.encodeSync(schema))

/** Values a reader of JSON answers must refuse where a field of another kind belongs. */
export const nearMisses = fc.oneof(
  fc.anything(),
  fc.constantFrom(undefined, null, -1, 1.5, Number.NaN, "bought", "3", true, [], {}, { fr: "x" }, { fr: 1, en: "y" })
)

/** Every path to a value inside a JSON-like value (objects and arrays), the root excluded. */
const pathsIn = (value: unknown, prefix: ReadonlyArray<string | number> = []): ReadonlyArray<ReadonlyArray<string | number>> => {
  if (typeof value !== "object" || value === null) return []
  const entries: ReadonlyArray<readonly [string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value)
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsIn(child, [...prefix, key])])
}

/** A copy of `value` with the value at `path` replaced (or deleted, for `undefined` in an object). */
const replacedAt = (value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  const [head, ...rest] = path
  if (head === undefined || typeof value !== "object" || value === null) return replacement
  const copy: Record<string | number, unknown> | Array<unknown> = Array.isArray(value) ? [...value] : { ...value }
  const next = replacedAt((copy as Record<string | number, unknown>)[head], rest, replacement)
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string | number, unknown>)[head]
  else (copy as Record<string | number, unknown>)[head] = next
  return copy
}

/** A valid value with one field, at any depth, replaced by anything, removed, or set to a near miss (`misses`). */
export const broken = (valid: fc.Arbitrary<unknown>, misses: fc.Arbitrary<unknown> = nearMisses) =>
  valid.chain((value) => {
    const paths = pathsIn(value)
    return paths.length === 0
      ? fc.constant(value)
      : fc.tuple(fc.constantFrom(...paths), misses).map(([path, replacement]) => replacedAt(value, path, replacement))
  })

/** A valid value with one more field, which a Schema struct leaves out. */
export const withExtra = <A extends object>(valid: fc.Arbitrary<A>) =>
  valid.chain((value) => fc.record({ extra: fc.anything() }).map((extra) => ({ ...value, ...extra })))
