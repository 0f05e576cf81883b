import { describe, expect, it } from "vitest"
import { replicaSetProblem } from "./mongo-database.ts"

// `hello` replies as MongoDB sends them (trimmed): the adapter checks one at start-up.
describe("replicaSetProblem", () => {
  it("accepts a replica set member, even a single node, and a mongos in front of a sharded cluster", () => {
    expect(replicaSetProblem({ isWritablePrimary: true, setName: "rs0", hosts: ["localhost:27017"], ok: 1 })).toBeUndefined()
    expect(replicaSetProblem({ isWritablePrimary: true, msg: "isdbgrid", ok: 1 })).toBeUndefined()
  })

  it("refuses a standalone server, saying why and how to start one that will do", () => {
    const problem = replicaSetProblem({ isWritablePrimary: true, maxWireVersion: 21, ok: 1 })
    expect(problem).toContain("MongoDB must run as a replica set")
    expect(problem).toContain("transactions and change streams")
    expect(problem).toContain("--replSet rs0")
    expect(problem).toContain("rs.initiate()")
  })
})
