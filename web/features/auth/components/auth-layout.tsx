import type { ReactNode } from "react"
import { LogoMark } from "#web/components/logo.tsx"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import "../auth.css"

/**
 * The frame of the auth pages: a centred card with the page's title and intro, then `switchLine` (the
 * other way in: sign-in from sign-up and back, one tap away at the top), and a line under the card.
 */
export const AuthLayout = ({
  title,
  intro,
  children,
  footer,
  switchLine
}: {
  title: string
  intro: string
  children: ReactNode
  footer?: ReactNode
  switchLine?: ReactNode
}) => {
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
          {switchLine !== undefined && <p className="auth-switch">{switchLine}</p>}
        </header>
        {children}
      </section>
      {footer !== undefined && <p className="auth-switch">{footer}</p>}
    </div>
  )
}
