import { Effect, Option } from "effect"
import type { UserId } from "../domain/ids.ts"
import type { AuditActor } from "../ports/audit-repository.ts"
import { CredentialRepository } from "../ports/credential-repository.ts"
import { UserRepository } from "../ports/user-repository.ts"
import { isAdmin, type UserProfile } from "../profile/profile.ts"
import { AdminAudit } from "./admin-audit.ts"
import { AdminNotFound, CannotRevokeSelf, EmailNotVerified, NoUserWithEmail } from "./admin-errors.ts"

/** An admin as the admin area lists them. */
export interface AdminView {
  readonly id: UserId
  readonly email: string
  readonly displayName: string
}

const viewOf = (profile: UserProfile): AdminView => ({ id: profile.id, email: profile.email, displayName: profile.displayName })

/**
 * Who is an admin: the list, granting the role to an existing account whose e-mail is verified (the
 * admin area and `allez admin grant`), and revoking it (never one's own). Every change is audited.
 */
export class AdminUsers extends Effect.Service<AdminUsers>()("Admin/AdminUsers", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepository
    const credentials = yield* CredentialRepository
    const audit = yield* AdminAudit
    return {
      /** The current admins, by id. */
      list: Effect.map(users.listAdmins, (admins) => admins.map(viewOf)),

      /** Gives the admin role to the account with this e-mail; `isNew` is false when it had it already. */
      grant: (email: string, actor: AuditActor) =>
        Effect.gen(function* () {
          const profile = yield* users.findByEmail(email).pipe(Effect.catchTag("UserNotFound", () => Effect.fail(new NoUserWithEmail({ email }))))
          if (isAdmin(profile)) return { admin: viewOf(profile), isNew: false }
          // Whoever registered an address without owning it must not become admin when its owner is named.
          const stored = yield* credentials.get(profile.id)
          if (!Option.exists(stored, (found) => found.emailVerified)) return yield* new EmailNotVerified({ email: profile.email })
          // Only the roles change, so the repository's EmailTaken cannot happen here.
          const granted = yield* users.update(profile.id, { roles: [...profile.roles, "admin"] }).pipe(
            Effect.catchTag("EmailTaken", Effect.die),
            Effect.catchTag("UserNotFound", () => Effect.fail(new NoUserWithEmail({ email })))
          )
          yield* audit.record(actor, "admin.grant", `user:${profile.id}`, { email: profile.email })
          return { admin: viewOf(granted), isNew: true }
        }),

      /** Takes the admin role from a user; an admin cannot revoke their own. */
      revoke: (id: UserId, actor: AuditActor) =>
        Effect.gen(function* () {
          if (actor.userId === id) return yield* new CannotRevokeSelf()
          const profile = yield* users.get(id).pipe(Effect.catchTag("UserNotFound", () => Effect.fail(new AdminNotFound({ id }))))
          if (!isAdmin(profile)) return yield* new AdminNotFound({ id })
          const revoked = yield* users.update(id, { roles: profile.roles.filter((role) => role !== "admin") }).pipe(
            Effect.catchTag("EmailTaken", Effect.die),
            Effect.catchTag("UserNotFound", () => Effect.fail(new AdminNotFound({ id })))
          )
          yield* audit.record(actor, "admin.revoke", `user:${id}`, { email: profile.email })
          return viewOf(revoked)
        })
    }
  }),
  dependencies: [AdminAudit.Default]
}) {}
