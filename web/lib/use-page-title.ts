import { useEffect } from "react"

/** The document title of a page titled `title`: "Page — Allez!" (the home page is "Allez!" alone). */
export const documentTitleOf = (title: string): string => (title === "Allez!" ? title : `${title} — Allez!`)

let renderedTitle: string | undefined

/**
 * The title the page rendered last on the server asked for, taken once: the prerender writes it in the
 * page's <title>, where the browser only sets it once the code has run.
 */
export const takeRenderedTitle = (): string | undefined => {
  const title = renderedTitle
  renderedTitle = undefined
  return title
}

/** Sets the document title of a page: "Page — Allez!". */
export const usePageTitle = (title: string): void => {
  // Effects do not run in a server render: what the page would set is noted for the prerender instead.
  if (typeof document === "undefined") renderedTitle = documentTitleOf(title)
  useEffect(() => {
    document.title = documentTitleOf(title)
  }, [title])
}
