import type { ReactNode } from "react"
import { usePageTitle } from "../lib/use-page-title.ts"

/** A content page's heading block: eyebrow, h1 (also the document title) and intro. */
export const PageHeader = ({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) => {
  usePageTitle(title)
  return (
    <header className="page-header">
      {eyebrow !== undefined && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {children !== undefined && <div className="lead">{children}</div>}
    </header>
  )
}
