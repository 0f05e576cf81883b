import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkPassword, checkPasswordConfirmation } from "./password.ts"
import { Password } from "./password-schema.ts"
import { checkWith } from "./validation-message-schema.ts"

const weak = { key: "validation.password", params: { min: 8, specials: "@ $ ! % * ? & ." } }

const lower = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz")
const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ")
const digit = fc.constantFrom(..."0123456789")
const special = fc.constantFrom(..."@$!%*?&.")
const filler = fc.string({ unit: fc.constantFrom(..."abcXYZ019 é#_"), maxLength: 12 })

describe("password (spec §5)", () => {
  it("examples", () => {
    expect(checkPassword("Grimpe2024!")).toBeUndefined()
    expect(checkPassword("Ab1.efgh")).toBeUndefined()
    expect(checkPassword("Ab1!efg")).toEqual(weak) // 7 characters
    expect(checkPassword("grimpe2024!")).toEqual(weak) // no upper case
    expect(checkPassword("GRIMPE2024!")).toEqual(weak) // no lower case
    expect(checkPassword("Grimpeur!!")).toEqual(weak) // no digit
    expect(checkPassword("Grimpe2024")).toEqual(weak) // no special character
    expect(checkPassword("Grimpe 2024#")).toEqual(weak) // # is not one of the specials
    // Any other character is allowed beside the rule's: hyphens, spaces, accents.
    expect(checkPassword("Grimpe-été 2026 !")).toBeUndefined()
    expect(checkPassword("Ça Grimpe-3 fois.")).toBeUndefined()
  })

  it("accepts any text of 8 or more characters holding each kind of character", () => {
    fc.assert(
      fc.property(lower, upper, digit, special, filler, fc.nat(), (a, b, c, d, rest, seed) => {
        const chars = [a, b, c, d, ...rest]
        const shuffled = chars.map((char, index) => ({ char, key: (index * 7919 + seed) % 101 })).sort((x, y) => x.key - y.key)
        const password = shuffled
          .map((entry) => entry.char)
          .join("")
          .padEnd(8, "x")
        expect(checkPassword(password)).toBeUndefined()
      })
    )
  })

  it("refuses any text missing a kind of character", () => {
    const without = (kind: RegExp) => fc.string({ minLength: 8 }).filter((text) => !kind.test(text))
    for (const kind of [/[a-z]/, /[A-Z]/, /\d/, /[@$!%*?&.]/]) {
      fc.assert(
        fc.property(without(kind), (text) => {
          expect(checkPassword(text)).toEqual(weak)
        })
      )
    }
  })

  it("confirmation must equal the password", () => {
    expect(checkPasswordConfirmation("Grimpe2024!", "Grimpe2024!")).toBeUndefined()
    expect(checkPasswordConfirmation("Grimpe2024!", "grimpe2024!")).toEqual({ key: "validation.passwordMismatch" })
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => (checkPasswordConfirmation(a, b) === undefined) === (a === b)))
  })

  it("the Schema says what the rule says, for all texts", () => {
    const schema = checkWith(Password)
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        expect(schema(text)).toEqual(checkPassword(text))
      })
    )
  })
})
