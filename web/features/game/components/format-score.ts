/** A score as players read it: a true minus sign below zero (−25, not -25). */
export const formatScore = (score: number): string => (score < 0 ? `−${Math.abs(score)}` : String(score))
