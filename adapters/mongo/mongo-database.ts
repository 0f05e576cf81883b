import { Effect, Either, Option, type Scope } from "effect"
import { type ClientSession, type Collection, type Db, type Document, MongoClient, MongoServerError } from "mongodb"

/** A stored document keyed by a string id (users, games, processed events). */
export interface KeyedDoc extends Document {
  _id: string
}

/** The collections, by name. */
export interface MongoCollections {
  readonly client: MongoClient
  readonly db: Db
  readonly users: Collection<KeyedDoc>
  readonly games: Collection<KeyedDoc>
  /** A shared game's watch link: `_id` the game's id, `tokenHash` the SHA-256 of the link's token. */
  readonly gameWatchLinks: Collection<KeyedDoc>
  readonly payments: Collection<Document>
  readonly processedEvents: Collection<KeyedDoc>
  readonly messages: Collection<Document>
  readonly packs: Collection<KeyedDoc>
  /** Finished games, one document per owner and game (fields of FinishedGame, unique on owner and gameId). */
  readonly gameHistory: Collection<Document>
}

/** Creates the indexes the repositories rely on; idempotent, run at every start-up. */
export const ensureIndexes = async (collections: MongoCollections): Promise<void> => {
  await Promise.all([
    collections.users.createIndexes([
      { key: { emailKey: 1 }, name: "users_email_key", unique: true },
      { key: { roles: 1 }, name: "users_roles" }
    ]),
    collections.games.createIndexes([{ key: { owner: 1 }, name: "games_owner" }]),
    collections.payments.createIndexes([
      { key: { userId: 1, recordId: 1 }, name: "payments_user_record", unique: true },
      { key: { userId: 1, createdAt: 1, _id: 1 }, name: "payments_by_user" }
    ]),
    collections.gameHistory.createIndexes([
      { key: { owner: 1, gameId: 1 }, name: "game_history_owner_game", unique: true },
      { key: { owner: 1, finishedAt: -1, gameId: -1 }, name: "game_history_newest" }
    ]),
    collections.messages.createIndexes([
      { key: { createdAt: -1, _id: -1 }, name: "messages_newest" },
      { key: { category: 1, createdAt: -1, _id: -1 }, name: "messages_by_category" }
    ])
  ])
}

/**
 * Why the MongoDB server behind a `hello` reply cannot hold Allez!'s data, or undefined when it can:
 * game creation and the end of a game are transactions and live games are change streams, which a
 * standalone server refuses (each would fail later, on the first game, as a 500).
 */
export const replicaSetProblem = (hello: Document): string | undefined =>
  typeof hello.setName === "string" || hello.msg === "isdbgrid"
    ? undefined
    : "MongoDB must run as a replica set, as games use transactions and change streams (one node is enough: start mongod with --replSet rs0, run rs.initiate() once, and add ?replicaSet=rs0 to the URL)"

/**
 * A connected client for the life of the scope, with its indexes in place; closed on release.
 * A standalone server (no replica set) is refused at once, in words (replicaSetProblem).
 * `undefined` fields are left out of stored documents (an optional field is absent, never null).
 */
export const acquireCollections = (uri: string, dbName: string): Effect.Effect<MongoCollections, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const client = await new MongoClient(uri, { ignoreUndefined: true }).connect()
      const db = client.db(dbName)
      const collections: MongoCollections = {
        client,
        db,
        users: db.collection<KeyedDoc>("users"),
        games: db.collection<KeyedDoc>("games"),
        gameWatchLinks: db.collection<KeyedDoc>("gameWatchLinks"),
        payments: db.collection("payments"),
        processedEvents: db.collection<KeyedDoc>("processedEvents"),
        messages: db.collection("messages"),
        packs: db.collection<KeyedDoc>("packs"),
        gameHistory: db.collection("gameHistory")
      }
      try {
        const problem = replicaSetProblem(await db.admin().command({ hello: 1 }))
        if (problem !== undefined) throw new Error(problem)
        await ensureIndexes(collections)
      } catch (error) {
        await client.close()
        throw error
      }
      return collections
    }),
    ({ client }) => Effect.promise(() => client.close())
  )

/** True for a unique-index violation, optionally on an index over `field`. */
export const isDuplicateKey = (error: unknown, field?: string): boolean => {
  if (!(error instanceof MongoServerError) || error.code !== 11000) return false
  if (field === undefined) return true
  const pattern: unknown = error.keyPattern
  return typeof pattern === "object" && pattern !== null && field in pattern
}

/** A driver call: a rejection is an infrastructure fault, hence a defect. */
export const call = <A>(operation: () => Promise<A>): Effect.Effect<A> => Effect.orDie(Effect.tryPromise(operation))

/** A driver call whose rejection `classify` may recognise as a domain outcome; any other is a defect. */
export const callOr = <A, E>(operation: () => Promise<A>, classify: (error: unknown) => E | undefined): Effect.Effect<A, E> =>
  Effect.tryPromise({ try: operation, catch: (error) => error }).pipe(
    Effect.catchAll((error) => {
      const outcome = classify(error)
      return outcome === undefined ? Effect.die(error) : Effect.fail(outcome)
    })
  )

const abort = new Error("transaction aborted with a domain outcome")

/**
 * Runs `body` in a multi-document transaction (which needs a replica set; a single-node one will
 * do). A Left from the body rolls back whatever it wrote and fails with that outcome; `classify`
 * may recognise a driver error as an outcome; anything else is a defect. The driver may run the
 * body again on a transient error, so it must only touch the database.
 */
export const transaction = <A, E>(
  client: MongoClient,
  body: (session: ClientSession) => Promise<Either.Either<A, E>>,
  classify: (error: unknown) => E | undefined = () => undefined
): Effect.Effect<A, E> =>
  Effect.suspend(() => {
    let outcome: Option.Option<E> = Option.none()
    return callOr(
      () =>
        client.withSession((session) =>
          session.withTransaction(async () => {
            outcome = Option.none()
            const result = await body(session)
            if (Either.isRight(result)) return result.right
            outcome = Option.some(result.left)
            throw abort
          })
        ),
      (error): E | undefined => (error === abort ? Option.getOrUndefined(outcome) : classify(error))
    )
  })
