import type { Language } from "#core/domain/language.ts"
import { type ApiResult, sendPlain } from "./http.ts"

/** Saves the signed-in user's language in the profile (`PATCH /api/me/profile`). */
export const updatePreferredLanguage = (preferredLanguage: Language): Promise<ApiResult> => sendPlain("PATCH /api/me/profile", { preferredLanguage })
