import { type CategoryKey, categoryKeys, maxCategoriesOff } from "../domain/category.ts"
import { type Language, languages } from "../domain/language.ts"
import { problemStyles } from "../domain/problem-style.ts"
import { type DeckFit, deckSize } from "../game/deck-advice.ts"
import { totalTurns } from "../game/engine.ts"
import { gameRules } from "../game/rules.ts"
import { searchText } from "../validation/search-text.ts"
import { durationsIn, formatDuration } from "./durations.ts"
import type { Pack, PackChallenge } from "./pack-schema.ts"
import { formatJsonPath, type PackProblem, problemLine } from "./parse-pack.ts"

/**
 * The content rules `allez packs validate`, the imports and the admin area apply on top of the pack
 * format (packs/WRITING.md): a timer wherever the clock matters, durations that agree, no text twice,
 * and no pack that cannot fill a game.
 */

/** A problem of a pack, placed: the file (or upload, or stored pack) it is in, its JSON path, the rule. */
export interface PlacedPackProblem {
  readonly file: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly rule: string
}

/** A pack with the label its problems carry (`packs/base/pack.json`). */
export interface LabelledPack {
  readonly file: string
  readonly pack: Pick<Pack, "comingSoon" | "challenges">
}

const timerExample = (seconds: number) => `"timer": { "seconds": ${seconds}, "meaning": "limit" | "minimum" | "hold" }`

const distinct = (durations: ReadonlyArray<number>): ReadonlyArray<number> => [...new Set(durations)].sort((a, b) => a - b)

const named = (durations: ReadonlyArray<number>): string => (durations.length === 0 ? "no duration" : durations.map(formatDuration).join(" and "))

const sameDurations = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => a.length === b.length && a.every((value, index) => value === b[index])

/** The longest a challenge's text may be in each language (packs/WRITING.md: read aloud in one breath). */
export const maxChallengeTextLength = 200

/** The first word said twice in a row ("le le", "the the"), or undefined; "nous nous" and "vous vous" are French grammar. */
const wordTwiceInARow = (text: string): string | undefined => {
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/giu)) {
    const word = match[1]?.toLowerCase() ?? ""
    if (word !== "nous" && word !== "vous") return match[0]
  }
  return undefined
}

/**
 * The rules one challenge must keep, whatever its pack (paths from the challenge): at most 200
 * characters and no word twice in a row in each language; a time-linked
 * challenge has a timer; the durations its text names in digits are the same in French and English;
 * a text naming a duration has a timer, and the timer's seconds are one of those durations.
 * @example challengeProblems({ category: "other", text: { fr: "Tiens 10 s.", en: "Hold 10 s." } })
 * // [{ path: ["timer"], rule: 'required: the text names 10 s in both languages; add "timer": { "seconds": 10, … }' }]
 */
export const challengeProblems = (challenge: Pick<PackChallenge, "category" | "text" | "timer">): ReadonlyArray<PackProblem> => {
  const problems: Array<PackProblem> = []
  for (const language of languages) {
    const text = challenge.text[language]
    if (text.length > maxChallengeTextLength)
      problems.push({
        path: ["text", language],
        rule: `is ${text.length} characters long; a card is read aloud in one breath: ${maxChallengeTextLength} at most`
      })
    const repeated = wordTwiceInARow(text)
    if (repeated !== undefined) problems.push({ path: ["text", language], rule: `says ${JSON.stringify(repeated)}: a word twice in a row reads badly aloud` })
  }
  const fr = distinct(durationsIn(challenge.text.fr))
  const en = distinct(durationsIn(challenge.text.en))
  const both = sameDurations(fr, en) ? `${named(fr)} in both languages` : `text.fr: ${named(fr)}; text.en: ${named(en)}`
  if (!sameDurations(fr, en)) {
    problems.push({ path: ["text", "en"], rule: `names ${named(en)} but text.fr names ${named(fr)}: write the same durations, in digits, in both languages` })
  }
  const all = distinct([...fr, ...en])
  const { timer } = challenge
  if (timer === undefined) {
    const reasons = [
      ...(challenge.category === "time-linked" ? ["a time-linked challenge has a timer"] : []),
      ...(all.length > 0 ? [sameDurations(fr, en) ? `the text names ${both}` : `the text names durations (${both})`] : [])
    ]
    if (reasons.length > 0) problems.push({ path: ["timer"], rule: `required: ${reasons.join(", and ")}; add ${timerExample(all[0] ?? 45)}` })
  } else if (!fr.includes(timer.seconds) || !en.includes(timer.seconds)) {
    const hint = all.length === 0 ? ': write it in the text, in digits ("45 secondes" / "45 seconds")' : ""
    problems.push({ path: ["timer", "seconds"], rule: `${formatDuration(timer.seconds)} is not a duration the text names (${both})${hint}` })
  }
  return problems
}

