import fc from "fast-check"
import { PackId } from "#core/domain/ids.ts"
import type { PackFlags } from "#core/store/pack-ownership.ts"

/** A pack id from a small pool, so generated lists overlap. */
export const arbPackId = fc.constantFrom("base", "party-night", "special", "kids", "pro", "winter").map((id) => PackId.make(id))

/** A list of pack ids, repeats allowed. */
export const arbPackIds = fc.array(arbPackId, { maxLength: 8 })

/** Any pack. */
export const arbPack: fc.Arbitrary<PackFlags> = fc.record({
  id: arbPackId,
  combinable: fc.boolean(),
  comingSoon: fc.boolean(),
  special: fc.boolean(),
  priceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 }))
})

/** A pack with the given flags over sensible defaults (paid, combinable, on sale). */
export const makePack = (id: string, flags: Partial<Omit<PackFlags, "id">> = {}): PackFlags => ({
  id: PackId.make(id),
  combinable: true,
  comingSoon: false,
  special: false,
  priceCents: 499,
  ...flags
})

/** Pack ids from plain strings. */
export const ids = (...values: ReadonlyArray<string>): ReadonlyArray<PackId> => values.map((value) => PackId.make(value))
