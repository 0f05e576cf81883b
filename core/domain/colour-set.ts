/** The eight avatar colour sets (spec §3); 07 and 08 come with the special pack. */
export const colourSetIds = [
  "01-green-yellow",
  "02-blue-red",
  "03-purple-yellow",
  "04-blue-yellow",
  "05-red-blue",
  "06-orange-green",
  "07-dark-blue-yellow",
  "08-green-pink"
] as const

export type ColourSetId = (typeof colourSetIds)[number]

/** Sets every user may use. */
export const baseColourSets: ReadonlyArray<ColourSetId> = colourSetIds.slice(0, 6)
/** Sets added by owning the special pack. */
export const specialColourSets: ReadonlyArray<ColourSetId> = colourSetIds.slice(6)
