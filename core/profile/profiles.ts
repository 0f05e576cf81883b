import { Clock, Effect, Schema } from "effect"
import type { UserId } from "../domain/ids.ts"
import { Language } from "../domain/language-schema.ts"
import { UserRepository } from "../ports/user-repository.ts"
import { CategoryBlacklist } from "../validation/categories-schema.ts"
import { DisplayName } from "../validation/names-schema.ts"

/**
 * The profile fields a user edits themself (spec §7); the e-mail and the photo have their own
 * flows, the packs come from purchases.
 */
export const ProfileEdits = Schema.Struct({
  displayName: Schema.optional(DisplayName),
  emailList: Schema.optional(Schema.Boolean),
  preferredLanguage: Schema.optional(Language),
  disclaimerAccepted: Schema.optional(Schema.Boolean),
  categoryBlacklist: Schema.optional(CategoryBlacklist)
})
export type ProfileEdits = typeof ProfileEdits.Type

/** The user's own profile: the edits they make in the settings and the disclaimer. */
export class Profiles extends Effect.Service<Profiles>()("Profile/Profiles", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepository
    return {
      /**
       * Writes the named fields only; accepting the disclaimer stamps it with the server's clock,
       * declining it clears the stamp. Returns the updated profile.
       */
      edit: (user: UserId, edits: ProfileEdits) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const stamp = edits.disclaimerAccepted === undefined ? {} : { disclaimerAcceptedDate: edits.disclaimerAccepted ? new Date(now).toISOString() : null }
          return yield* users.update(user, { ...edits, ...stamp })
        })
    }
  })
}) {}
