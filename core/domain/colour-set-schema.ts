import { Schema } from "effect"
import { colourSetIds } from "./colour-set.ts"

/** One of the eight avatar colour sets (colour-set.ts holds the list, without Schema). */
export const ColourSetId = Schema.Literal(...colourSetIds)
export type ColourSetId = typeof ColourSetId.Type
