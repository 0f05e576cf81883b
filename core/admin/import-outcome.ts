import type { PackId } from "../domain/ids.ts"
import type { OlderVersion } from "../ports/pack-repository.ts"

/** What importing can do to one pack, in the words the CLI, the API and the admin area report. */
export const importKinds = ["added", "replaced", "unchanged", "kept-newer"] as const
export type ImportKind = (typeof importKinds)[number]

/**
 * What importing one pack did: `added` (new id), `replaced` (a newer version; `previous` is the one it
 * replaced), `unchanged` (the same version; `differs` when the stored pack's content is not the file's,
 * e.g. after edits in the admin area), or `kept-newer` (the store holds a newer version, `previous`).
 */
export interface ImportOutcome {
  readonly id: PackId
  readonly version: string
  readonly file: string
  readonly outcome: ImportKind
  readonly previous?: string
  readonly differs?: boolean
}

/**
 * Whether importing stores the pack: a new id or a newer version does; the same version or an older
 * one (refused by the store as OlderVersion) changes nothing.
 * @example storesPack("replaced") // true; storesPack("unchanged") // false
 */
export const storesPack = (kind: ImportKind | OlderVersion): boolean => kind === "added" || kind === "replaced"
