import { describe, expect, it } from "vitest"
import { PackId } from "../domain/ids.ts"
import { OlderVersion, upsertOutcome } from "./pack-repository.ts"

describe("upsertOutcome", () => {
  const id = PackId.make("base")
  it("adds a new pack, keeps the same version, replaces with a newer one and refuses an older one", () => {
    expect(upsertOutcome(undefined, { id, version: "1.0.0" })).toBe("added")
    expect(upsertOutcome({ version: "1.0.0" }, { id, version: "1.0.0" })).toBe("unchanged")
    expect(upsertOutcome({ version: "1.0.0" }, { id, version: "1.0.1" })).toBe("replaced")
    expect(upsertOutcome({ version: "1.0.1" }, { id, version: "1.0.0" })).toEqual(new OlderVersion({ id, stored: "1.0.1", offered: "1.0.0" }))
  })
})
