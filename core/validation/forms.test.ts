import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkContactForm } from "./contact.ts"
import { ContactForm } from "./contact-schema.ts"
import { canSendFeedback, checkFeedback } from "./feedback.ts"
import { FeedbackForm } from "./feedback-schema.ts"
import { checkSignUpForm } from "./sign-up.ts"
import { SignUpForm } from "./sign-up-schema.ts"
import { checkWith, fieldMessages } from "./validation-message-schema.ts"

const required = { key: "validation.required" }

const messagesOf = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  return Either.isLeft(decoded) ? fieldMessages(decoded.left) : []
}

describe("feedback (spec §5)", () => {
  it("needs a subject and a message", () => {
    expect(checkFeedback({ subject: "", message: " " })).toEqual({ subject: required, message: required })
    expect(checkFeedback({ subject: "Bug", message: "The timer froze" })).toEqual({})
  })

  it("can be sent only when both are filled in and nothing is being sent, for all inputs", () => {
    expect(canSendFeedback("Bug", "The timer froze", false)).toBe(true)
    expect(canSendFeedback("Bug", "The timer froze", true)).toBe(false)
    expect(canSendFeedback("Bug", "", false)).toBe(false)
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.boolean(),
        (subject, message, isSending) => canSendFeedback(subject, message, isSending) === (!isSending && subject.trim() !== "" && message.trim() !== "")
      )
    )
  })

  it("the Schema reports each missing field", () => {
    expect(messagesOf(FeedbackForm, { subject: "", message: "hi" })).toEqual([{ path: ["subject"], message: required }])
    expect(messagesOf(FeedbackForm, { subject: "Bug" })).toEqual([{ path: ["message"], message: required }])
    expect(checkWith(FeedbackForm)({ subject: "Bug", message: "hi" })).toBeUndefined()
  })
})

describe("contact form (spec §3)", () => {
  it("needs name, a valid e-mail, subject and message", () => {
    expect(checkContactForm({ name: "", email: "zoe", subject: "Hi", message: "" })).toEqual({
      name: required,
      email: { key: "validation.email" },
      message: required
    })
    expect(checkContactForm({ name: "Zoé", email: "zoe@grimpe.fr", subject: "Hi", message: "Salut" })).toEqual({})
  })

  it("the Schema reports the same fields", () => {
    expect(messagesOf(ContactForm, { name: "", email: "zoe", subject: "Hi", message: "" })).toEqual([
      { path: ["name"], message: required },
      { path: ["email"], message: { key: "validation.email" } },
      { path: ["message"], message: required }
    ])
  })
})

describe("sign-up form (spec §8)", () => {
  const good = { email: "zoe@grimpe.fr", password: "Grimpe2024!", confirmation: "Grimpe2024!" }

  it("checks the e-mail, the password and its confirmation", () => {
    expect(checkSignUpForm(good)).toEqual({})
    expect(checkSignUpForm({ ...good, confirmation: "Grimpe2025!" })).toEqual({ confirmation: { key: "validation.passwordMismatch" } })
    expect(checkSignUpForm({ email: `${"a".repeat(45)}@grimpe.fr`, password: "short", confirmation: "" })).toEqual({
      email: { key: "validation.emailTooLong", params: { max: 50 } },
      password: { key: "validation.password", params: { min: 8, specials: "@ $ ! % * ? & ." } },
      confirmation: { key: "validation.passwordMismatch" }
    })
  })

  it("the Schema reports a mismatch on the confirmation", () => {
    expect(messagesOf(SignUpForm, { ...good, confirmation: "nope" })).toEqual([{ path: ["confirmation"], message: { key: "validation.passwordMismatch" } }])
    expect(messagesOf(SignUpForm, { ...good, email: "zoe" })).toEqual([{ path: ["email"], message: { key: "validation.email" } }])
    expect(checkWith(SignUpForm)(good)).toBeUndefined()
  })
})
