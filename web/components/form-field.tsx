import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react"

/** A labelled input or textarea with its error message wired for screen readers. */
export const FormField = ({
  id,
  label,
  error,
  multiline = false,
  ...input
}: {
  id: string
  label: string
  error?: string | undefined
  multiline?: boolean
} & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>) => {
  const errorId = `${id}-error`
  const common = {
    id,
    "aria-invalid": error !== undefined,
    "aria-describedby": error === undefined ? undefined : errorId
  }
  return (
    <div className={`field${error === undefined ? "" : " has-error"}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...input} {...common} rows={6} /> : <input {...input} {...common} />}
      {error !== undefined && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
