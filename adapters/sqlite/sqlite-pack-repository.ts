import type Database from "better-sqlite3"
import { type Context, Effect, Either } from "effect"
import type { Pack } from "#core/packs/pack-schema.ts"
import { StoredPack } from "#core/packs/pack-upgrade.ts"
import { OlderVersion, PackNotFound, type PackRepository, type UpsertOutcome, upsertOutcome } from "#core/ports/pack-repository.ts"
import { derivedPackQueries } from "../common/pack-queries.ts"
import { type DocRow, rememberingCodec, writeTransaction } from "./sqlite-codec.ts"

/** Packs as JSON documents encoded with the pack Schema (older formats upgraded on read); the version column decides an upsert. */
export const makeSqlitePackRepository = (db: Database.Database): Context.Tag.Service<typeof PackRepository> => {
  // A pack is read far more often than it changes (each game, each friend's watch stream): one read back unchanged is not decoded again.
  const packCodec = rememberingCodec(StoredPack, { maxDocuments: 256 })
  const selectAll = db.prepare<[], DocRow & { id: string }>("SELECT id, doc FROM packs ORDER BY id")
  const select = db.prepare<[string], DocRow>("SELECT doc FROM packs WHERE id = ?")
  const selectVersion = db.prepare<[string], { id: string; version: string }>("SELECT id, version FROM packs WHERE id = ?")
  const put = db.prepare<[string, string, string]>(
    "INSERT INTO packs (id, version, doc) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version, doc = excluded.doc"
  )
  const remove = db.prepare<[string]>("DELETE FROM packs WHERE id = ?")
  const list = Effect.sync(() => selectAll.all().map((row) => packCodec.decode(row.id, row.doc)))

  const upsert = writeTransaction(db, (pack: Pack): Either.Either<UpsertOutcome, OlderVersion> => {
    const outcome = upsertOutcome(selectVersion.get(pack.id), pack)
    if (outcome instanceof OlderVersion) return Either.left(outcome)
    if (outcome !== "unchanged") put.run(pack.id, pack.version, packCodec.encode(pack.id, pack))
    return Either.right(outcome)
  })

  return {
    list,
    get: (id) =>
      Effect.flatten(
        Effect.sync(() => {
          const row = select.get(id)
          return row === undefined ? Either.left(new PackNotFound({ id })) : Either.right(packCodec.decode(id, row.doc))
        })
      ),
    upsert,
    delete: (id) => Effect.flatten(Effect.sync(() => (remove.run(id).changes === 1 ? Either.void : Either.left(new PackNotFound({ id }))))),
    ...derivedPackQueries(list)
  }
}
