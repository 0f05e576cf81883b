import { Either } from "effect"
import type { Language } from "#core/domain/language.ts"
import { cliText } from "./messages.ts"

/** A whole number given to `option`, within `min`..`max`, or the text saying why it is refused. */
export const parseWholeNumber = (
  language: Language,
  option: string,
  value: string,
  bounds: { readonly min: number; readonly max: number }
): Either.Either<number, string> => {
  const trimmed = value.trim()
  if (!/^-?\d+$/.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) return Either.left(cliText(language, "usage.integer", { option, value }))
  const parsed = Number(trimmed)
  if (parsed < bounds.min) return Either.left(cliText(language, "usage.atLeast", { option, min: bounds.min }))
  if (parsed > bounds.max) return Either.left(cliText(language, "usage.atMost", { option, max: bounds.max }))
  return Either.right(parsed)
}

/** A probability given to `option` (0 to 1, e.g. 0.6), or the text saying why it is refused. */
export const parseProbability = (language: Language, option: string, value: string): Either.Either<number, string> => {
  const trimmed = value.trim()
  const parsed = Number(trimmed)
  return trimmed !== "" && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1
    ? Either.right(parsed)
    : Either.left(cliText(language, "usage.rate", { option, value }))
}

/** Pack ids given as `a,b` (spaces and empty items ignored). */
export const parsePackList = (value: string): Array<string> =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
