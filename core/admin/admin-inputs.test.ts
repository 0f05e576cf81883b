import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { fieldMessages } from "../validation/validation-message-schema.ts"
import { ChallengeChangeInput, NewChallengeInput } from "./admin-inputs.ts"

const text = { fr: "Grimpe en chantant.", en: "Climb while singing." }

/** The first message key of each refused field of an input, by field path, as the API answers them. */
const refusals = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown) => {
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(input)
  const keys: Record<string, string> = {}
  if (Either.isLeft(decoded)) for (const { path, message } of fieldMessages(decoded.left)) keys[path.join(".")] ??= message.key
  return keys
}

describe("a challenge's styles and players as an admin sends them", () => {
  it("takes one to four styles, each once, and 2 to 4 players", () => {
    const input = Schema.decodeUnknownSync(NewChallengeInput)({ category: "game", text, styles: ["overhang", "traverse"], minPlayers: 3 })
    expect(input).toMatchObject({ styles: ["overhang", "traverse"], minPlayers: 3 })
    expect(refusals(ChallengeChangeInput, { expectedVersion: "1.0.0", styles: ["slab", "vertical", "overhang", "traverse"], minPlayers: 2 })).toEqual({})
  })

  it("refuses a style not in the game, none, one twice or too many, and players out of 2–4, in the admin's words", () => {
    const change = (fields: Record<string, unknown>) => refusals(ChallengeChangeInput, { expectedVersion: "1.0.0", ...fields })
    expect(change({ styles: ["boulder"] })).toMatchObject({ "styles.0": "admin.validation.style" })
    expect(change({ styles: "slab" })).toEqual({ styles: "validation.invalid" })
    expect(change({ styles: [] })).toEqual({ styles: "admin.validation.stylesRequired" })
    expect(change({ styles: ["slab", "slab"] })).toEqual({ styles: "admin.validation.stylesEachOnce" })
    expect(change({ styles: Array.from({ length: 1000 }, () => "slab") })).toEqual({ styles: "admin.validation.stylesEachOnce" })
    for (const minPlayers of [1, 9, 2.5]) expect(change({ minPlayers })).toEqual({ minPlayers: "admin.validation.minPlayers" })
    expect(change({ minPlayers: "3" })).toEqual({ minPlayers: "validation.invalid" })
  })
})
