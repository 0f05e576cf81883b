/**
 * The JSON text a store last wrote for a document value, by that value's identity. A driver that
 * answers with the document it just stored (a game action's next state) sends this text rather
 * than serialising the same value a second time; a store that keeps no text leaves it unknown.
 */
const texts = new WeakMap<object, string>()

/** Notes that `value` was stored as `text` (the Schema's encoding of it). */
export const rememberStoredText = (value: object, text: string): void => void texts.set(value, text)

/** The text `value` was stored as, when this process stored it. */
export const storedTextOf = (value: object): string | undefined => texts.get(value)
