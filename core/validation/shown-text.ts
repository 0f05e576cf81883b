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
 * True when `text` holds a character a name may not: a control character, a direction mark or
 * override, or a lone surrogate.
 * @example hasHiddenCharacters("Léa\u202E") // true; hasHiddenCharacters("Zoé 🧗‍♀️") // false
 */
export const hasHiddenCharacters = (text: string): boolean => hiddenCharacter.test(text)

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
export const isInvisible = (text: string): boolean => invisibleOnly.test(text)
