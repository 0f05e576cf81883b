import type { CategoryKey } from "#core/domain/category.ts"
import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** The settings a user changes in the profile, one at a time. */
export type ProfileChange = { readonly displayName: string } | { readonly emailList: boolean } | { readonly categoryBlacklist: ReadonlyArray<CategoryKey> }

/** Saves one settings change (`PATCH /api/me/profile`) with the proof of its human check; answers the profile. */
export const updateProfile = (change: ProfileChange, proof: string) => send("PATCH /api/me/profile", { body: change, headers: humanCheckHeaders(proof) })
