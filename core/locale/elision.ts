/**
 * French elides a short word before a vowel or a mute h: "le tour d'Inès", "qu'Hugo", not "de Inès".
 * A sentence written for any name ("Au tour de {{name}}") cannot know the name; once it is in, the
 * word just before each name that starts with a vowel or an h loses its final "e" or "a" for an
 * apostrophe (de → d', que → qu', la → l', jusque → jusqu'…), keeping its capital. Names starting with
 * a consonant (and "y", a consonant in "Yann") are left as they are.
 */
const elidable = /(^|[\s(«"'])(de|que|le|la|jusque|lorsque|puisque) $/i

/**
 * `text` with the word right before each of `names` that starts with a vowel sound elided.
 * @example elideBeforeNames("Au tour de Inès", ["Inès"]) // "Au tour d'Inès"
 * @example elideBeforeNames("Essai de Ben", ["Ben"]) // "Essai de Ben"
 */
export const elideBeforeNames = (text: string, names: ReadonlyArray<string>): string => {
  let result = text
  for (const name of names) {
    if (!/^[aeiouhàâäéèêëîïôöûüùœæ]/i.test(name)) continue
    let from = 0
    for (let at = result.indexOf(name); at !== -1; at = result.indexOf(name, from)) {
      const before = result.slice(0, at)
      const word = elidable.exec(before)
      if (word !== null) result = `${before.slice(0, before.length - 2)}'${result.slice(at)}`
      from = at + name.length - (word === null ? 0 : 1)
    }
  }
  return result
}
