import { Schema } from "effect"
import { categoryKeys } from "./category.ts"

/** A challenge category's key (core/domain/category.ts), as packs, requests and stored documents carry it. */
export const CategoryKey = Schema.Literal(...categoryKeys)
export type CategoryKey = typeof CategoryKey.Type
