import type { Language } from "#core/domain/language.ts"
import { type ApiResult, callApi } from "./http.ts"

/** Saves the signed-in user's language in the profile (`PATCH /api/me/profile`). */
export const updatePreferredLanguage = (preferredLanguage: Language): Promise<ApiResult> => callApi("PATCH", "/api/me/profile", { preferredLanguage })
