import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkDisplayName } from "../validation/names.ts"
import { defaultDisplayName } from "./account-steps.ts"

describe("defaultDisplayName", () => {
  it("keeps a provider's name, without the characters a name may not hold", () => {
    expect(defaultDisplayName("lea@grimpe.fr", "Léa Martin")).toBe("Léa Martin")
    expect(defaultDisplayName("lea@grimpe.fr", "Léa\u202E nitraM")).toBe("Léa nitraM")
    expect(defaultDisplayName("lea@grimpe.fr", "\u200B\u200B")).toBe("lea")
    expect(defaultDisplayName("x@grimpe.fr")).toBe("x_")
  })

  it("never cuts a character in two when it shortens a name", () => {
    const name = defaultDisplayName("a@b.c", `${"x".repeat(24)}🧗`)
    expect(name).toBe("x".repeat(24))
  })

  it("always gives a name the display-name rule accepts, whatever a provider sends", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.option(fc.string({ unit: "binary", maxLength: 60 }), { nil: undefined }), (email, given) => {
        expect(checkDisplayName(defaultDisplayName(email, given))).toBeUndefined()
      })
    )
  })
})