/** Every way of switching off the most categories a game allows (switching off fewer leaves more). */
const mostCategoriesOff: ReadonlyArray<ReadonlyArray<CategoryKey>> = (() => {
  const choose = (from: ReadonlyArray<CategoryKey>, count: number): Array<Array<CategoryKey>> =>
    count === 0 ? [[]] : from.flatMap((key, index) => choose(from.slice(index + 1), count - 1).map((rest) => [key, ...rest]))
  return choose(categoryKeys, maxCategoriesOff)
})()

/** The problems a pack is checked for: an unnamed style, then each style; each number of players. */
const everyFit: ReadonlyArray<DeckFit> = (["any", ...problemStyles] as const).flatMap((style) =>
  Array.from({ length: gameRules.maxPlayers - gameRules.minPlayers + 1 }, (_, index) => ({ style, players: gameRules.maxPlayers - index }))
)

/** A game a played pack cannot fill: its problem and group, the worst categories to switch off, the challenges left and needed. */
export interface UnfilledGame {
  readonly fit: DeckFit
  readonly off: ReadonlyArray<CategoryKey>
  readonly left: number
  readonly needed: number
}

/**
 * The games a pack that is played (not coming soon) cannot fill, in the order they are checked: for
 * each style of problem (first one whose style is not named) and each number of players (most
 * first), the turns of the game plus `minReplacements` replacements from the challenges fair on that
 * problem and group, with the worst categories switched off.
 * @example unfilledGames(kids)[0] // { fit: { style: "any", players: 4 }, off: ["game", "movement-type"], left: 18, needed: 25 }
 */
export const unfilledGames = (pack: Pick<Pack, "comingSoon" | "challenges">): ReadonlyArray<UnfilledGame> => {
  if (pack.comingSoon) return []
  const unfilled: Array<UnfilledGame> = []
  for (const fit of everyFit) {
    const needed = totalTurns(fit.players) + gameRules.minReplacements
    let worst: { readonly off: ReadonlyArray<CategoryKey>; readonly left: number } | undefined
    for (const off of mostCategoriesOff) {
      const left = deckSize([pack], off, fit)
      if (worst === undefined || left < worst.left) worst = { off, left }
    }
    if (worst !== undefined && worst.left < needed) unfilled.push({ fit, off: worst.off, left: worst.left, needed })
  }
  return unfilled
}

/**
 * A pack that is played (not coming soon) must fill every game with any categories off, on every
 * style of problem (and on one whose style is not named), for every number of players: the turns of
 * the game plus `minReplacements` replacements, from the challenges fair on that problem and group.
 * The problem names the first such game that cannot be filled, and the worst categories to switch off.
 * @example playabilityProblem(kids) // { path: ["challenges"], rule: 'with "game" and "movement-type" switched off, 18 challenges are left; …' }
 */
export const playabilityProblem = (pack: Pick<Pack, "comingSoon" | "challenges">): PackProblem | undefined => {
  const [first] = unfilledGames(pack)
  if (first === undefined) return undefined
  const { fit, off, left, needed } = first
  const switchedOff = off.length === 0 ? "with every category on" : `with ${off.map((key) => `"${key}"`).join(" and ")} switched off`
  const problem = fit.style === "any" ? "" : ` on a ${fit.style} problem`
  return {
    path: ["challenges"],
    rule: `${switchedOff}, ${left} ${left === 1 ? "challenge is" : "challenges are"} left${problem}; a ${fit.players}-player game needs ${needed} (${totalTurns(fit.players)} turns + ${gameRules.minReplacements} replacements)`
  }
}

