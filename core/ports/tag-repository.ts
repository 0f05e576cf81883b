import { Context, Data, type Effect } from "effect"
import type { LocalizedText } from "../domain/language-schema.ts"
import type { PackTag, TagId } from "../packs/pack-schema.ts"

/** A tag with this id is registered already. */
export class TagExists extends Data.TaggedError("TagExists")<{ readonly id: TagId }> {}

/**
 * The tags admins created, whether or not a pack declares them yet. The packs' own declarations
 * are the other source of tags; the admin service keeps the two under one name per id.
 */
export class TagRepository extends Context.Tag("Ports/TagRepository")<
  TagRepository,
  {
    /** The registered tags, by id. */
    readonly list: Effect.Effect<ReadonlyArray<PackTag>>
    readonly add: (tag: PackTag) => Effect.Effect<void, TagExists>
    /** Renames a registered tag; nothing happens when the id is not registered. */
    readonly rename: (id: TagId, name: LocalizedText) => Effect.Effect<void>
    /** Forgets a registered tag; nothing happens when the id is not registered. */
    readonly remove: (id: TagId) => Effect.Effect<void>
  }
>() {}
