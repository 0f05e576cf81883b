import { type Context, Effect, Schema } from "effect"
import { type MessageRepository, StoredMessage } from "#core/ports/message-repository.ts"
import { call, type MongoCollections } from "./mongo-database.ts"

const encodeMessage = Schema.encodeSync(StoredMessage)
const decodeMessage = Schema.decodeUnknownSync(StoredMessage)

/** Contact and feedback messages, newest first (by createdAt, then the later insert). */
export const makeMongoMessageRepository = ({ messages }: MongoCollections): Context.Tag.Service<typeof MessageRepository> => ({
  add: (message) => Effect.suspend(() => call(() => messages.insertOne({ ...encodeMessage(message) }))).pipe(Effect.asVoid),
  list: (category, page) =>
    call(() => {
      const sorted = messages.find(category === undefined ? {} : { category }).sort({ createdAt: -1, _id: -1 })
      return (page === undefined ? sorted : sorted.skip(page.offset).limit(page.limit)).toArray()
    }).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeMessage(doc))))),
  count: (category) => call(() => messages.countDocuments(category === undefined ? {} : { category }))
})
