import type { ReactNode } from "react"
import { useTranslation } from "../../lib/use-translation.ts"
import { SiteFooter } from "./site-footer.tsx"
import { SiteNavbar } from "./site-navbar.tsx"

/** The layout of the site pages: skip link, navbar, the page, footer. */
export const SiteLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation()
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <SiteNavbar />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
