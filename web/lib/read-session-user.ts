import type { SessionUser } from "./session-user.ts"

const isString = (value: unknown): value is string => typeof value === "string"
const isOptional = <A>(value: unknown, guard: (value: unknown) => value is A): boolean => value === undefined || guard(value)
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean"
const isLanguage = (value: unknown): value is "fr" | "en" => value === "fr" || value === "en"
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === "string"
const isStringArray = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every(isString)

/**
 * Decodes the account endpoint's user exactly as the `SessionUser` Schema does (a property test
 * proves it) without loading Effect's Schema on every page: null when it is not a user.
 */
export const readSessionUser = (input: unknown): SessionUser | null => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return null
  const record = input as Record<string, unknown>
  const { id, email, displayName, photoURL, preferredLanguage, disclaimerAccepted, roles, isSocial, hasProfile } = record
  if (!isString(id) || !isString(email) || !isString(displayName)) return null
  if (!isOptional(photoURL, isNullableString) || !isOptional(preferredLanguage, isLanguage)) return null
  if (!isOptional(disclaimerAccepted, isBoolean) || !isOptional(roles, isStringArray)) return null
  if (!isOptional(isSocial, isBoolean) || !isOptional(hasProfile, isBoolean)) return null
  return {
    id,
    email,
    displayName,
    photoURL: photoURL ?? null,
    ...(preferredLanguage === undefined ? {} : { preferredLanguage }),
    disclaimerAccepted: disclaimerAccepted ?? false,
    roles: roles ?? [],
    isSocial: isSocial ?? false,
    hasProfile: hasProfile ?? true
  }
}
