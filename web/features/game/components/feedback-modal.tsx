import { type FormEvent, useState } from "react"
import { canSendFeedback, checkFeedback, type FeedbackFields, feedbackLimits } from "#core/validation/feedback.ts"
import { FormField } from "#web/components/form-field.tsx"
import { HumanCheckButton } from "#web/components/human-check-button.tsx"
import { Icon } from "#web/components/icons.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { runHumanCheck } from "#web/lib/human-check.ts"
import { showToast, toastError, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { sendFeedback } from "../api/send-feedback.ts"
import { Modal } from "./modal.tsx"

const empty: FeedbackFields = { subject: "", message: "" }

/**
 * In-game feedback (spec §2, §5): subject and message, both required; send stays disabled until both
 * are filled in and while sending; a human check runs first ('Verifying...'); the game and challenge
 * ids are attached, anonymously.
 */
export const FeedbackModal = ({
  isOpen,
  onClose,
  gameId,
  challengeId
}: {
  isOpen: boolean
  onClose: () => void
  gameId: string | null
  challengeId: string | null
}) => {
  const { t } = useTranslation()
  const [form, setForm] = useState<FeedbackFields>(empty)
  const [touched, setTouched] = useState<Partial<Record<keyof FeedbackFields, boolean>>>({})
  const [isBusy, setBusy] = useState(false)
  const failures = checkFeedback(form)

  const errorOf = (field: keyof FeedbackFields) => {
    const failure = failures[field]
    return touched[field] === true && failure !== undefined ? t(failure.key, failure.params) : undefined
  }

  const close = () => {
    if (isBusy) return
    setTouched({})
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched({ subject: true, message: true })
    if (!canSendFeedback(form.subject, form.message, isBusy)) return
    setBusy(true)
    const check = await runHumanCheck("send_feedback")
    if (!check.ok) {
      setBusy(false)
      toastError("error.humanCheckFailed")
      return
    }
    const result = await sendFeedback(form, { gameId, challengeId }, check.proof)
    setBusy(false)
    if (result.ok) {
      toastSuccess("error.feedbackSent")
      setForm(empty)
      setTouched({})
      onClose()
    } else showToast("error", failureMessage(result.failure, "error.feedbackFailed"))
  }

  const bind = (field: keyof FeedbackFields) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value }),
    onBlur: () => setTouched({ ...touched, [field]: true })
  })

  return (
    <Modal isOpen={isOpen} title={t("game.feedback.title")} onClose={close}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form-note">{t("game.feedback.intro")}</p>
        <FormField
          id="feedback-subject"
          label={t("game.feedback.subject")}
          required
          maxLength={feedbackLimits.subject}
          data-autofocus=""
          {...bind("subject")}
          error={errorOf("subject")}
        />
        <FormField
          id="feedback-message"
          label={t("game.feedback.message")}
          multiline
          required
          maxLength={feedbackLimits.message}
          {...bind("message")}
          error={errorOf("message")}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={close} disabled={isBusy}>
            {t("game.feedback.cancel")}
          </button>
          <HumanCheckButton isVerifying={isBusy} isDisabled={!canSendFeedback(form.subject, form.message, isBusy)} className="button button-primary">
            <Icon name="send" size={18} /> {t("game.feedback.send")}
          </HumanCheckButton>
        </div>
      </form>
    </Modal>
  )
}
