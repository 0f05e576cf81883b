import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkDisplayName, checkPlayerName, isPlayerNameTaken } from "./names.ts"
import { DisplayName, PlayerName } from "./names-schema.ts"
import { checkWith } from "./validation-message-schema.ts"

const playerNameMessage = { key: "validation.playerName", params: { min: 1, max: 20 } }
const displayNameMessage = { key: "validation.displayNameLength", params: { min: 2, max: 25 } }
const spaces = fc.string({ unit: fc.constantFrom(" ", "\t", "\n"), maxLength: 4 })

const hiddenMessage = { key: "validation.hiddenCharacters" }

describe("player name (spec §5)", () => {
  it("refuses hidden characters with their own message, and a name that shows nothing with the length message", () => {
    expect(checkPlayerName("Léa\u202Egnal")).toEqual(hiddenMessage)
    expect(checkPlayerName("Léa\nBen")).toEqual(hiddenMessage)
    expect(checkPlayerName("\u200B")).toEqual(playerNameMessage)
    expect(checkPlayerName("Zoé 🧗‍♀️")).toBeUndefined()
    for (const name of ["Léa\u202Egnal", "\u200B", "L\uD83Da"]) expect(checkWith(PlayerName)(name)).toEqual(checkPlayerName(name))
    expect(checkDisplayName("\u2067Léa\u2069")).toEqual(hiddenMessage)
    expect(checkDisplayName("\u200B\u200B")).toEqual(displayNameMessage)
    for (const name of ["\u2067Léa\u2069", "\u200B\u200B", "Lé\u0000a"]) expect(checkWith(DisplayName)(name)).toEqual(checkDisplayName(name))
  })

  it("the Schemas say what the rules say for any text, hidden characters and lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (name) => {
        expect(checkWith(PlayerName)(name)).toEqual(checkPlayerName(name))
        expect(checkWith(DisplayName)(name)).toEqual(checkDisplayName(name))
      })
    )
  })

  it("examples", () => {
    expect(checkPlayerName("Zoé")).toBeUndefined()
    expect(checkPlayerName("A")).toBeUndefined()
    expect(checkPlayerName("  Léa  ")).toBeUndefined()
    expect(checkPlayerName("x".repeat(20))).toBeUndefined()
    expect(checkPlayerName("x".repeat(21))).toEqual(playerNameMessage)
    expect(checkPlayerName("")).toEqual(playerNameMessage)
    expect(checkPlayerName("   ")).toEqual(playerNameMessage)
  })

  it("is accepted iff it has 1 to 20 characters once trimmed, for all texts", () => {
    fc.assert(
      fc.property(spaces, fc.string({ maxLength: 30 }), spaces, (before, name, after) => {
        const trimmed = (before + name + after).trim().length
        expect(checkPlayerName(before + name + after) === undefined).toBe(trimmed >= 1 && trimmed <= 20)
      })
    )
  })

  it("the Schema says what the rule says, and decodes to the trimmed name", () => {
    const schema = checkWith(PlayerName)
    fc.assert(
      fc.property(spaces, fc.string({ maxLength: 30 }), spaces, (before, name, after) => {
        const input = before + name + after
        expect(schema(input)).toEqual(checkPlayerName(input))
        const decoded = Schema.decodeUnknownEither(PlayerName)(input)
        if (Either.isRight(decoded)) expect(decoded.right).toBe(input.trim())
      })
    )
  })

  it("two names are the same player when only case or outer spaces differ", () => {
    expect(isPlayerNameTaken(["Zoé", "Léa"], " zoé ")).toBe(true)
    expect(isPlayerNameTaken(["Zoé", "Léa"], "Zoe")).toBe(false)
    fc.assert(
      fc.property(
        fc.string(),
        (name) =>
          isPlayerNameTaken([name.toUpperCase()], ` ${name.toLowerCase()}`) ===
          (name.toUpperCase().trim().toLowerCase() === name.toLowerCase().trim().toLowerCase())
      )
    )
  })
})

describe("display name (spec §5)", () => {
  it("is required, then 2 to 25 characters once trimmed", () => {
    expect(checkDisplayName("")).toEqual({ key: "validation.required" })
    expect(checkDisplayName("   ")).toEqual({ key: "validation.required" })
    expect(checkDisplayName("Z")).toEqual(displayNameMessage)
    expect(checkDisplayName(" Zo ")).toBeUndefined()
    expect(checkDisplayName("x".repeat(25))).toBeUndefined()
    expect(checkDisplayName("x".repeat(26))).toEqual(displayNameMessage)
  })

  it("the Schema says what the rule says, for all texts", () => {
    const schema = checkWith(DisplayName)
    fc.assert(
      fc.property(spaces, fc.string({ maxLength: 30 }), spaces, (before, name, after) => {
        expect(schema(before + name + after)).toEqual(checkDisplayName(before + name + after))
      })
    )
  })
})
