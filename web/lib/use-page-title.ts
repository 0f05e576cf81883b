import { useEffect } from "react"

/** Sets the document title of a page: "Page — Allez!". */
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = title === "Allez!" ? title : `${title} — Allez!`
  }, [title])
}
