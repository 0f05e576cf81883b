import { Schema } from "effect"
import { categoryKeys } from "../domain/category.ts"
import { CategoryKey } from "../domain/category-schema.ts"
import { ChallengeId, PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import { problemStyles } from "../domain/problem-style.ts"
import { gameRules } from "../game/rules.ts"
import { PackVersion } from "./pack-version-schema.ts"
import { timerMeanings } from "./timer-meanings.ts"

/** The pack file format versions this build reads; a file names its own in `schemaVersion`. */
export const supportedSchemaVersions = [2, 3] as const
export const currentSchemaVersion = 3

/** Where every pack.json (in packs/<id>/) finds the JSON Schema, for editors. */
export const packSchemaReference = "../pack.schema.json"

/** A tag's id, kebab-case and stable across packs, e.g. `balance`. */
export const TagId = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: () => "must be kebab-case (lower-case letters and digits joined by -)" }),
  Schema.maxLength(64),
  Schema.brand("TagId")
).annotations({ title: "Tag id", description: "kebab-case, e.g. balance" })
export type TagId = typeof TagId.Type

/** A payment product id that unlocks a pack, e.g. `prod_party_night`. */
export const ProductId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/, { message: () => "must be a product id made of letters, digits, _ and - (e.g. prod_party_night)" }),
  Schema.maxLength(128),
  Schema.brand("ProductId")
).annotations({ title: "Product id", description: "a payment product id, e.g. prod_party_night" })
export type ProductId = typeof ProductId.Type

const wholeNumber = (what: string) => ({ message: () => `must be ${what}` })

/** A price: an amount in cents and an ISO 4217 currency; 0 means free. */
export const Price = Schema.Struct({
  amount: Schema.Number.pipe(
    Schema.int(wholeNumber("a whole number of cents")),
    Schema.nonNegative(wholeNumber("a whole number of cents, 0 or more"))
  ).annotations({ title: "Amount", description: "in cents (990 = 9.90); 0 = free" }),
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/, { message: () => "must be an ISO 4217 currency code in capitals, like EUR" })).annotations({
    title: "Currency",
    description: "ISO 4217 code, e.g. EUR"
  })
}).annotations({ title: "Price", description: "amount in cents and currency; amount 0 = free" })
export type Price = typeof Price.Type

const textIn = (language: string) =>
  Schema.Trimmed.pipe(Schema.nonEmptyString()).annotations({ title: language, description: `in ${language}: not empty, no spaces at either end` })

/** A `LocalizedText` with help for editors on each language. */
const localized = (title: string, description: string): Schema.Schema<LocalizedText> =>
  Schema.Struct({ fr: textIn("French"), en: textIn("English") }).annotations({ title, description })

/** A tag declared by a pack: its id and its name in both languages. */
export const PackTag = Schema.Struct({
  id: TagId,
  name: localized("Tag name", "the tag's name in French (fr) and English (en)")
}).annotations({ title: "Tag" })
export type PackTag = typeof PackTag.Type

export const TimerMeaning = Schema.Literal(...timerMeanings).annotations({
  title: "Meaning",
  description:
    "limit: finish before the time runs out (zero = fail); minimum: keep going at least this long (zero = good news); hold: keep a position this long (zero = that part succeeded)"
})
export type TimerMeaning = typeof TimerMeaning.Type

/** A challenge's timer: how many seconds the clock runs, and what reaching zero means. */
export const ChallengeTimer = Schema.Struct({
  seconds: Schema.Number.pipe(Schema.int(wholeNumber("a positive whole number")), Schema.positive(wholeNumber("a positive whole number"))).annotations({
    title: "Seconds",
    description: "how long the clock runs, in seconds; the same duration the text names"
  }),
  meaning: TimerMeaning
}).annotations({ title: "Timer", description: `the app's clock for this challenge, e.g. { "seconds": 45, "meaning": "limit" }` })
export type ChallengeTimer = typeof ChallengeTimer.Type

/** The problem styles a challenge may be limited to (format 3); a challenge that names none fits them all. */
export const ProblemStyle = Schema.Literal(...problemStyles).annotations({
  title: "Problem style",
  description: "slab (less than vertical), vertical, overhang (steeper than vertical), traverse (sideways, low)"
})

/** A challenge's styles: one or more, each once, in any order. */
const ChallengeStyles = Schema.Array(ProblemStyle)
  .pipe(
    Schema.minItems(1, { message: () => "must name at least one style (leave styles out for a challenge that fits every problem)" }),
    Schema.filter((styles) => new Set(styles).size === styles.length || "must name each style once")
  )
  .annotations({ title: "Styles", description: `the problem styles the challenge is fair on (${problemStyles.join(", ")}); leave out for all` })

