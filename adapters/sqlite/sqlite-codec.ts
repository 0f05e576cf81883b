import type Database from "better-sqlite3"
import { Effect, type Either, Schema } from "effect"

/** A document as JSON text, both ways through a core Schema: what is read back is decoded, never trusted. */
export interface JsonCodec<A> {
  readonly encode: (value: A) => string
  /** Throws when the stored text is not a valid document (a defect: the file was tampered with). */
  readonly decode: (text: unknown) => A
}

export const jsonCodec = <A, I>(schema: Schema.Schema<A, I>): JsonCodec<A> => {
  const json = Schema.parseJson(schema)
  return { encode: Schema.encodeSync(json), decode: Schema.decodeUnknownSync(json) }
}

/**
 * Runs `body` in a write transaction (BEGIN IMMEDIATE, so two connections never deadlock upgrading
 * a read lock). The body returns the domain outcome; anything it throws rolls back and becomes a
 * defect. A Left must be decided before the body writes anything, since a Left still commits.
 */
export const writeTransaction = <Args extends Array<unknown>, A, E>(
  db: Database.Database,
  body: (...args: Args) => Either.Either<A, E>
): ((...args: Args) => Effect.Effect<A, E>) => {
  const transaction = db.transaction(body)
  return (...args) => Effect.flatten(Effect.sync(() => transaction.immediate(...args)))
}

/** A row with a `doc` column, as better-sqlite3 returns it. */
export interface DocRow {
  readonly doc: string
}
