import { Context, Data, type Effect } from "effect"
import type { UserId } from "../domain/ids.ts"
import type { ProfileUpdate, UserProfile } from "../profile/profile.ts"

/** No profile with this id (or e-mail). */
export class UserNotFound extends Data.TaggedError("UserNotFound")<{ readonly id: string }> {}

/** Another profile already uses this e-mail (compared case-insensitively). */
export class EmailTaken extends Data.TaggedError("EmailTaken")<{ readonly email: string }> {}

/** Profiles, by user id. Infrastructure faults are defects; only domain outcomes are typed. */
export class UserRepository extends Context.Tag("Ports/UserRepository")<
  UserRepository,
  {
    readonly get: (id: UserId) => Effect.Effect<UserProfile, UserNotFound>
    /** Finds by e-mail, case-insensitively. */
    readonly findByEmail: (email: string) => Effect.Effect<UserProfile, UserNotFound>
    readonly create: (profile: UserProfile) => Effect.Effect<void, EmailTaken>
    /**
     * Writes only the named fields and returns the whole updated profile. A new e-mail (other than by
     * case) keeps the one it replaces among the profile's former addresses.
     */
    readonly update: (id: UserId, changes: ProfileUpdate) => Effect.Effect<UserProfile, UserNotFound | EmailTaken>
    /**
     * Every address the profile had before its current one, oldest first, kept until the profile is
     * deleted: what an erasure must find wherever the person left it, under any of them.
     */
    readonly formerEmailsOf: (id: UserId) => Effect.Effect<ReadonlyArray<string>>
    /** Deletes the profile and its former addresses. */
    readonly delete: (id: UserId) => Effect.Effect<void, UserNotFound>
    /** Every profile carrying the admin role. */
    readonly listAdmins: Effect.Effect<ReadonlyArray<UserProfile>>
  }
>() {}
