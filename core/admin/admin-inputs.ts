import { Schema } from "effect"
import { CategoryKey } from "../domain/category-schema.ts"
import { ChallengeId, PackId } from "../domain/ids.ts"
import { problemStyles } from "../domain/problem-style.ts"
import { gameRules } from "../game/rules.ts"
import { ProblemStyle, ProductId, TagId, TimerMeaning } from "../packs/pack-schema.ts"
import { PackVersion } from "../packs/pack-version-schema.ts"
import { maxPackChallenges } from "../packs/parse-pack.ts"
import { Email } from "../validation/email-schema.ts"
import { ArrayOfAtMost, maxLengthFilter, requiredFilter } from "../validation/generic-schema.ts"
import { failsWith } from "../validation/validation-message-schema.ts"
import { adminMessage } from "./admin-messages.ts"

/**
 * What the admin area sends, as Schemas with the admin's words on every rule (the API decodes request
 * bodies with them; the pack Schema checks the whole pack afterwards). Texts are trimmed on the way in.
 */

/** How long each text may be. */
export const adminTextMax = { name: 120, description: 2000, challenge: 1000, label: 60 } as const

const text = (max: number) => Schema.Trim.pipe(requiredFilter(), maxLengthFilter(max))
const localized = (max: number) => Schema.Struct({ fr: text(max), en: text(max) })

/** A pack's version as typed: semver. */
export const VersionInput = Schema.String.pipe(Schema.maxLength(64, failsWith(adminMessage("admin.validation.semver")))).pipe(
  Schema.compose(PackVersion.annotations(failsWith(adminMessage("admin.validation.semver"))))
)

const idOf = <A>(
  pattern: RegExp,
  key: "admin.validation.packId" | "admin.validation.challengeId" | "admin.validation.tagId" | "admin.validation.productId",
  id: Schema.Schema<A, string>
) => Schema.String.pipe(Schema.pattern(pattern, failsWith(adminMessage(key))), Schema.maxLength(64, failsWith(adminMessage(key))), Schema.compose(id))

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const PackIdInput = idOf(kebab, "admin.validation.packId", PackId)
export const ChallengeIdInput = idOf(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, "admin.validation.challengeId", ChallengeId)
export const TagIdInput = idOf(kebab, "admin.validation.tagId", TagId)
export const ProductIdInput = idOf(/^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/, "admin.validation.productId", ProductId)

/** A price: whole cents, 0 or more (0 = free), and a currency code such as EUR. */
export const PriceInput = Schema.Struct({
  amount: Schema.Number.pipe(
    Schema.int(failsWith(adminMessage("admin.validation.cents"))),
    Schema.between(0, 100_000_000, failsWith(adminMessage("admin.validation.cents")))
  ),
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/, failsWith(adminMessage("admin.validation.currency"))))
})

/** A timer's seconds: a whole number, 1 or more. */
export const TimerSecondsInput = Schema.Number.pipe(
  Schema.int(failsWith(adminMessage("admin.validation.timeLimit"))),
  Schema.between(1, 86_400, failsWith(adminMessage("admin.validation.timeLimit")))
)

/** A challenge's timer: its seconds and what the clock means (limit, minimum or hold). */
export const TimerInput = Schema.Struct({
  seconds: TimerSecondsInput,
  meaning: TimerMeaning.annotations(failsWith(adminMessage("admin.validation.timerMeaning")))
})

/** A problem style: one of the game's four (slab, vertical, overhang, traverse). */
export const StyleInput = Schema.String.pipe(
  Schema.maxLength(16, failsWith(adminMessage("admin.validation.style"))),
  Schema.pattern(new RegExp(`^(?:${problemStyles.join("|")})$`), failsWith(adminMessage("admin.validation.style"))),
  Schema.compose(ProblemStyle, { strict: false })
)

/**
 * The problem styles a challenge suits: one to four, each once. All four is every style, which the
 * pack stores as no `styles` at all (packs/WRITING.md: most cards leave it out).
 */
export const StylesInput = ArrayOfAtMost(StyleInput, problemStyles.length, adminMessage("admin.validation.stylesEachOnce")).pipe(
  Schema.minItems(1, failsWith(adminMessage("admin.validation.stylesRequired"))),
  Schema.filter((styles) => new Set(styles).size === styles.length, failsWith(adminMessage("admin.validation.stylesEachOnce")))
)

const playersRange = { min: gameRules.minPlayers, max: gameRules.maxPlayers }

