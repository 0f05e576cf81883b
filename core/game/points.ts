/**
 * A score as players read it: a true minus sign below zero, the same on the web and in the terminal.
 * @example formatScore(-25) // "−25"
 */
export const formatScore = (score: number): string => (score < 0 ? `−${Math.abs(score)}` : String(score))

/**
 * What a turn adds to a score or takes from it: signed, with a true minus sign.
 * @example formatPointsChange(100) // "+100"; formatPointsChange(-25) // "−25"
 */
export const formatPointsChange = (points: number): string => (points > 0 ? `+${points}` : formatScore(points))
