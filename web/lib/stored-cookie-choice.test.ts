import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeStoredChoice, encodeStoredChoice } from "#core/consent/cookie-choice-schema.ts"
import { readStoredChoice, writeStoredChoice } from "./stored-cookie-choice.ts"

const storedText = fc.oneof(
  fc.string(),
  fc.json(),
  fc.record({ analythics: fc.boolean(), ads: fc.boolean() }).map((record) => JSON.stringify(record)),
  fc.record({ analythics: fc.anything(), ads: fc.anything(), analytics: fc.anything() }, { requiredKeys: [] }).map((record) => JSON.stringify(record) ?? "")
)

describe("the saved cookie choice, read without Schema", () => {
  it("reads any stored text exactly as core's decodeStoredChoice", () => {
    fc.assert(
      fc.property(storedText, (raw) => {
        expect(readStoredChoice(raw)).toEqual(decodeStoredChoice(raw))
      }),
      { numRuns: 2000 }
    )
  })

  it("reads nothing saved as no choice", () => {
    expect(readStoredChoice(null)).toBeUndefined()
  })

  it("writes what core's encodeStoredChoice writes, under the spec's field names", () => {
    fc.assert(
      fc.property(fc.record({ analytics: fc.boolean(), ads: fc.boolean() }), (choice) => {
        expect(writeStoredChoice(choice)).toEqual(encodeStoredChoice(choice))
        expect(readStoredChoice(JSON.stringify(writeStoredChoice(choice)))).toEqual(choice)
      })
    )
  })
})
