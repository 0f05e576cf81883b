import { describe, expect, it } from "vitest"
import { PackId } from "../domain/ids.ts"
import { OlderVersion } from "../ports/pack-repository.ts"
import { importKinds, storesPack } from "./import-outcome.ts"

describe("storesPack", () => {
  it("says a new id or a newer version stores the pack, and nothing else does", () => {
    expect(importKinds.filter(storesPack)).toEqual(["added", "replaced"])
    expect(storesPack(new OlderVersion({ id: PackId.make("base"), stored: "1.1.0", offered: "1.0.0" }))).toBe(false)
  })
})
