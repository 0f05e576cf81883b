import { existsSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { packJsonSchemaText, packSchemaPath } from "../pack-schema-export.ts"

describe("packs/pack.schema.json", () => {
  it("is the JSON Schema generated from the Effect Schema, up to date", () => {
    const committed = existsSync(packSchemaPath) ? readFileSync(packSchemaPath, "utf8") : ""
    expect(committed === packJsonSchemaText(), "packs/pack.schema.json is stale: run `npx tsx tests/pack-schema-export.ts` and commit it").toBe(true)
  })

  it("gives editors a title and help on the pack and on each field", () => {
    const schema = JSON.parse(packJsonSchemaText())
    expect(schema.title).toBe("Allez! challenge pack")
    expect(schema.additionalProperties).toBe(false)
    for (const [field, property] of Object.entries<{ title?: string; description?: string }>(schema.properties)) {
      expect(property.title, field).toBeTruthy()
    }
    expect(schema.properties.challenges.items.properties.category.enum).toHaveLength(8)
  })
})
