import type { SessionUser } from "./session-user.ts"

const isString = (value: unknown): value is string => typeof value === "string"
const isStringArray = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every(isString)
const isOptionalBoolean = (value: unknown): value is boolean | undefined => value === undefined || typeof value === "boolean"

/**
 * Decodes the account endpoint's user exactly as the `SessionUser` Schema does (a property test
 * proves it) without loading Effect's Schema on every page: null when it is not a user.
 */
export const readSessionUser = (input: unknown): SessionUser | null => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return null
  const { id, email, displayName, photoURL, preferredLanguage, disclaimerAccepted, roles, isSocial, hasProfile } = input as Record<string, unknown>
  if (!isString(id) || !isString(email) || !isString(displayName)) return null
  if (!(photoURL === undefined || photoURL === null || isString(photoURL))) return null
  if (!(preferredLanguage === undefined || preferredLanguage === "fr" || preferredLanguage === "en")) return null
  if (!(roles === undefined || isStringArray(roles))) return null
  if (!isOptionalBoolean(disclaimerAccepted) || !isOptionalBoolean(isSocial) || !isOptionalBoolean(hasProfile)) return null
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
