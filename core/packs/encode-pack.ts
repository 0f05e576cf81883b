import { Schema } from "effect"
import { type Pack, PackFile, packSchemaReference } from "./pack-schema.ts"

const encode = Schema.encodeSync(PackFile)

/**
 * A pack as the text of its pack.json: `$schema` first, fields in the format's order, 2-space indent, final newline.
 * `parsePackFile(file, encodePackFile(pack))` gives the same pack back.
 */
export const encodePackFile = (pack: Pack): string => `${JSON.stringify(encode({ $schema: packSchemaReference, ...pack }), null, 2)}\n`
