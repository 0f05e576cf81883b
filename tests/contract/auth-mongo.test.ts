import { randomUUID } from "node:crypto"
import { Effect, Layer } from "effect"
import { MongoClient } from "mongodb"
import { describe, expect, it } from "vitest"
import { makeMongoAuthLayer } from "#adapters/mongo/mongo-auth-repositories.ts"
import { describeAuthRepositoryContract } from "./auth-repository-contract.ts"

const uri = process.env.MONGODB_URI ?? ""
const skipped = "MongoDB account contract suite: skipped: MONGODB_URI is not set"

if (uri === "") {
  // Said plainly, as a passing test rather than a skip, like the main MongoDB suite.
  describe("mongo: account repository contract", () => {
    it(skipped, () => {
      console.log(skipped)
      expect(uri).toBe("")
    })
  })
} else {
  describeAuthRepositoryContract("mongo", () => {
    const dbName = `allez-auth-contract-${randomUUID()}`
    const dropAfterwards = Layer.scopedDiscard(
      Effect.acquireRelease(Effect.void, () =>
        Effect.promise(async () => {
          const client = await new MongoClient(uri).connect()
          await client.db(dbName).dropDatabase()
          await client.close()
        })
      )
    )
    return Layer.merge(makeMongoAuthLayer(uri, dbName), dropAfterwards)
  })
}
