import { randomUUID } from "node:crypto"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { type Collection, type Db, GridFSBucket, MongoClient } from "mongodb"
import type { SharedStatePorts } from "#core/ports/data-ports.ts"
import { FileStore } from "#core/ports/file-store.ts"
import { backOffWait, RateLimiter } from "#core/ports/rate-limiter.ts"
import { ServerSecrets } from "#core/ports/server-secrets.ts"
import { SpentProofs } from "#core/ports/spent-proofs.ts"
import { contentTypeOf, filePathOf, fileUrlOf, isSafeFilePath } from "../files/file-paths.ts"
import { call, isDuplicateKey } from "./mongo-database.ts"

/** Every document below carries `expiresAt`, the date the TTL index removes it after (its logic reads the times in ms). */
interface WindowDoc {
  _id: string
  count: number
  resetAt: number
  expiresAt: Date
}
interface FailureDoc {
  _id: string
  count: number
  lastAt: number
  forgetAt: number
  expiresAt: Date
}
interface MemberDoc {
  _id: string
  until: number
  expiresAt: Date
}
interface PlacesDoc {
  _id: string
  places: Array<{ token: string; until: number }>
  expiresAt: Date | null
}
interface SpentDoc {
  _id: string
  expiresAt: Date
}
interface SecretDoc {
  _id: string
  value: string
}

/** An upsert on `_id` racing another one may meet a duplicate key once: the second try finds the document. */
const upserting = <A>(operation: () => Promise<A>): Effect.Effect<A> =>
  call(() => operation().catch((error: unknown) => (isDuplicateKey(error) ? operation() : Promise.reject(error))))

/** A field that is missing or whose time has passed at `now`, in an aggregation expression. */
const isOver = (field: string, now: number) => ({ $lte: [{ $ifNull: [field, 0] }, now] })

/**
 * The rate limiter over collections rateWindows, rateFailures, rateMembers and ratePlaces: each
 * count is one atomic update of one document (pipeline updates), so every server counts as one;
 * TTL indexes remove what has expired.
 */
export const makeMongoRateLimiter = (db: Db): Context.Tag.Service<typeof RateLimiter> => {
  const windows: Collection<WindowDoc> = db.collection("rateWindows")
  const failures: Collection<FailureDoc> = db.collection("rateFailures")
  const members: Collection<MemberDoc> = db.collection("rateMembers")
  const places: Collection<PlacesDoc> = db.collection("ratePlaces")

  const record = (key: string, windowMs: number) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      upserting(() =>
        windows.findOneAndUpdate(
          { _id: key },
          [
            {
              $set: {
                count: { $cond: [isOver("$resetAt", now), 1, { $add: ["$count", 1] }] },
                resetAt: { $cond: [isOver("$resetAt", now), now + windowMs, "$resetAt"] }
              }
            },
            { $set: { expiresAt: { $toDate: "$resetAt" } } }
          ],
          { upsert: true, returnDocument: "after" }
        )
      ).pipe(Effect.map((window) => window?.count ?? 1))
    )

  return {
    attempt: (key, limit, windowMs) => Effect.map(record(key, windowMs), (count) => count <= limit),
    record,
    hold: (key, limit, leaseMs) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const token = randomUUID()
        const live = { $filter: { input: { $ifNull: ["$places", []] }, cond: { $gt: ["$$this.until", now] } } }
        return upserting(() =>
          places.findOneAndUpdate(
            { _id: key },
            [
              { $set: { places: live } },
              {
                $set: {
                  places: { $cond: [{ $lt: [{ $size: "$places" }, limit] }, { $concatArrays: ["$places", [{ token, until: now + leaseMs }]] }, "$places"] }
                }
              },
              { $set: { expiresAt: { $toDate: { $max: "$places.until" } } } }
            ],
            { upsert: true, returnDocument: "after" }
          )
        ).pipe(
          Effect.map((held) =>
            held?.places.some((place) => place.token === token) === true
              ? Option.some(call(() => places.updateOne({ _id: key }, { $pull: { places: { token } } })).pipe(Effect.asVoid))
              : Option.none()
          )
        )
      }),
    waitFor: (key, backOff) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.map(
          call(() => failures.findOne({ _id: key, forgetAt: { $gt: now } })),
          (counted) => (counted === null ? 0 : backOffWait(backOff, counted.count, counted.lastAt, now))
        )
      ),
    failuresOf: (key) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.map(
          call(() => failures.findOne({ _id: key, forgetAt: { $gt: now } })),
          (counted) => counted?.count ?? 0
        )
      ),
    addFailure: (key, backOff) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        upserting(() =>
          failures.updateOne(
            { _id: key },
            [
              {
                $set: {
                  count: { $cond: [isOver("$forgetAt", now), 1, { $add: ["$count", 1] }] },
                  lastAt: now,
                  forgetAt: now + backOff.forgetAfterMs,
                  expiresAt: new Date(now + backOff.forgetAfterMs)
                }
              }
            ],
            { upsert: true }
          )
        )
      ).pipe(Effect.asVoid),
    removeFailure: (key) =>
      call(async () => {
        const decremented = await failures.updateOne({ _id: key, count: { $gt: 1 } }, { $inc: { count: -1 } })
        if (decremented.matchedCount === 0) await failures.deleteOne({ _id: key, count: { $lte: 1 } })
      }),
    clearFailures: (key) => call(() => failures.deleteOne({ _id: key })).pipe(Effect.asVoid),
    remember: (key, member, forMs) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        upserting(() =>
          members.updateOne({ _id: `${key}\u0000${member}` }, { $set: { until: now + forMs, expiresAt: new Date(now + forMs) } }, { upsert: true })
        )
      ).pipe(Effect.asVoid),
    isRemembered: (key, member) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.map(
          call(() => members.findOne({ _id: `${key}\u0000${member}`, until: { $gt: now } })),
          (found) => found !== null
        )
      )
  }
}

