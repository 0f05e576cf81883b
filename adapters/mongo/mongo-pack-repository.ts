import { type Context, Effect, Either, Schema } from "effect"
import { Pack } from "#core/packs/pack-schema.ts"
import { StoredPack } from "#core/packs/pack-upgrade.ts"
import { OlderVersion, PackNotFound, type PackRepository, type UpsertOutcome, upsertOutcome } from "#core/ports/pack-repository.ts"
import { derivedPackQueries } from "../common/pack-queries.ts"
import { call, type KeyedDoc, type MongoCollections, transaction } from "./mongo-database.ts"

const encodePack = Schema.encodeSync(Pack)
/** Stored documents are decoded, never trusted (older formats upgraded); the extra _id is dropped. */
const decodePack = Schema.decodeUnknownSync(StoredPack)

/** Packs in `packs`, keyed by pack id; an upsert reads the stored version and writes in one transaction. */
export const makeMongoPackRepository = ({ client, packs }: MongoCollections): Context.Tag.Service<typeof PackRepository> => {
  const list = call(() => packs.find({}).sort({ _id: 1 }).toArray()).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodePack(doc)))))
  return {
    list,
    get: (id) =>
      call(() => packs.findOne({ _id: id })).pipe(
        Effect.flatMap((doc) => (doc === null ? Effect.fail(new PackNotFound({ id })) : Effect.sync(() => decodePack(doc))))
      ),
    upsert: (pack) =>
      Effect.suspend(() => {
        const doc: KeyedDoc = { ...encodePack(pack), _id: pack.id }
        return transaction(client, async (session): Promise<Either.Either<UpsertOutcome, OlderVersion>> => {
          const stored = await packs.findOne({ _id: pack.id }, { session, projection: { version: 1 } })
          const outcome = upsertOutcome(stored === null ? undefined : { version: String(stored.version) }, pack)
          if (outcome instanceof OlderVersion) return Either.left(outcome)
          if (outcome !== "unchanged") await packs.replaceOne({ _id: pack.id }, doc, { session, upsert: true })
          return Either.right(outcome)
        })
      }),
    delete: (id) =>
      call(() => packs.deleteOne({ _id: id })).pipe(
        Effect.flatMap((result) => (result.deletedCount === 1 ? Effect.void : Effect.fail(new PackNotFound({ id }))))
      ),
    ...derivedPackQueries(list)
  }
}
