import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import type { SessionUser } from "./session-user.ts"

const isString = (value: unknown): value is string => typeof value === "string"
const isStringArray = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every(isString)
const isCategoryArray = (value: unknown): value is ReadonlyArray<CategoryKey> =>
  Array.isArray(value) && value.every((key) => categoryKeys.some((known) => known === key))
const isHost = (value: unknown): value is { readonly gymName: string; readonly city: string } => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  const { gymName, city } = value as Record<string, unknown>
  return isString(gymName) && isString(city)
}
const isOptionalBoolean = (value: unknown): value is boolean | undefined => value === undefined || typeof value === "boolean"

/**
 * Decodes the account endpoint's user exactly as the `SessionUser` Schema does (a property test
 * proves it) without loading Effect's Schema on every page: null when it is not a user.
 */
export const readSessionUser = (input: unknown): SessionUser | null => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return null
  const {
    id,
    email,
    displayName,
    photoURL,
    preferredLanguage,
    disclaimerAccepted,
    roles,
    isSocial,
    hasProfile,
    emailList,
    categoryBlacklist,
    isEmailVerified,
    host
  } = input as Record<string, unknown>
  if (!isString(id) || !isString(email) || !isString(displayName)) return null
  if (!(photoURL === undefined || photoURL === null || isString(photoURL))) return null
  if (!(preferredLanguage === undefined || preferredLanguage === "fr" || preferredLanguage === "en")) return null
  if (!(roles === undefined || isStringArray(roles))) return null
  if (!(categoryBlacklist === undefined || isCategoryArray(categoryBlacklist))) return null
  if (!isOptionalBoolean(disclaimerAccepted) || !isOptionalBoolean(isSocial) || !isOptionalBoolean(hasProfile)) return null
  if (!isOptionalBoolean(emailList) || !isOptionalBoolean(isEmailVerified)) return null
  if (!(host === undefined || host === null || isHost(host))) return null
  return {
    id,
    email,
    displayName,
    photoURL: photoURL ?? null,
    ...(preferredLanguage === undefined ? {} : { preferredLanguage }),
    disclaimerAccepted: disclaimerAccepted ?? false,
    roles: roles ?? [],
    isSocial: isSocial ?? false,
    hasProfile: hasProfile ?? true,
    emailList: emailList ?? false,
    categoryBlacklist: categoryBlacklist ?? [],
    isEmailVerified: isEmailVerified ?? true,
    host: host === undefined || host === null ? null : { gymName: host.gymName, city: host.city }
  }
}

/**
 * The user of an account answer: `{ profile, isEmailVerified, host?, … }` (sign-in, sign-up, `/me`,
 * which alone says `host`), a bare profile (profile updates), or `{ user }`.
 */
export const readAccountAnswer = (body: unknown): SessionUser | null => {
  if (typeof body !== "object" || body === null) return null
  const record = body as Record<string, unknown>
  if (typeof record.profile === "object" && record.profile !== null) {
    return readSessionUser({
      ...record.profile,
      ...(typeof record.isEmailVerified === "boolean" ? { isEmailVerified: record.isEmailVerified } : {}),
      ...("host" in record ? { host: record.host } : {})
    })
  }
  return readSessionUser(record.user ?? body)
}
