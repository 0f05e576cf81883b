import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react"

/**
 * A labelled input or textarea with its hint and error message wired for screen readers;
 * `trailing` sits inside the input's box (a show-password button). `isHintBroken`: the error is
 * that the hint's rule is not met, so the hint shows as the error and the error only points at it.
 */
export const FormField = ({
  id,
  label,
  error,
  hint,
  trailing,
  multiline = false,
  isHintBroken = false,
  ...input
}: {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  trailing?: ReactNode
  multiline?: boolean
  isHintBroken?: boolean
} & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>) => {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint === undefined ? undefined : hintId, error === undefined ? undefined : errorId].filter(Boolean).join(" ")
  const common = {
    id,
    "aria-invalid": error !== undefined,
    "aria-describedby": describedBy === "" ? undefined : describedBy
  }
  const control = multiline ? <textarea {...input} {...common} rows={6} /> : <input {...input} {...common} />
  return (
    <div className={`field${error === undefined ? "" : " has-error"}`}>
      <label htmlFor={id}>{label}</label>
      {trailing === undefined ? (
        control
      ) : (
        <div className="field-control">
          {control}
          {trailing}
        </div>
      )}
      {hint !== undefined && (
        <p id={hintId} className={isHintBroken && error !== undefined ? "field-hint is-broken" : "field-hint"}>
          {hint}
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
