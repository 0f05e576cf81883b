import type { ReactNode } from "react"
import { LogoMark } from "../../../components/logo.tsx"
import { usePageTitle } from "../../../lib/use-page-title.ts"
import { useTranslation } from "../../../lib/use-translation.ts"
import "../auth.css"

/** The frame of the auth pages: a centred card with the page's title and intro, and a line under it. */
export const AuthLayout = ({ title, intro, children, footer }: { title: string; intro: string; children: ReactNode; footer?: ReactNode }) => {
  const { t } = useTranslation()
  usePageTitle(title)
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-head">
          <LogoMark size={48} />
          <p className="eyebrow">{t("auth.eyebrow")}</p>
          <h1 id="auth-title">{title}</h1>
          <p className="auth-intro">{intro}</p>
        </header>
        {children}
      </section>
      {footer !== undefined && <p className="auth-switch">{footer}</p>}
    </div>
  )
}
