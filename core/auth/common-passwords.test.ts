import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { CommonPasswordList } from "../ports/common-password-list.ts"
import { guessableForms, refuseCommonPassword } from "./common-passwords.ts"

const list = Layer.succeed(CommonPasswordList, { includes: (candidate) => Effect.succeed(["password", "azerty123", "monkey"].includes(candidate)) })
const isRefused = (password: string) =>
  Effect.runPromise(
    refuseCommonPassword(password).pipe(
      Effect.as(false),
      Effect.catchTag("CommonPassword", () => Effect.succeed(true)),
      Effect.provide(list)
    )
  )

describe("guessableForms", () => {
  it("lower-cases and strips what is added at the end to pass the rule", () => {
    expect(guessableForms("Monkey2024!")).toEqual(["monkey2024!", "monkey2024", "monkey"])
    expect(guessableForms("Azerty123!")).toEqual(["azerty123!", "azerty123", "azerty"])
    expect(guessableForms("Grimpe!2026")).toEqual(["grimpe!2026", "grimpe"])
    expect(guessableForms("2024!!")).toEqual(["2024!!", "2024"])
  })
})

describe("refuseCommonPassword", () => {
  it("refuses a listed password dressed up with a capital, digits and a special character", async () => {
    expect(await isRefused("Password1!")).toBe(true)
    expect(await isRefused("Azerty123!")).toBe(true)
    expect(await isRefused("Monkey2024!")).toBe(true)
  })

  it("accepts what is not on the list", async () => {
    expect(await isRefused("Grimpe2024!")).toBe(false)
    expect(await isRefused("Bloc&Voie2027")).toBe(false)
  })
})