/** The fewest players a challenge needs (format 3): 2 unless it counts on a third. */
const MinPlayers = Schema.Number.pipe(
  Schema.int(wholeNumber("a whole number of players")),
  Schema.between(gameRules.minPlayers, gameRules.maxPlayers, wholeNumber(`between ${gameRules.minPlayers} and ${gameRules.maxPlayers}`))
).annotations({ title: "Fewest players", description: `the fewest players the challenge needs (${gameRules.minPlayers} when left out)` })

/** A challenge: id (unique across all packs), category, tags, text in both languages, optional timer, styles and fewest players. */
export const PackChallenge = Schema.Struct({
  id: ChallengeId.annotations({ title: "Challenge id", description: "unique across all packs, e.g. base-001" }),
  category: CategoryKey.annotations({ title: "Category", description: `one of the eight categories: ${categoryKeys.join(", ")}` }),
  tags: Schema.Array(TagId).annotations({ title: "Tags", description: "ids of tags declared in the pack's tags" }),
  text: localized("Text", "what the player must do, in French (fr) and English (en)"),
  timer: Schema.optionalWith(ChallengeTimer, { exact: true }),
  styles: Schema.optionalWith(ChallengeStyles, { exact: true }),
  minPlayers: Schema.optionalWith(MinPlayers, { exact: true })
}).annotations({ title: "Challenge" })
export type PackChallenge = typeof PackChallenge.Type

const packFields = {
  schemaVersion: Schema.Literal(currentSchemaVersion).annotations({
    title: "Format version",
    description: `the pack file format's version: ${currentSchemaVersion}`
  }),
  id: PackId.annotations({ title: "Pack id", description: "kebab-case, the same as the pack's folder name" }),
  version: PackVersion,
  name: localized("Name", "the pack's name in French (fr) and English (en)"),
  description: localized("Description", "the pack's description in French (fr) and English (en)"),
  price: Price,
  productIds: Schema.Array(ProductId).annotations({ title: "Product ids", description: "payment products that unlock the pack; empty for a free pack" }),
  combinable: Schema.Boolean.annotations({ title: "Combinable", description: "can be played together with other combinable packs" }),
  comingSoon: Schema.Boolean.annotations({ title: "Coming soon", description: "shown in the store but not playable yet; may have no challenges" }),
  special: Schema.Boolean.annotations({ title: "Special", description: "the special edition: unlocks colour sets 07–08" }),
  tags: Schema.Array(PackTag).annotations({ title: "Tags", description: "the tags the pack's challenges use" }),
  challenges: Schema.Array(PackChallenge).annotations({ title: "Challenges" })
}

type PackFields = Schema.Struct.Type<typeof packFields>

/** The rules that tie a pack's fields together: declared tags, unique ids, at least one challenge unless coming soon. */
const packRules = (pack: PackFields): ReadonlyArray<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const declared = new Set<string>()
  pack.tags.forEach((tag, index) => {
    if (declared.has(tag.id)) issues.push({ path: ["tags", index, "id"], message: `tag "${tag.id}" is declared twice` })
    declared.add(tag.id)
  })
  const seen = new Map<string, number>()
  pack.challenges.forEach((challenge, index) => {
    const first = seen.get(challenge.id)
    if (first !== undefined) issues.push({ path: ["challenges", index, "id"], message: `"${challenge.id}" is already used by challenges[${first}]` })
    else seen.set(challenge.id, index)
    challenge.tags.forEach((tag, tagIndex) => {
      if (!declared.has(tag)) issues.push({ path: ["challenges", index, "tags", tagIndex], message: `tag "${tag}" is not declared in the pack's tags` })
    })
  })
  if (!pack.comingSoon && pack.challenges.length === 0)
    issues.push({ path: ["challenges"], message: "must hold at least one challenge (only a comingSoon pack may have none)" })
  return issues
}

const packAnnotations = {
  title: "Allez! challenge pack",
  description: "A content pack for Allez!: packs/<id>/pack.json. Texts are in French (fr) and English (en)."
}

/** A valid pack, as the game, the store and the CLI use it (a `PackForGame` for the engine). */
export const Pack = Schema.Struct(packFields).annotations(packAnnotations).pipe(Schema.filter(packRules))
export type Pack = typeof Pack.Type

/** A pack.json file: a pack, plus `$schema` pointing editors at packs/pack.schema.json. */
export const PackFile = Schema.Struct({
  $schema: Schema.optionalWith(Schema.String.annotations({ title: "JSON Schema", description: `where editors find this schema: "${packSchemaReference}"` }), {
    exact: true
  }),
  ...packFields
})
  .annotations(packAnnotations)
  .pipe(Schema.filter(packRules))
export type PackFile = typeof PackFile.Type
