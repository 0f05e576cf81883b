/** Seconds: "s", "sec", "secs", "seconde(s)", "second(s)". */
const secondUnit = "(?:secondes?|seconds?|secs?|s)"
/** Minutes: "min", "mins", "minute(s)" (never "m", which is metres: "1 m above the mat"). */
const minuteUnit = "(?:minutes?|mins?)"
/** A unit ends where the word ends: "3 sauts" is no duration, "3 s." and "3 s," are. */
const wordEnd = String.raw`(?![\p{L}\p{N}'’])`
/** A number starts a word, and a number: the 5 of "3,5 s" or "15 s" is not one, nor the 1 of a name such as "mx8bek1s". */
const numberStart = String.raw`(?<![\p{L}\p{N}.,])`
const gap = String.raw`[\s\-‐‑]*`

const durationPattern = new RegExp(
  [
    // 1:30
    String.raw`${numberStart}(\d+):([0-5]\d)(?!\d)`,
    // 1 min, 1 minute 30, 1 min 30 s, 1 minute and 30 seconds
    String.raw`${numberStart}(\d+)${gap}${minuteUnit}${wordEnd}(?:\s*(?:(?:et|and)\s+(\d+)${gap}${secondUnit}${wordEnd}|([1-5]?\d)(?:${gap}${secondUnit})?${wordEnd}))?`,
    // 45 s, 45 secondes, a 30-second hang
    String.raw`${numberStart}(\d+)${gap}${secondUnit}${wordEnd}`
  ].join("|"),
  "giu"
)

/**
 * The durations a text names in digits, in seconds, in the order it names them (French or English:
 * "45 s", "10 secondes", "30 seconds", "2 min", "1 minute", "1 min 30" = 90, "1:30" = 90).
 * Durations in words ("thirty seconds") are not read: packs write them in digits (packs/WRITING.md §3).
 * @example durationsIn("Tu as 1 min 30 pour le top, puis tiens 10 s.") // [90, 10]
 */
export const durationsIn = (text: string): ReadonlyArray<number> =>
  [...text.matchAll(durationPattern)].map(([, clockMinutes, clockSeconds, minutes, joinedSeconds, bareSeconds, seconds]) => {
    if (clockMinutes !== undefined) return Number(clockMinutes) * 60 + Number(clockSeconds)
    if (minutes !== undefined) return Number(minutes) * 60 + Number(joinedSeconds ?? bareSeconds ?? 0)
    return Number(seconds)
  })

/**
 * A duration as the validator says it: seconds, with minutes when there are any.
 * @example formatDuration(90) // "90 s (1 min 30)"
 */
export const formatDuration = (seconds: number): string => {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return `${seconds} s (${minutes} min${rest === 0 ? "" : ` ${String(rest).padStart(2, "0")}`})`
}
