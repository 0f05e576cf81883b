/**
 * The admin area's expected refusals. Data.TaggedError like the store's: drivers map each tag to a
 * message (adminErrorMessage) and a status or exit code.
 */
import { Data } from "effect"
import type { CategoryKey } from "../domain/category.ts"
import type { ChallengeId, PackId, UserId } from "../domain/ids.ts"
import type { StyleChoice } from "../domain/problem-style.ts"
import type { TagId } from "../packs/pack-schema.ts"

/** A pack with this id exists already. */
export class PackExists extends Data.TaggedError("PackExists")<{ readonly id: PackId }> {}

/** The pack moved on since the admin read it (another admin, an import): `current` is its version now. */
export class PackChanged extends Data.TaggedError("PackChanged")<{ readonly id: PackId; readonly current: string }> {}

/** A version given by hand must be newer than the stored one, or loading the older file could not tell them apart. */
export class VersionNotNewer extends Data.TaggedError("VersionNotNewer")<{ readonly id: PackId; readonly stored: string; readonly offered: string }> {}

/** A pack that is not coming soon must keep at least one challenge (the pack Schema's rule). */
export class PackNeedsChallenge extends Data.TaggedError("PackNeedsChallenge")<{ readonly id: PackId }> {}

/** A payment product may unlock one pack only, or a purchase could not say which pack it bought. */
export class ProductIdTaken extends Data.TaggedError("ProductIdTaken")<{ readonly product: string; readonly pack: PackId }> {}

/** Challenge ids are unique across every pack. */
export class ChallengeIdTaken extends Data.TaggedError("ChallengeIdTaken")<{ readonly id: ChallengeId; readonly pack: PackId }> {}

/** A challenge names tags that neither the packs nor the registered tags know. */
export class UnknownTags extends Data.TaggedError("UnknownTags")<{ readonly ids: ReadonlyArray<string> }> {}

/** No pack declares this tag and it is not registered. */
export class TagNotFound extends Data.TaggedError("TagNotFound")<{ readonly id: TagId }> {}

/** A tag still used by challenges cannot be deleted; says how many and in which packs. */
export class TagInUse extends Data.TaggedError("TagInUse")<{ readonly id: TagId; readonly challenges: number; readonly packs: ReadonlyArray<PackId> }> {}

/** No account has this e-mail, so it cannot be made an admin. */
export class NoUserWithEmail extends Data.TaggedError("NoUserWithEmail")<{ readonly email: string }> {}

/** The account has not proven its e-mail address: the admin role goes to verified addresses only. */
export class EmailNotVerified extends Data.TaggedError("EmailNotVerified")<{ readonly email: string }> {}

/** An admin may not revoke their own role (the area would lock them out mid-task, maybe the last admin). */
export class CannotRevokeSelf extends Data.TaggedError("CannotRevokeSelf") {}

/** No admin with this id (no such user, or a user without the role). */
export class AdminNotFound extends Data.TaggedError("AdminNotFound")<{ readonly id: UserId }> {}

/** One problem of a pack (an imported file or an edit), in the words of `allez packs validate`. */
export interface PackProblemAt {
  /** The file (or upload name, or pack id for an edit) the problem is in. */
  readonly file: string
  /** The JSON path, as people read it (`challenges[12].text.en`); empty for the whole file. */
  readonly path: string
  readonly rule: string
}

/** The pack (an imported file or an edited pack) breaks the format or clashes with the stored packs; nothing was stored. */
export class PackInvalid extends Data.TaggedError("PackInvalid")<{ readonly problems: ReadonlyArray<PackProblemAt> }> {}

/**
 * The edit would leave the pack unable to fill a game it could fill before (core's gamesLostBy): the
 * first such game, on a problem of `style` for `players`, with the categories `off` switched off,
 * holds `left` challenges where it needs `needed`. Nothing was stored.
 */
export class PackUnplayable extends Data.TaggedError("PackUnplayable")<{
  readonly id: PackId
  readonly style: StyleChoice
  readonly players: number
  readonly off: ReadonlyArray<CategoryKey>
  readonly left: number
  readonly needed: number
}> {}

/** Every refusal of the admin services. */
export type AdminError =
  | PackExists
  | PackChanged
  | VersionNotNewer
  | PackNeedsChallenge
  | ProductIdTaken
  | ChallengeIdTaken
  | UnknownTags
  | TagNotFound
  | TagInUse
  | NoUserWithEmail
  | EmailNotVerified
  | CannotRevokeSelf
  | AdminNotFound
  | PackInvalid
  | PackUnplayable
