/**
 * A whole number's digits grouped by three from the right, `separator` between the groups: the
 * grouping every language here writes (the separator is the language's).
 * @example groupDigits(1234567, ",") // "1,234,567"
 */
export const groupDigits = (whole: number, separator: string): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
