/** What a challenge's clock means (packs/WRITING.md §3): a limit to beat, a minimum to reach, a hold to keep. */
export const timerMeanings = ["limit", "minimum", "hold"] as const
