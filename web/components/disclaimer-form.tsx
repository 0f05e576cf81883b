import { type FormEvent, useId, useState } from "react"
import { addFeatureTexts } from "../lib/i18n.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { disclaimerTexts } from "./disclaimer-texts.ts"
import { PageForm } from "./page-form.tsx"

await addFeatureTexts(disclaimerTexts)

/** The disclaimer's paragraphs, in reading order. */
export const disclaimerParagraphs = ["disclaimer.p1", "disclaimer.p2", "disclaimer.p3", "disclaimer.p4", "disclaimer.p5"] as const

/** The disclaimer text with its required checkbox and Continue button (spec §2). */
export const DisclaimerForm = ({ onContinue, isBusy = false }: { onContinue: () => void; isBusy?: boolean }) => {
  const { t } = useTranslation()
  const [isChecked, setChecked] = useState(false)
  const [isErrorShown, setErrorShown] = useState(false)
  const checkboxId = useId()
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isChecked) {
      setErrorShown(true)
      document.getElementById(checkboxId)?.focus()
      return
    }
    onContinue()
  }

  return (
    <PageForm className="disclaimer-form" onSubmit={submit} noValidate>
      <div className="disclaimer-text">
        {disclaimerParagraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
      <div className={`checkbox-field${isErrorShown && !isChecked ? " has-error" : ""}`}>
        <input
          id={checkboxId}
          type="checkbox"
          required
          checked={isChecked}
          aria-invalid={isErrorShown && !isChecked}
          aria-describedby={isErrorShown && !isChecked ? errorId : undefined}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{t("disclaimer.checkbox")}</label>
      </div>
      {isErrorShown && !isChecked && (
        <p id={errorId} className="field-error" role="alert">
          {t("disclaimer.mustAccept")}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={isBusy}>
        {t(isBusy ? "common.saving" : "disclaimer.continue")}
      </button>
    </PageForm>
  )
}
