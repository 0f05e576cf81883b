import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkEmail, checkSettingsEmail, checkSignUpEmail } from "./email.ts"
import { Email, SettingsEmail, SignUpEmail } from "./email-schema.ts"
import { checkWith } from "./validation-message-schema.ts"

const invalid = { key: "validation.email" }
const tooLong = { key: "validation.emailTooLong", params: { max: 50 } }
const required = { key: "validation.required" }

const localChar = fc.constantFrom(..."abcxyzABCXYZ0189._-")
const labelChar = fc.constantFrom(..."abcxyzABCXYZ0189-")
const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
/** Addresses of the spec's shape: local part, @, labels, a 2–4 letter ending. */
const specEmail = fc
  .tuple(
    fc.string({ unit: localChar, minLength: 1, maxLength: 20 }),
    fc.array(fc.string({ unit: labelChar, minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 3 }),
    fc.string({ unit: letter, minLength: 2, maxLength: 4 })
  )
  .map(([local, labels, ending]) => `${local}@${labels.join(".")}.${ending}`)

describe("email (spec §5)", () => {
  it("accepts letters, digits, dot, underscore and hyphen before @, and a 2–4 letter ending", () => {
    for (const email of ["zoe@grimpe.fr", "jean.dupont_42@mail.example.com", "a-b@c-d.info", "X@y.CO"]) {
      expect(checkEmail(email)).toBeUndefined()
    }
  })

  it("refuses other shapes with 'Please enter a valid email address.'", () => {
    for (const email of [
      "",
      "zoe",
      "zoe@",
      "@grimpe.fr",
      "zoe@grimpe",
      "zoe@grimpe.f",
      "zoe@grimpe.franc",
      "zoé@grimpe.fr",
      "zoe+1@grimpe.fr",
      "zoe @grimpe.fr",
      " zoe@grimpe.fr",
      "zoe@grimpe.fr2"
    ]) {
      expect(checkEmail(email)).toEqual(invalid)
    }
  })

  it("accepts every address of the spec's shape", () => {
    fc.assert(fc.property(specEmail, (email) => checkEmail(email) === undefined))
  })

  it("sign-up: at most 50 characters, with its own message", () => {
    const local = "a".repeat(41)
    expect(checkSignUpEmail(`${local}@club.com`)).toBeUndefined() // 50
    expect(checkSignUpEmail(`${local}a@club.com`)).toEqual(tooLong) // 51
    expect(checkSignUpEmail("nope")).toEqual(invalid)
    fc.assert(
      fc.property(specEmail, (email) => {
        expect(checkSignUpEmail(email)).toEqual(email.length <= 50 ? undefined : tooLong)
      })
    )
  })

  it("settings: required first, then valid", () => {
    expect(checkSettingsEmail("")).toEqual(required)
    expect(checkSettingsEmail("   ")).toEqual(required)
    expect(checkSettingsEmail("zoe")).toEqual(invalid)
    expect(checkSettingsEmail("zoe@grimpe.fr")).toBeUndefined()
  })

  it("the Schemas say what the rules say, for all texts", () => {
    const text = fc.oneof(
      fc.string(),
      specEmail,
      specEmail.map((email) => `${email}xx`)
    )
    const pairs = [
      [checkEmail, checkWith(Email)],
      [checkSignUpEmail, checkWith(SignUpEmail)],
      [checkSettingsEmail, checkWith(SettingsEmail)]
    ] as const
    fc.assert(
      fc.property(text, (value) => {
        for (const [rule, schema] of pairs) expect(schema(value)).toEqual(rule(value))
      })
    )
  })

  it("a Schema refuses what is not text", () => {
    expect(checkWith(Email)(42)).toEqual({ key: "validation.invalid" })
  })
})
