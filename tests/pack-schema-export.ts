import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { JSONSchema } from "effect"
import { PackFile } from "#core/packs/pack-schema.ts"

/** Where the JSON Schema of pack.json lives; every pack.json points at it with `"$schema": "../pack.schema.json"`. */
export const packSchemaPath = fileURLToPath(new URL("../packs/pack.schema.json", import.meta.url))

/** The JSON Schema of the pack format, generated from the Effect Schema (the single source of truth), as file text. */
export const packJsonSchemaText = (): string => `${JSON.stringify(JSONSchema.make(PackFile), null, 2)}\n`

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(packSchemaPath, packJsonSchemaText())
  process.stdout.write(`wrote ${packSchemaPath}\n`)
}
