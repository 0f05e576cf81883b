import type { Pack, PackTag } from "./pack-schema.ts"

/** A pack with the words that name where it comes from in a message (a file, "the stored pack …"). */
export interface PlacedPack {
  readonly where: string
  readonly pack: Pick<Pack, "id" | "tags" | "challenges" | "productIds">
}

/** What already holds an id or a tag name: its place, its pack's id and its position there. */
export interface Holder {
  readonly where: string
  readonly pack: string
  readonly index: number
}

/** A breach of a rule across packs, at a JSON path of the pack that breaks it. */
export type PackClash =
  | {
      readonly rule: "tag-name"
      readonly path: readonly ["tags", number, "name"]
      readonly tag: PackTag
      readonly heldName: PackTag["name"]
      readonly holder: Holder
    }
  | { readonly rule: "challenge-id"; readonly path: readonly ["challenges", number, "id"]; readonly id: string; readonly holder: Holder }
  | { readonly rule: "product-id"; readonly path: readonly ["productIds", number]; readonly product: string; readonly holder: Holder }

const sameName = (a: PackTag["name"], b: PackTag["name"]) => a.fr === b.fr && a.en === b.en

/**
 * The rules across packs: a tag id means the same tag everywhere, a challenge id belongs to one pack,
 * and a payment product unlocks one pack (the store maps each product to its pack). Each pack of
 * `incoming` is held to the registered tags, the `held` packs and the incoming packs before it; the
 * first holder of an id wins. Clashes come pack by pack: tags, then challenges, then products.
 * @example packClashes([{ where: "packs/kids/pack.json", pack: kids }], [{ where: 'the stored pack "base"', pack: base }])
 */
export const packClashes = <Placed extends PlacedPack>(
  incoming: ReadonlyArray<Placed>,
  held: ReadonlyArray<PlacedPack>,
  registeredTags: { readonly where: string; readonly tags: ReadonlyArray<PackTag> } = { where: "", tags: [] }
): ReadonlyArray<{ readonly at: Placed; readonly clash: PackClash }> => {
  const tagNames = new Map<string, { readonly name: PackTag["name"]; readonly holder: Holder }>()
  const challengeHolders = new Map<string, Holder>()
  const productHolders = new Map<string, Holder>()
  registeredTags.tags.forEach((tag, index) => {
    tagNames.set(tag.id, { name: tag.name, holder: { where: registeredTags.where, pack: "", index } })
  })
  const hold = ({ where, pack }: PlacedPack) => {
    pack.tags.forEach((tag, index) => {
      if (!tagNames.has(tag.id)) tagNames.set(tag.id, { name: tag.name, holder: { where, pack: pack.id, index } })
    })
    pack.challenges.forEach((challenge, index) => {
      if (!challengeHolders.has(challenge.id)) challengeHolders.set(challenge.id, { where, pack: pack.id, index })
    })
    pack.productIds.forEach((product, index) => {
      if (!productHolders.has(product)) productHolders.set(product, { where, pack: pack.id, index })
    })
  }
  for (const each of held) hold(each)
  const clashes: Array<{ readonly at: Placed; readonly clash: PackClash }> = []
  for (const at of incoming) {
    const { pack } = at
    pack.tags.forEach((tag, index) => {
      const known = tagNames.get(tag.id)
      if (known !== undefined && !sameName(known.name, tag.name))
        clashes.push({ at, clash: { rule: "tag-name", path: ["tags", index, "name"], tag, heldName: known.name, holder: known.holder } })
    })
    pack.challenges.forEach((challenge, index) => {
      const holder = challengeHolders.get(challenge.id)
      if (holder !== undefined) clashes.push({ at, clash: { rule: "challenge-id", path: ["challenges", index, "id"], id: challenge.id, holder } })
    })
    pack.productIds.forEach((product, index) => {
      const holder = productHolders.get(product)
      if (holder !== undefined) clashes.push({ at, clash: { rule: "product-id", path: ["productIds", index], product, holder } })
    })
    hold(at)
  }
  return clashes
}

/**
 * A clash in words, naming its holder as `nameHolder` says (a file and a position, "the stored pack …").
 * @example clashRule(clash, (holder) => holder.where) // '"base-001" is already used by the stored pack "base"'
 */
export const clashRule = (clash: PackClash, nameHolder: (holder: Holder, field: "tags" | "challenges" | "productIds") => string): string => {
  switch (clash.rule) {
    case "tag-name":
      return `tag "${clash.tag.id}" is named "${clash.tag.name.fr}" / "${clash.tag.name.en}" here but "${clash.heldName.fr}" / "${clash.heldName.en}" in ${nameHolder(clash.holder, "tags")}; use the same name or another id`
    case "challenge-id":
      return `"${clash.id}" is already used by ${nameHolder(clash.holder, "challenges")}`
    case "product-id":
      return `product "${clash.product}" already unlocks ${nameHolder(clash.holder, "productIds")}`
  }
}
