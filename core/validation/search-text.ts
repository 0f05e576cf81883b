const plainAscii = /^\p{ASCII}*$/u
const combiningMarks = /\p{M}/gu

/**
 * Text as searches and comparisons see it: lower-cased, accent-stripped, trimmed.
 * @example searchText("  Arête Rouge ") // "arete rouge"
 */
export const searchText = (text: string): string =>
  plainAscii.test(text) ? text.trim().toLowerCase() : text.toLowerCase().normalize("NFD").replace(combiningMarks, "").trim()
