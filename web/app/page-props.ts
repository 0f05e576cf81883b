import type { ComponentType } from "react"

/* Apart from pages.ts, which loads the pages: a page names these types without importing what loads it. */

/** What every page receives: the decoded parameters of its route (`id` of a game or a pack). */
export interface PageProps {
  readonly params: Readonly<Record<string, string>>
}

/** A page's component. */
export type PageComponent = ComponentType<PageProps>
