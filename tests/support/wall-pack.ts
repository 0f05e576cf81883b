/**
 * "wall": the small pack document the pack, admin and store tests build on, free and combinable.
 * Tests spread their own version, tags and challenges over it, so only what a test is about shows.
 */
const wallFields = {
  id: "wall",
  version: "1.0.0",
  name: { fr: "Le mur", en: "The wall" },
  description: { fr: "Des défis", en: "Challenges" },
  price: { amount: 0, currency: "EUR" },
  productIds: [],
  combinable: true,
  comingSoon: false,
  special: false,
  tags: []
}

/** The "wall" pack in the current format (3), as a pack file or an admin import holds it, before decoding. */
export const wallPackDocument = (fields: Record<string, unknown> & { readonly challenges: ReadonlyArray<Record<string, unknown>> }) => ({
  schemaVersion: 3,
  ...wallFields,
  ...fields
})

/** The "wall" pack as a store kept it in format 1: challenges with `timeLimitSeconds` instead of a timer. */
export const formatOneWallPack = (challenges: ReadonlyArray<Record<string, unknown>>, version = "1.0.0") => ({
  schemaVersion: 1,
  ...wallFields,
  version,
  challenges
})
