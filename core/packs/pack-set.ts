import { problemLine } from "./parse-pack.ts"
import type { Pack } from "./pack-schema.ts"

/** A parsed pack with where it came from: its file label (for messages) and the name of its folder. */
export interface LoadedPack {
  readonly file: string
  /** The folder that holds the pack.json; a pack's id must equal it. */
  readonly folder: string
  readonly pack: Pack
}

const sameName = (a: { readonly fr: string; readonly en: string }, b: { readonly fr: string; readonly en: string }) => a.fr === b.fr && a.en === b.en

/**
 * The rules across packs: a pack's id equals its folder, pack ids and challenge ids are unique across all packs,
 * a tag id means the same tag everywhere, and a payment product unlocks one pack only (the store maps each
 * product to its pack). Each problem names the files involved.
 */
export const checkPackSet = (packs: ReadonlyArray<LoadedPack>): ReadonlyArray<string> => {
  const problems: Array<string> = []
  const packOwners = new Map<string, LoadedPack>()
  const challengeOwners = new Map<string, { readonly file: string; readonly index: number }>()
  const tagOwners = new Map<string, { readonly file: string; readonly index: number; readonly name: { readonly fr: string; readonly en: string } }>()
  const productOwners = new Map<string, { readonly id: string; readonly file: string }>()
  for (const loaded of packs) {
    const { file, folder, pack } = loaded
    if (pack.id !== folder) problems.push(problemLine(file, ["id"], `"${pack.id}" does not match its folder "${folder}" (a pack's id is its folder's name)`))
    const owner = packOwners.get(pack.id)
    if (owner !== undefined) problems.push(problemLine(file, ["id"], `pack id "${pack.id}" is already used by ${owner.file}`))
    else packOwners.set(pack.id, loaded)
    pack.tags.forEach((tag, index) => {
      const first = tagOwners.get(tag.id)
      if (first === undefined) tagOwners.set(tag.id, { file, index, name: tag.name })
      else if (!sameName(first.name, tag.name)) {
        problems.push(
          problemLine(
            file,
            ["tags", index, "name"],
            `tag "${tag.id}" is named "${tag.name.fr}" / "${tag.name.en}" here but "${first.name.fr}" / "${first.name.en}" in ${first.file} (tags[${first.index}]); use the same name or another id`
          )
        )
      }
    })
    pack.challenges.forEach((challenge, index) => {
      const first = challengeOwners.get(challenge.id)
      if (first === undefined) challengeOwners.set(challenge.id, { file, index })
      else if (first.file !== file) problems.push(problemLine(file, ["challenges", index, "id"], `"${challenge.id}" is already used by ${first.file} (challenges[${first.index}])`))
    })
    pack.productIds.forEach((product, index) => {
      const owner = productOwners.get(product)
      if (owner === undefined) productOwners.set(product, { id: pack.id, file })
      else if (owner.file !== file) problems.push(problemLine(file, ["productIds", index], `product "${product}" already unlocks the pack "${owner.id}" (${owner.file})`))
    })
  }
  return problems
}
