/**
 * What a name shown to other people may hold. A name reaches friends' screens, the history, the
 * watch page and the share image: a control character (NUL, a line break), a direction override
 * (U+202E turns "gnaL" into "Lang") or half of a surrogate pair would garble them, and a name of
 * zero-width characters shows as nothing at all.
 */

/** Control characters, direction marks and overrides, and lone surrogates (the `u` flag matches only unpaired halves). */
const hiddenCharacter = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u

/** Spaces, marks that only modify another character, and characters with no glyph (zero-width space, joiners, fillers). */
const invisibleOnly = /^[\p{White_Space}\p{M}\p{Default_Ignorable_Code_Point}]*$/u

/**
 * True when every character of `text` is a space, a printable ASCII character or a Latin-1 letter
 * (À to ÿ, with × and ÷): none of them hidden, and only the space invisible. Most names and route
 * names are such text, and this loop answers for them in a fraction of the Unicode expressions' time
 * (a game checks a route name at each turn).
 */
const isPlainText = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || (code > 0x7e && code < 0xc0) || code > 0xff) return false
  }
  return true
}

/**
 * True when `text` holds a character a name may not: a control character, a direction mark or
 * override, or a lone surrogate.
 * @example hasHiddenCharacters("Léa\u202E") // true; hasHiddenCharacters("Zoé 🧗‍♀️") // false
 */
export const hasHiddenCharacters = (text: string): boolean => !isPlainText(text) && hiddenCharacter.test(text)

/**
 * `text` without its hidden characters: what a name given by someone else (a social provider's
 * profile) keeps. Lone surrogates go too.
 * @example withoutHiddenCharacters("Léa\u202E") // "Léa"
 */
export const withoutHiddenCharacters = (text: string): string => text.replace(new RegExp(hiddenCharacter.source, "gu"), "")

/**
 * True when nothing of `text` would show: empty, spaces, or only zero-width and combining characters.
 * @example isInvisible("\u200B") // true; isInvisible("A\u200B") // false
 */
export const isInvisible = (text: string): boolean => (isPlainText(text) ? isAllSpaces(text) : invisibleOnly.test(text))

const isAllSpaces = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) !== 0x20) return false
  return true
}

/**
 * True when `text` holds a hidden character or would show nothing: `hasHiddenCharacters(text) ||
 * isInvisible(text)` in one pass over plain text (a route name, checked at every turn).
 */
export const isHiddenOrInvisible = (text: string): boolean => (isPlainText(text) ? isAllSpaces(text) : hiddenCharacter.test(text) || invisibleOnly.test(text))
