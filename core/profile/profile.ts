import { Schema } from "effect"
import { CategoryKey } from "../domain/category-schema.ts"
import { GameId, PackId, UserId } from "../domain/ids.ts"
import { Language } from "../domain/language-schema.ts"
import { Game } from "../game/game.ts"

/** A user's role; `admin` opens the admin area. */
export const Role = Schema.Literal("admin")
export type Role = typeof Role.Type

/**
 * The user profile (spec §3), stored by user id, plus what the account layer needs to know
 * of it: roles (the admin claim), whether it came from a social provider, when it was created.
 */
export const UserProfile = Schema.Struct({
  id: UserId,
  email: Schema.String,
  displayName: Schema.String,
  photoURL: Schema.NullOr(Schema.String),
  emailList: Schema.Boolean,
  preferredLanguage: Language,
  disclaimerAccepted: Schema.Boolean,
  disclaimerAcceptedDate: Schema.NullOr(Schema.String),
  categoryBlacklist: Schema.Array(CategoryKey),
  currentGameId: Schema.NullOr(GameId),
  packs: Schema.Array(PackId),
  /** The store bag kept on the server, so it follows the user across devices; absent means empty. */
  bag: Schema.optional(Schema.Array(PackId)),
  /** The checkout last opened, handed out again for the same order while it is fresh (core/store/purchase.ts). */
  openCheckout: Schema.optional(Schema.NullOr(Schema.Struct({ order: Schema.String, id: Schema.String, url: Schema.String, openedAt: Schema.Number }))),
  gamesPlayed: Schema.Int.pipe(Schema.nonNegative()),
  pastGame: Schema.NullOr(Game),
  roles: Schema.Array(Role),
  isSocial: Schema.Boolean,
  createdAt: Schema.String
})
export type UserProfile = typeof UserProfile.Type

/** The fields a partial profile update may touch (spec §7 "users/{uid}, partial updates of"). */
export const ProfileUpdate = Schema.partial(
  UserProfile.pipe(
    Schema.pick(
      "email",
      "displayName",
      "photoURL",
      "emailList",
      "preferredLanguage",
      "disclaimerAccepted",
      "disclaimerAcceptedDate",
      "categoryBlacklist",
      "currentGameId",
      "packs",
      "bag",
      "openCheckout",
      "gamesPlayed",
      "pastGame",
      "roles"
    )
  )
)
export type ProfileUpdate = typeof ProfileUpdate.Type

/** A new profile with the spec's defaults. */
export const newProfile = (input: {
  readonly id: UserId
  readonly email: string
  readonly displayName: string
  readonly preferredLanguage: Language
  readonly isSocial: boolean
  readonly now: Date
  readonly photoURL?: string | null
}): UserProfile => ({
  id: input.id,
  email: input.email,
  displayName: input.displayName,
  photoURL: input.photoURL ?? null,
  emailList: false,
  preferredLanguage: input.preferredLanguage,
  disclaimerAccepted: false,
  disclaimerAcceptedDate: null,
  categoryBlacklist: [],
  currentGameId: null,
  packs: [],
  gamesPlayed: 0,
  pastGame: null,
  roles: [],
  isSocial: input.isSocial,
  createdAt: input.now.toISOString()
})

/** True when the profile carries the admin claim. */
export const isAdmin = (profile: Pick<UserProfile, "roles">): boolean => profile.roles.includes("admin")
