import { SchemaAST } from "effect"
import { ProfileUpdate, type UserProfile } from "#core/profile/profile.ts"

const updatableFields: ReadonlyArray<string> = SchemaAST.getPropertySignatures(ProfileUpdate.ast).map((signature) => String(signature.name))

/**
 * The fields a partial update names, as [field, value] pairs: only ProfileUpdate's fields (an
 * object carrying more at run time cannot touch id, isSocial or createdAt), and a key present
 * with `undefined` counts as not named. Shared by every adapter so they agree on "named".
 */
export const namedChanges = (changes: ProfileUpdate): Partial<UserProfile> => {
  const named: Record<string, unknown> = {}
  for (const field of updatableFields) {
    const value = (changes as Record<string, unknown>)[field]
    if (value !== undefined) named[field] = value
  }
  return named as Partial<UserProfile>
}

/** The profile with the named fields of `changes` written over it. */
export const applyChanges = (profile: UserProfile, changes: ProfileUpdate): UserProfile => ({
  ...profile,
  ...namedChanges(changes)
})

/** E-mails are unique compared case-insensitively; this is the stored comparison key. */
export const emailKey = (email: string): string => email.toLowerCase()