/** The fewest players a challenge needs: 2 to 4; 2 (any game) is stored as no `minPlayers` at all. */
export const MinPlayersInput = Schema.Number.pipe(
  Schema.int(failsWith(adminMessage("admin.validation.minPlayers", playersRange))),
  Schema.between(gameRules.minPlayers, gameRules.maxPlayers, failsWith(adminMessage("admin.validation.minPlayers", playersRange)))
)

const settingsFields = {
  name: localized(adminTextMax.name),
  description: localized(adminTextMax.description),
  price: PriceInput,
  productIds: ArrayOfAtMost(ProductIdInput, 20),
  combinable: Schema.Boolean,
  comingSoon: Schema.Boolean,
  special: Schema.Boolean
}

/** A new challenge: its id is made up from the pack's when none is given. */
export const NewChallengeInput = Schema.Struct({
  id: Schema.optional(ChallengeIdInput),
  category: CategoryKey,
  tags: Schema.optionalWith(ArrayOfAtMost(TagIdInput, 20), { default: () => [] }),
  text: localized(adminTextMax.challenge),
  timer: Schema.optional(TimerInput),
  styles: Schema.optional(StylesInput),
  minPlayers: Schema.optional(MinPlayersInput)
})
export type NewChallengeInput = typeof NewChallengeInput.Type

/** A new pack: id, names and description required; free, combinable, not coming soon, not special and unpublished unless said otherwise. */
export const NewPackInput = Schema.Struct({
  id: PackIdInput,
  version: Schema.optionalWith(VersionInput, { default: () => "1.0.0" }),
  name: settingsFields.name,
  description: settingsFields.description,
  price: Schema.optionalWith(PriceInput, { default: () => ({ amount: 0, currency: "EUR" }) }),
  productIds: Schema.optionalWith(settingsFields.productIds, { default: () => [] }),
  combinable: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  comingSoon: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  special: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  published: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  challenges: Schema.optionalWith(ArrayOfAtMost(NewChallengeInput, maxPackChallenges), { default: () => [] })
})
export type NewPackInput = typeof NewPackInput.Type

/** A change to a pack's settings, made on the version the admin read (`expectedVersion`); `version` raises it by hand. */
export const PackChangeInput = Schema.Struct({
  expectedVersion: VersionInput,
  version: Schema.optional(VersionInput),
  name: Schema.optional(settingsFields.name),
  description: Schema.optional(settingsFields.description),
  price: Schema.optional(settingsFields.price),
  productIds: Schema.optional(settingsFields.productIds),
  combinable: Schema.optional(Schema.Boolean),
  comingSoon: Schema.optional(Schema.Boolean),
  special: Schema.optional(Schema.Boolean)
})
export type PackChangeInput = typeof PackChangeInput.Type

/** A new challenge in a pack, made on the version the admin read. */
export const AddChallengeInput = Schema.extend(NewChallengeInput, Schema.Struct({ expectedVersion: VersionInput }))
export type AddChallengeInput = typeof AddChallengeInput.Type

/**
 * A change to a challenge, made on the version of its pack the admin read; a null timer removes it,
 * all four styles lift its limit to some styles, 2 players its need of more.
 */
export const ChallengeChangeInput = Schema.Struct({
  expectedVersion: VersionInput,
  category: Schema.optional(CategoryKey),
  tags: Schema.optional(ArrayOfAtMost(TagIdInput, 20)),
  text: Schema.optional(Schema.Struct({ fr: Schema.optional(text(adminTextMax.challenge)), en: Schema.optional(text(adminTextMax.challenge)) })),
  timer: Schema.optional(Schema.NullOr(TimerInput)),
  styles: Schema.optional(StylesInput),
  minPlayers: Schema.optional(MinPlayersInput)
})
export type ChallengeChangeInput = typeof ChallengeChangeInput.Type

/** A new tag: its id and its name in both languages. */
export const NewTagInput = Schema.Struct({ id: TagIdInput, name: localized(adminTextMax.label) })
export type NewTagInput = typeof NewTagInput.Type

/** A tag's new name. */
export const TagRenameInput = Schema.Struct({ name: localized(adminTextMax.label) })

/** A category's new name. */
export const CategoryRenameInput = Schema.Struct({ label: localized(adminTextMax.label) })

/** Publishing or withdrawing a pack. */
export const PublicationInput = Schema.Struct({ published: Schema.Boolean })

/** The account to make an admin, by e-mail. */
export const GrantAdminInput = Schema.Struct({ email: Email })
