import type { ReactNode } from "react"
import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { usePageTitle } from "../lib/use-page-title.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { Icon, type IconName } from "./icons.tsx"

/** A full-page message: the error pages, the under-construction page, the purchase failure page. */
export const StatusPage = ({
  code,
  icon,
  title,
  text,
  tone = "neutral",
  children
}: {
  code?: string
  icon: IconName
  title: string
  text: string
  tone?: "neutral" | "warning" | "danger"
  children?: ReactNode
}) => {
  const { t } = useTranslation()
  usePageTitle(title)
  return (
    <section className={`status-page status-${tone}`} aria-labelledby="status-title">
      <div className="status-illustration" aria-hidden="true">
        <Icon name={icon} size={44} />
        {code !== undefined && <span className="status-code">{code}</span>}
      </div>
      <h1 id="status-title">{title}</h1>
      <p className="status-text">{text}</p>
      <div className="status-actions">
        {children ?? (
          <Link href={pathFor("home")} className="button button-primary">
            {t("common.backHome")} <Icon name="arrowRight" size={18} />
          </Link>
        )}
      </div>
    </section>
  )
}
