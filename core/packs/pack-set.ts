import { clashRule, type Holder, packClashes } from "./pack-clashes.ts"
import type { Pack } from "./pack-schema.ts"
import { problemLine } from "./parse-pack.ts"

/** A parsed pack with where it came from: its file label (for messages) and the name of its folder. */
export interface LoadedPack {
  readonly file: string
  /** The folder that holds the pack.json; a pack's id must equal it. */
  readonly folder: string
  readonly pack: Pack
}

/**
 * The rules across packs: a pack's id equals its folder, pack ids are unique, and the rules of
 * packClashes (one name per tag id, one pack per challenge id and per payment product) hold among all
 * the packs. Each problem names the files involved.
 */
export const checkPackSet = (packs: ReadonlyArray<LoadedPack>): ReadonlyArray<string> => {
  const nameHolder = (holder: Holder, field: "tags" | "challenges" | "productIds") =>
    field === "productIds" ? `the pack "${holder.pack}" (${holder.where})` : `${holder.where} (${field}[${holder.index}])`
  const placed = packs.map((loaded) => ({ where: loaded.file, pack: loaded.pack, loaded }))
  const clashes = packClashes(placed, [])
  const problems: Array<string> = []
  const packOwners = new Map<string, LoadedPack>()
  for (const each of placed) {
    const { file, folder, pack } = each.loaded
    if (pack.id !== folder) problems.push(problemLine(file, ["id"], `"${pack.id}" does not match its folder "${folder}" (a pack's id is its folder's name)`))
    const owner = packOwners.get(pack.id)
    if (owner !== undefined) problems.push(problemLine(file, ["id"], `pack id "${pack.id}" is already used by ${owner.file}`))
    else packOwners.set(pack.id, each.loaded)
    for (const { clash } of clashes.filter(({ at }) => at === each)) problems.push(problemLine(file, clash.path, clashRule(clash, nameHolder)))
  }
  return problems
}
