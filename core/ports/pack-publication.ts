import { Context, Effect } from "effect"
import type { PackId } from "../domain/ids.ts"
import type { Pack } from "../packs/pack-schema.ts"
import { PackRepository } from "./pack-repository.ts"

/**
 * Which packs are published. An unpublished pack is hidden from the catalogue, the store and pregame,
 * while the profiles that own it keep it. A pack is published unless it was withdrawn here, so packs
 * loaded from files are published as they arrive.
 */
export class PackPublication extends Context.Tag("Ports/PackPublication")<
  PackPublication,
  {
    /** The ids of the withdrawn packs, by id. */
    readonly unpublished: Effect.Effect<ReadonlyArray<PackId>>
    readonly setPublished: (id: PackId, isPublished: boolean) => Effect.Effect<void>
  }
>() {}

/** Keeps the packs whose id is not withdrawn. */
export const keepPublished = <P extends Pick<Pack, "id">>(packs: ReadonlyArray<P>, unpublished: ReadonlyArray<PackId>): ReadonlyArray<P> => {
  const hidden = new Set<string>(unpublished)
  return packs.filter((pack) => !hidden.has(pack.id))
}

/** The stored packs players may see, choose and buy: every pack but the unpublished ones, by id. */
export const publishedPacks: Effect.Effect<ReadonlyArray<Pack>, never, PackRepository | PackPublication> = Effect.gen(function* () {
  const packs = yield* Effect.flatMap(PackRepository, (store) => store.list)
  const unpublished = yield* Effect.flatMap(PackPublication, (publication) => publication.unpublished)
  return keepPublished(packs, unpublished)
})
