import type { ReactNode } from "react"
import type { Language } from "#core/domain/language.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** What a field's control needs to be wired to its label, hint and message. */
export interface ControlProps {
  readonly id: string
  readonly "aria-invalid": boolean
  readonly "aria-describedby": string | undefined
}

/**
 * A labelled admin field: the control (input, textarea, select) gets its id and the ids of its hint
 * and message; `length`/`max` add a live character count.
 */
export const AdminField = ({
  id,
  label,
  error,
  hint,
  length,
  max,
  lang,
  className,
  children
}: {
  id: string
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  length?: number
  max?: number
  lang?: Language
  className?: string
  children: (control: ControlProps) => ReactNode
}) => {
  const { t } = useTranslation()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const hasCount = length !== undefined && max !== undefined
  const describedBy = [hint === undefined && !hasCount ? undefined : hintId, error === undefined ? undefined : errorId].filter(Boolean).join(" ")
  return (
    <div className={`field admin-field${error === undefined ? "" : " has-error"}${className === undefined ? "" : ` ${className}`}`}>
      <label htmlFor={id}>
        {label}
        {lang !== undefined && (
          <span className="admin-lang-badge" aria-hidden="true">
            {lang.toUpperCase()}
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": error !== undefined, "aria-describedby": describedBy === "" ? undefined : describedBy })}
      {(hint !== undefined || hasCount) && (
        <p id={hintId} className="field-hint admin-field-hint">
          {hint !== undefined && <span>{hint}</span>}
          {hasCount && <span className={`admin-count${(length ?? 0) > (max ?? 0) ? " is-over" : ""}`}>{t("admin.field.count", { length, max })}</span>}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The languages' names as the admin reads them beside a text. */
export const languageLabelKey: Readonly<Record<Language, string>> = { fr: "admin.language.fr", en: "admin.language.en" }
