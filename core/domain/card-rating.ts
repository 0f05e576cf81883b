/**
 * What a group says of a card after its result, in one tap: it played well, it was too easy or too
 * hard on that problem, its text left them unsure, or it asked for something unsafe. Labels live in
 * the i18n catalogs under `game.rating.<key>`. Without Schema (card-rating-schema.ts has it), so the
 * game menu's reader of stored games (web/features/game/state/read-game-records.ts) loads no Effect.
 */
export const cardRatings = ["good", "too-easy", "too-hard", "unclear", "unsafe"] as const

export type CardRating = (typeof cardRatings)[number]
