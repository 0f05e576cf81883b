import { type Context, Effect, Schema } from "effect"
import { type MessageRepository, StoredMessage } from "#core/ports/message-repository.ts"
import { call, type MongoCollections } from "./mongo-database.ts"

const encodeMessage = Schema.encodeSync(StoredMessage)
const decodeMessage = Schema.decodeUnknownSync(StoredMessage)

/** Contact and feedback messages, newest first (by createdAt, then the later insert). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The messages an account sent while signed in, or from one of its addresses, or mentioning one (any case). */
const byAuthor = (author: string, emails: ReadonlyArray<string>) => ({
  $or: [
    { author },
    ...emails
      .filter((email) => email !== "")
      .flatMap((email) => [
        { from: { $regex: `^${escapeRegExp(email)}$`, $options: "i" } },
        { "message.subject": { $regex: escapeRegExp(email), $options: "i" } },
        { "message.text": { $regex: escapeRegExp(email), $options: "i" } }
      ])
  ]
})

export const makeMongoMessageRepository = ({ messages }: MongoCollections): Context.Tag.Service<typeof MessageRepository> => ({
  listBy: (author) =>
    call(() => messages.find({ author }).sort({ createdAt: -1, _id: -1 }).toArray()).pipe(
      Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeMessage(doc))))
    ),
  rewriteBy: (author, emails, anonymise) =>
    call(async () => {
      for (const doc of await messages.find(byAuthor(author, emails)).toArray()) {
        await messages.replaceOne({ _id: doc._id }, { ...encodeMessage(anonymise(decodeMessage(doc))) })
      }
    }),
  add: (message) => Effect.suspend(() => call(() => messages.insertOne({ ...encodeMessage(message) }))).pipe(Effect.asVoid),
  list: (category, page) =>
    call(() => {
      const sorted = messages.find(category === undefined ? {} : { category }).sort({ createdAt: -1, _id: -1 })
      return (page === undefined ? sorted : sorted.skip(page.offset).limit(page.limit)).toArray()
    }).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeMessage(doc))))),
  count: (category) => call(() => messages.countDocuments(category === undefined ? {} : { category }))
})
