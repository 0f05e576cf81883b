import { randomUUID } from "node:crypto"
import { Layer } from "effect"
import { MongoClient } from "mongodb"
import { afterAll, describe, expect, it } from "vitest"
import { makeMongoAuthLayer } from "#adapters/mongo/mongo-auth-repositories.ts"
import { makeMongoLayer } from "#adapters/mongo/mongo-layer.ts"
import { describePersonalDataContract } from "./personal-data-contract.ts"

const uri = process.env.MONGODB_URI ?? ""
const skipped = "MongoDB erasure suite: skipped: MONGODB_URI is not set"

if (uri === "") {
  // Said plainly, as a passing test rather than a skip, like the other MongoDB suites.
  describe("mongo: erasing an account", () => {
    it(skipped, () => {
      console.log(skipped)
      expect(uri).toBe("")
    })
  })
} else {
  let dbName = ""
  const made: Array<string> = []
  /** Runs `use` with a client of its own. */
  const withClient = async <A>(use: (client: MongoClient) => Promise<A>): Promise<A> => {
    const client = await new MongoClient(uri).connect()
    try {
      return await use(client)
    } finally {
      await client.close()
    }
  }
  // The databases are read after each test's store has closed, so they are dropped at the end.
  afterAll(() => withClient(async (client) => void (await Promise.all(made.map((name) => client.db(name).dropDatabase())))))
  describePersonalDataContract(
    "mongo",
    () => {
      dbName = `allez-erasure-${randomUUID()}`
      made.push(dbName)
      return Layer.merge(makeMongoLayer(uri, dbName), makeMongoAuthLayer(uri, dbName))
    },
    {
      rawText: () =>
        withClient(async (client) => {
          const db = client.db(dbName)
          const texts: Array<string> = []
          for (const { name } of await db.listCollections().toArray()) texts.push(`${name}: ${JSON.stringify(await db.collection(name).find({}).toArray())}`)
          return texts.join("\n")
        }),
      paymentCount: () => withClient((client) => client.db(dbName).collection("payments").countDocuments())
    }
  )
}
