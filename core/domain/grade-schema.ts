import { Schema } from "effect"
import { fontainebleauGrades } from "./grade.ts"

/** A player's difficulty (core/domain/grade.ts), as requests, games and stored documents carry it. */
export const Grade = Schema.Literal(...fontainebleauGrades)
export type Grade = typeof Grade.Type
