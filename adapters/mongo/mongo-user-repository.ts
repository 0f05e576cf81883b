import { type Context, Effect, Schema } from "effect"
import { EmailTaken, UserNotFound, type UserRepository } from "#core/ports/user-repository.ts"
import { ProfileUpdate, UserProfile } from "#core/profile/profile.ts"
import { emailKey, namedChanges } from "../common/profile-changes.ts"
import { call, callOr, isDuplicateKey, type KeyedDoc, type MongoCollections } from "./mongo-database.ts"

const encodeProfile = Schema.encodeSync(UserProfile)
const encodeChanges = Schema.encodeSync(ProfileUpdate)
/** Stored documents are decoded, never trusted; extra keys (_id, emailKey, formerEmails) are dropped. */
export const decodeProfile = Schema.decodeUnknownSync(UserProfile)

/** A profile as stored: its fields, keyed by the user id, with the lower-cased e-mail beside them. */
export const profileDocument = (profile: UserProfile): KeyedDoc => ({
  ...encodeProfile(profile),
  _id: profile.id,
  emailKey: emailKey(profile.email)
})

/** The `$set` of a partial update: only the named fields (and the e-mail key when the e-mail is named). */
export const profileSet = (changes: ProfileUpdate): Record<string, unknown> => {
  const named = namedChanges(changes)
  const encoded: Record<string, unknown> = { ...encodeChanges(named) }
  if (named.email !== undefined) encoded.emailKey = emailKey(named.email)
  return encoded
}

/**
 * Profiles in `users`; the unique index on emailKey makes the e-mail check atomic. Beside a profile's
 * fields, `formerEmails` keeps the addresses it had before (the profile's delete takes them along).
 */
export const makeMongoUserRepository = ({ users }: MongoCollections): Context.Tag.Service<typeof UserRepository> => {
  const get: Context.Tag.Service<typeof UserRepository>["get"] = (id) =>
    call(() => users.findOne({ _id: id })).pipe(
      Effect.flatMap((doc) => (doc === null ? Effect.fail(new UserNotFound({ id })) : Effect.sync(() => decodeProfile(doc))))
    )
  return {
    get,
    findByEmail: (email) =>
      call(() => users.findOne({ emailKey: emailKey(email) })).pipe(
        Effect.flatMap((doc) => (doc === null ? Effect.fail(new UserNotFound({ id: email })) : Effect.sync(() => decodeProfile(doc))))
      ),
    create: (profile) =>
      Effect.suspend(() => {
        const doc = profileDocument(profile)
        return callOr(
          () => users.insertOne(doc),
          (error) => (isDuplicateKey(error, "emailKey") ? new EmailTaken({ email: profile.email }) : undefined)
        )
      }).pipe(Effect.asVoid),
    update: (id, changes) =>
      Effect.suspend(() => {
        const set = profileSet(changes)
        if (Object.keys(set).length === 0) return get(id)
        const newKey = typeof set.emailKey === "string" ? set.emailKey : undefined
        // The address about to be replaced joins the former ones first, so no crash loses it; an
        // update then refused (EmailTaken) leaves the current address listed too, which erases alike.
        const keepFormer =
          newKey === undefined
            ? Effect.void
            : call(() =>
                users.updateOne({ _id: id, emailKey: { $ne: newKey } }, [
                  { $set: { formerEmails: { $concatArrays: [{ $ifNull: ["$formerEmails", []] }, ["$email"]] } } }
                ])
              )
        return Effect.zipRight(
          keepFormer,
          callOr(
            () => users.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: "after" }),
            (error) => (isDuplicateKey(error, "emailKey") ? new EmailTaken({ email: changes.email ?? "" }) : undefined)
          ).pipe(Effect.flatMap((doc) => (doc === null ? Effect.fail(new UserNotFound({ id })) : Effect.sync(() => decodeProfile(doc)))))
        )
      }),
    formerEmailsOf: (id) =>
      call(() => users.findOne({ _id: id }, { projection: { formerEmails: 1 } })).pipe(
        Effect.map((doc) => (Array.isArray(doc?.formerEmails) ? doc.formerEmails.filter((email): email is string => typeof email === "string") : []))
      ),
    delete: (id) =>
      call(() => users.deleteOne({ _id: id })).pipe(
        Effect.flatMap((result) => (result.deletedCount === 1 ? Effect.void : Effect.fail(new UserNotFound({ id }))))
      ),
    listAdmins: call(() => users.find({ roles: "admin" }).sort({ _id: 1 }).toArray()).pipe(
      Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeProfile(doc))))
    )
  }
}
