import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Either } from "effect"
import type { Pack } from "#core/packs/pack-schema.ts"
import { parsePackFile } from "#core/packs/parse-pack.ts"

/** The packs the product ships: each content release rewrites them, so a test reads what it expects of them from the files. */
export const shippedPacksDir = fileURLToPath(new URL("../../packs", import.meta.url))

/**
 * The shipped packs as they were at the 1.1.0 content release, every version set to 1.0.0, and never
 * updated since: the start state of the tests about mechanics (admin edits, imports, the store), which
 * name versions, ids and counts a content release must not move.
 */
export const pinnedPacksDir = fileURLToPath(new URL("../fixtures/pinned-packs", import.meta.url))

/** The text of the pack.json of pack `id` in a folder of packs. */
export const packFileText = (dir: string, id: string): string => readFileSync(join(dir, id, "pack.json"), "utf8")

/** The pack `id` of a folder of packs, read as the loader reads it. */
export const readPackFile = (dir: string, id: string): Pack =>
  Either.getOrThrowWith(parsePackFile(`${id}/pack.json`, packFileText(dir, id)), (problems) => new Error(problems.join("\n")))

/** A pack.json's content as a test changes it before sending or writing it: the fields tests touch typed, the rest left open. */
export interface PackFileJson {
  [field: string]: unknown
  version: string
  name: { fr: string; en: string }
  tags: Array<{ id: string; name: { fr: string; en: string } }>
  challenges: Array<{ [field: string]: unknown; id: string; category: string; tags: Array<string>; text: { fr?: string; en?: string } }>
}

/** The pack.json of pack `id` in a folder of packs, parsed for a test to change. */
export const packFileJson = (dir: string, id: string): PackFileJson => JSON.parse(packFileText(dir, id)) as PackFileJson
