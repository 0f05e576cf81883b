import { describe, expect, it } from "vitest"
import { NewPackInput, NewTagInput } from "#core/admin/admin-inputs.ts"
import { acceptedInput, checkInput, listOf, numberOf, serverRefusals } from "./admin-form-check.ts"

describe("checking an admin form with core's request Schema", () => {
  it("puts each rule's message on the field it is about, in the admin's words", () => {
    const failures = checkInput(NewTagInput, { id: "Slab Tag", name: { fr: "  ", en: "Slab" } }, ["id", "name.fr", "name.en"])
    expect(failures).toEqual({ id: { key: "admin.validation.tagId" }, "name.fr": { key: "validation.required" } })
  })

  it("finds nothing wrong with what the API would take", () => {
    expect(checkInput(NewTagInput, { id: "slab", name: { fr: "Dalle", en: "Slab" } }, ["id", "name.fr", "name.en"])).toEqual({})
  })

  it("gives a list's problem to the list's field, and numbers typed badly to their field", () => {
    const input = {
      id: "night",
      name: { fr: "Nuit", en: "Night" },
      description: { fr: "Dans le noir", en: "In the dark" },
      price: { amount: numberOf("2.5"), currency: "eur" },
      productIds: listOf("prod_ok, bad id!"),
      comingSoon: true
    }
    const failures = checkInput(NewPackInput, input, ["id", "price.amount", "price.currency", "productIds"])
    expect(failures["price.amount"]).toEqual({ key: "admin.validation.cents" })
    expect(failures["price.currency"]).toEqual({ key: "admin.validation.currency" })
    expect(failures.productIds).toEqual({ key: "admin.validation.productId" })
  })

  it("reads numbers and lists as typed", () => {
    expect(numberOf(" 45 ")).toBe(45)
    expect(numberOf("")).toBeUndefined()
    expect(numberOf("1,5")).toBe(1.5)
    expect(numberOf("abc")).toBeNaN()
    expect(listOf("prod_a, prod_b\nprod_c  ")).toEqual(["prod_a", "prod_b", "prod_c"])
    expect(listOf("  ")).toEqual([])
  })
})

describe("the API's refusals on the form", () => {
  it("puts each field message on the form field it falls under, the rest on the form", () => {
    const refusals = serverRefusals(
      { id: "There is already a pack night.", "productIds.1": "The product p already unlocks the pack x.", "challenges[0].text.en": "required", body: "odd" },
      ["id", "productIds", "challenges.0.text.en"]
    )
    expect(refusals).toEqual({
      id: { text: "There is already a pack night." },
      productIds: { text: "The product p already unlocks the pack x." },
      "challenges.0.text.en": { text: "required" },
      form: { text: "odd" }
    })
    expect(serverRefusals(undefined, ["id"])).toEqual({})
  })
})

describe("what a form sends", () => {
  it("is the input as core's Schema takes it, trimmed and completed, or nothing when refused", () => {
    expect(acceptedInput(NewTagInput, { id: "slab", name: { fr: " Dalle ", en: "Slab" } })).toEqual({ id: "slab", name: { fr: "Dalle", en: "Slab" } })
    expect(acceptedInput(NewTagInput, { id: "Slab!", name: { fr: "Dalle", en: "Slab" } })).toBeUndefined()
  })
})
