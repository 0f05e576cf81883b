import { Schema } from "effect"

/**
 * What a group says of a card after its result, in one tap: it played well, it was too easy or too
 * hard on that problem, its text left them unsure, or it asked for something unsafe. Labels live in
 * the i18n catalogs under `game.rating.<key>`.
 */
export const cardRatings = ["good", "too-easy", "too-hard", "unclear", "unsafe"] as const

export const CardRating = Schema.Literal(...cardRatings)
export type CardRating = typeof CardRating.Type
