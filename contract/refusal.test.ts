import { describe, expect, expectTypeOf, it } from "vitest"
import { type CodeOf, codeOf, type RefusalCode } from "./refusal.ts"

describe("error codes", () => {
  it("are the tags kebab-cased, at run time and in the types alike", () => {
    expect(codeOf("VersionConflict")).toBe("version-conflict")
    expect(codeOf("NotGameOwner")).toBe("not-game-owner")
    expect(codeOf("InvalidJson")).toBe("invalid-json")
    expectTypeOf(codeOf("VersionConflict")).toEqualTypeOf<"version-conflict">()
    expectTypeOf<CodeOf<"NotGameOwner">>().toEqualTypeOf<"not-game-owner">()
    expectTypeOf<CodeOf<"A1B">>().toEqualTypeOf<"a1-b">()
    expect(codeOf("A1B")).toBe("a1-b")
  })

  it("form a closed union of the refusals' codes", () => {
    expectTypeOf<"pack-changed">().toMatchTypeOf<RefusalCode>()
    expectTypeOf<"human-check-required">().toMatchTypeOf<RefusalCode>()
    expectTypeOf<"no-such-code">().not.toMatchTypeOf<RefusalCode>()
  })
})