/**
 * The games an edited pack cannot fill that it filled before the edit, in the order they are checked:
 * what an admin's edit must not do. A pack still too small to play (the admin area builds one up a
 * challenge at a time) may be edited; an edit may not take away a game it could fill.
 * @example gamesLostBy(pack, { ...pack, challenges: pack.challenges.slice(1) }) // [] while the pack has a challenge to spare
 */
export const gamesLostBy = (before: Pick<Pack, "comingSoon" | "challenges">, after: Pick<Pack, "comingSoon" | "challenges">): ReadonlyArray<UnfilledGame> => {
  const keyOf = (game: UnfilledGame) => `${game.fit.style} ${game.fit.players}`
  const short = new Set(unfilledGames(before).map(keyOf))
  return unfilledGames(after).filter((game) => !short.has(keyOf(game)))
}

/** Where a challenge's text is, for a message about another place. */
interface TextPlace {
  readonly file: string
  readonly id: string
  readonly index: number
  readonly language: Language
}

const shortened = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text)

/**
 * The same text (as searches compare them: case, accents and surrounding spaces aside) in two
 * challenges, within a pack or across packs, French with French and English with English; each
 * repeat names the first place. `stored` are packs already in the store (the admin import), read first.
 */
export const duplicateTextProblems = (packs: ReadonlyArray<LabelledPack>, stored: ReadonlyArray<LabelledPack> = []): ReadonlyArray<PlacedPackProblem> => {
  const problems: Array<PlacedPackProblem> = []
  const firstPlace = new Map<string, TextPlace>()
  const storedFiles = new Set(stored.map(({ file }) => file))
  for (const { file, pack } of [...stored, ...packs]) {
    pack.challenges.forEach((challenge, index) => {
      for (const language of languages) {
        const key = `${language}\u0000${searchText(challenge.text[language])}`
        const first = firstPlace.get(key)
        if (first === undefined) {
          firstPlace.set(key, { file, id: challenge.id, index, language })
          continue
        }
        if (storedFiles.has(file)) continue
        const where = first.file === file ? "" : `${first.file}, `
        problems.push({
          file,
          path: ["challenges", index, "text", language],
          rule: `the same text as ${first.id} (${where}${formatJsonPath(["challenges", first.index, "text", first.language])}): ${shortened(challenge.text[language])}; write another challenge`
        })
      }
    })
  }
  return problems
}

/**
 * Every content rule over packs about to be validated or imported: each challenge's rules, each
 * pack's playability, and texts repeated among them or with `stored` packs (the admin import's other
 * packs). Combinations need no check of their own: a combination's deck is the union of its packs'
 * decks (challenge ids are unique across packs), so with the same categories off it holds at least as
 * many challenges as each of its packs, and each is checked alone; a coming-soon pack is never played.
 */
export const checkPackRules = (packs: ReadonlyArray<LabelledPack>, stored: ReadonlyArray<LabelledPack> = []): ReadonlyArray<PlacedPackProblem> => {
  const problems: Array<PlacedPackProblem> = []
  for (const { file, pack } of packs) {
    pack.challenges.forEach((challenge, index) => {
      for (const problem of challengeProblems(challenge)) problems.push({ file, path: ["challenges", index, ...problem.path], rule: problem.rule })
    })
    const unplayable = playabilityProblem(pack)
    if (unplayable !== undefined) problems.push({ file, ...unplayable })
  }
  return [...problems, ...duplicateTextProblems(packs, stored)]
}

/**
 * The rules of one challenge an admin adds or edits (paths from the challenge): its own rules, and a
 * text another challenge of `others` (the stored packs without this challenge) already has.
 */
export const editedChallengeProblems = (challenge: PackChallenge, others: ReadonlyArray<LabelledPack>): ReadonlyArray<PackProblem> => [
  ...challengeProblems(challenge),
  ...duplicateTextProblems([{ file: "", pack: { comingSoon: false, challenges: [challenge] } }], others).map(({ path, rule }) => ({
    path: path.slice(2),
    rule
  }))
]

/** The problems as `allez packs validate` prints them: `file: path: rule`. */
export const packRuleLines = (problems: ReadonlyArray<PlacedPackProblem>): ReadonlyArray<string> =>
  problems.map(({ file, path, rule }) => problemLine(file, path, rule))
