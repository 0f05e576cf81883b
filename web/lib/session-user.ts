import { Schema } from "effect"
import { CategoryKey } from "#core/domain/category-schema.ts"
import { Language } from "#core/domain/language-schema.ts"

/**
 * What the web needs of the signed-in user, decoded at the edge from the account endpoint.
 * Extra fields are ignored; missing optional ones take the profile defaults of spec §3.
 */
export const SessionUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  displayName: Schema.String,
  photoURL: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  preferredLanguage: Schema.optional(Language),
  disclaimerAccepted: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  roles: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  isSocial: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  hasProfile: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  emailList: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  categoryBlacklist: Schema.optionalWith(Schema.Array(CategoryKey), { default: () => [] }),
  /** Whether the e-mail address was confirmed; the account endpoint says so beside the profile. */
  isEmailVerified: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  /** The gym the user hosts nights for (issue #39), or null; the account endpoint says so beside the profile. */
  host: Schema.optionalWith(Schema.NullOr(Schema.Struct({ gymName: Schema.String, city: Schema.String })), { default: () => null })
})
export type SessionUser = typeof SessionUser.Type
