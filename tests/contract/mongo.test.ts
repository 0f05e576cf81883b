import { randomUUID } from "node:crypto"
import { Effect, Layer } from "effect"
import { MongoClient } from "mongodb"
import { describe, expect, it } from "vitest"
import { makeMongoLayer } from "#adapters/mongo/mongo-layer.ts"
import { makeMongoSharedStateLayer } from "#adapters/mongo/mongo-shared-state.ts"
import { PackId } from "#core/domain/ids.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { formatOneWallPack } from "../support/wall-pack.ts"
import { describeAdminRepositoryContract } from "./admin-repository-contract.ts"
import { describeAnalyticsRepositoryContract } from "./analytics-repository-contract.ts"
import { describeCardStatsRepositoryContract } from "./card-stats-repository-contract.ts"
import { describeGymEventRepositoryContract } from "./gym-event-repository-contract.ts"
import { describeRepositoryContract } from "./repository-contract.ts"
import { describeSharedStateContract } from "./shared-state-contract.ts"

const uri = process.env.MONGODB_URI ?? ""
const skipped = "MongoDB contract suite: skipped: MONGODB_URI is not set"

/** The adapter on a database of its own, dropped when the test is done. */
const onFreshDatabase = (mongoUri: string) => () => {
  const dbName = `allez-contract-${randomUUID()}`
  return Layer.merge(makeMongoLayer(mongoUri, dbName), dropAfterwards(mongoUri, dbName))
}

/** Drops the database when the layer is released. */
const dropAfterwards = (mongoUri: string, dbName: string) =>
  Layer.scopedDiscard(
    Effect.acquireRelease(Effect.void, () =>
      Effect.promise(async () => {
        const client = await new MongoClient(mongoUri).connect()
        await client.db(dbName).dropDatabase()
        await client.close()
      })
    )
  )

if (uri === "") {
  // Said plainly, as a passing test rather than a skip: the run must show no accidental skips.
  describe("mongo: repository contract", () => {
    it(skipped, () => {
      console.log(skipped)
      expect(process.env.MONGODB_URI ?? "").toBe("")
    })
  })
} else {
  describeRepositoryContract("mongo", onFreshDatabase(uri), { propertyRuns: 30 })
  describeAdminRepositoryContract("mongo", onFreshDatabase(uri))
  describeAnalyticsRepositoryContract("mongo", onFreshDatabase(uri), { propertyRuns: 20 })
  describeCardStatsRepositoryContract("mongo", onFreshDatabase(uri), { propertyRuns: 20 })
  describeGymEventRepositoryContract("mongo", onFreshDatabase(uri))
  // Each "server" is a client of its own on the same database; the database is dropped with the last one.
  describeSharedStateContract("mongo", () => {
    const dbName = `allez-shared-${randomUUID()}`
    return () => Layer.merge(makeMongoSharedStateLayer(uri, dbName), dropAfterwards(uri, dbName))
  })

  describe("mongo: packs stored in an older format", () => {
    it("reads a format-1 pack as format 2: its time limits become timers meaning a limit", async () => {
      const dbName = `allez-upgrade-${randomUUID()}`
      const client = await new MongoClient(uri).connect()
      try {
        const text = { fr: "Top en moins de 30 s.", en: "Top it in under 30 s." }
        await client
          .db(dbName)
          .collection<{ _id: string; [field: string]: unknown }>("packs")
          .insertOne({ _id: "wall", ...formatOneWallPack([{ id: "wall-001", category: "time-linked", tags: [], text, timeLimitSeconds: 30 }]) })
        const pack = await Effect.runPromise(
          Effect.flatMap(PackRepository, (packs) => packs.get(PackId.make("wall"))).pipe(Effect.provide(makeMongoLayer(uri, dbName)))
        )
        expect(pack.challenges).toEqual([{ id: "wall-001", category: "time-linked", tags: [], text, timer: { seconds: 30, meaning: "limit" } }])
      } finally {
        await client.db(dbName).dropDatabase()
        await client.close()
      }
    })
  })
}
