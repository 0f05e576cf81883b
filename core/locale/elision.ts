/**
 * French elides a short word before a vowel or a mute h: "le tour d'Inès", "qu'Hugo", not "de Inès".
 * A sentence written for any name ("Au tour de {{name}}") cannot know the name; once it is in, the
 * words just before each name that starts with a vowel or an h are elided. Names starting with a
 * consonant (and "y", a consonant in "Yann") are left as they are.
 */

/** The words French elides, and how each reads elided. */
const elided: Readonly<Record<string, string>> = {
  de: "d'",
  que: "qu'",
  le: "l'",
  la: "l'",
  jusque: "jusqu'",
  lorsque: "lorsqu'",
  puisque: "puisqu'"
}

const startsWithVowelSound = (name: string): boolean => /^[aeiouhàâäéèêëîïôöûüùœæ]/i.test(name)

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * `text` with each of `words` (de, que, le, la…) elided where it stands right before one of `names`
 * that starts with a vowel sound; the word keeps its capital.
 * @example elideBeforeNames("Au tour de Inès", ["Inès"]) // "Au tour d'Inès"
 * @example elideBeforeNames("Essai de Ben", ["Ben"]) // "Essai de Ben"
 */
export const elideBeforeNames = (text: string, names: ReadonlyArray<string>): string => {
  let result = text
  for (const name of new Set(names)) {
    if (name === "" || !startsWithVowelSound(name)) continue
    const pattern = new RegExp(`(^|[\\s(«“"'])(${Object.keys(elided).join("|")}) ${escaped(name)}`, "giu")
    result = result.replace(pattern, (_, before: string, word: string) => {
      const short = elided[word.toLowerCase()] ?? `${word} `
      const cased = word[0] === word[0]?.toUpperCase() ? `${short.charAt(0).toUpperCase()}${short.slice(1)}` : short
      return `${before}${cased}${name}`
    })
  }
  return result
}
