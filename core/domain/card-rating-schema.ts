import { Schema } from "effect"
import { cardRatings } from "./card-rating.ts"

/** A group's word on a card (core/domain/card-rating.ts), as actions, games and stored documents carry it. */
export const CardRating = Schema.Literal(...cardRatings)
export type CardRating = typeof CardRating.Type