/** Spent proofs in the spentProofs collection: the unique `_id` decides which server spent a proof first. */
export const makeMongoSpentProofs = (db: Db): Context.Tag.Service<typeof SpentProofs> => {
  const spent: Collection<SpentDoc> = db.collection("spentProofs")
  return {
    spend: (id, expiresAt) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        call(() =>
          // Matches only an expired entry (then taken again); otherwise the upsert inserts, and a live entry makes it a duplicate key.
          spent.updateOne({ _id: id, expiresAt: { $lte: new Date(now) } }, { $set: { expiresAt: new Date(expiresAt) } }, { upsert: true }).then(
            () => true,
            (error: unknown) => (isDuplicateKey(error) ? false : Promise.reject(error))
          )
        )
      )
  }
}

/** Server secrets in the serverSecrets collection: the first server to store one gives it to all. */
export const makeMongoServerSecrets = (db: Db): Context.Tag.Service<typeof ServerSecrets> => {
  const secrets: Collection<SecretDoc> = db.collection("serverSecrets")
  return {
    obtain: (name, candidate) =>
      Effect.flatMap(
        upserting(() => secrets.updateOne({ _id: name }, { $setOnInsert: { value: candidate } }, { upsert: true })),
        () =>
          call(async () => {
            const stored = await secrets.findOne({ _id: name })
            if (stored === null) throw new Error(`the server secret ${name} could not be stored`)
            return stored.value
          })
      )
  }
}

/**
 * Files in GridFS (bucket `files`), named by their path. A new version is written whole before the
 * older ones are deleted, so a reader meets one complete version; a reader that lost the race with a
 * replacement reads again. The media type comes from the extension the store chose, as on disk.
 */
export const makeMongoFileStore = (db: Db): Context.Tag.Service<typeof FileStore> => {
  const bucket = new GridFSBucket(db, { bucketName: "files" })
  const versionsOf = (path: string) => bucket.find({ filename: path }, { sort: { uploadDate: -1, _id: -1 } }).toArray()
  const read = async (path: string): Promise<Uint8Array | undefined> => {
    const [latest] = await versionsOf(path)
    if (latest === undefined) return undefined
    const chunks: Array<Buffer> = []
    for await (const chunk of bucket.openDownloadStream(latest._id)) chunks.push(chunk as Buffer)
    return new Uint8Array(Buffer.concat(chunks))
  }
  return {
    put: (path, file) =>
      call(async () => {
        if (!isSafeFilePath(path)) throw new Error(`refusing to store a file at an unsafe path: ${path}`)
        const upload = bucket.openUploadStream(path)
        await pipeline(Readable.from([Buffer.from(file.bytes)]), upload)
        for (const older of await versionsOf(path)) if (!older._id.equals(upload.id)) await bucket.delete(older._id).catch(() => undefined)
      }),
    get: (path) =>
      call(async () => {
        if (!isSafeFilePath(path)) return Option.none()
        const bytes = await read(path).catch(() => read(path))
        return bytes === undefined ? Option.none() : Option.some({ bytes, contentType: contentTypeOf(path) })
      }),
    delete: (path) =>
      call(async () => {
        for (const version of await versionsOf(path)) await bucket.delete(version._id).catch(() => undefined)
      }),
    deleteFolder: (path) =>
      call(async () => {
        // Every file under `folder/`: names from "folder/" up to, not including, "folder0" ('0' follows '/').
        const under = await bucket.find({ filename: { $gte: `${path}/`, $lt: `${path}0` } }).toArray()
        for (const file of under) await bucket.delete(file._id).catch(() => undefined)
      }),
    urlOf: fileUrlOf,
    pathOf: filePathOf
  }
}

/** Creates the TTL indexes the shared state relies on (GridFS makes its own); idempotent, run at every start-up. */
export const ensureSharedStateIndexes = async (db: Db): Promise<void> => {
  const ttl = { key: { expiresAt: 1 }, name: "expires_ttl", expireAfterSeconds: 0 }
  await Promise.all(["rateWindows", "rateFailures", "rateMembers", "ratePlaces", "spentProofs"].map((name) => db.collection(name).createIndexes([ttl])))
}

/**
 * What several servers on one MongoDB database must share besides the data: rate limits, spent
 * proofs, server secrets (collections with TTL indexes) and stored files (GridFS), on a client of
 * their own, closed with the layer.
 */
export const makeMongoSharedStateLayer = (uri: string, dbName: string): Layer.Layer<SharedStatePorts> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const client = yield* Effect.acquireRelease(Effect.orDie(Effect.tryPromise(() => MongoClient.connect(uri, { ignoreUndefined: true }))), (opened) =>
        Effect.promise(() => opened.close())
      )
      const db = client.db(dbName)
      yield* Effect.orDie(Effect.tryPromise(() => ensureSharedStateIndexes(db)))
      return Context.make(RateLimiter, makeMongoRateLimiter(db)).pipe(
        Context.add(SpentProofs, makeMongoSpentProofs(db)),
        Context.add(ServerSecrets, makeMongoServerSecrets(db)),
        Context.add(FileStore, makeMongoFileStore(db))
      )
    })
  )
