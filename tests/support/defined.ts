/**
 * The value, or a failure naming what is missing: for an element a test knows its own data holds
 * (the first challenge of a generated pack), where noUncheckedIndexedAccess types it as possibly absent.
 */
export const defined = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is missing`)
  return value
}
