import { checkSettingsEmail } from "#core/validation/email.ts"
import { FormField } from "#web/components/form-field.tsx"
import { failureMessage } from "#web/lib/api/failure-message.ts"
import { showToast } from "#web/lib/state/toasts.ts"
import { serverFieldRefusals, useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { requestEmailChange } from "../api/request-email-change.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Asks for a new e-mail address: the server sends a confirmation link to it. */
export const EditEmailModal = ({ user, onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const form = useForm({ email: "" }, (values) => {
    const email = checkSettingsEmail(values.email.trim())
    return email === undefined ? {} : { email }
  })
  const canConfirm = () => {
    if (form.firstInvalid(["email"]) === undefined) return true
    document.getElementById("settings-new-email")?.focus()
    return false
  }
  const send = async (proof: string) => {
    const email = form.values.email.trim()
    const result = await requestEmailChange(email, proof)
    if (result.ok) {
      showToast("info", { key: "auth.emailChangeSent", params: { email } })
      return true
    }
    form.refuse(result.failure.code === "email-taken" ? { email: { key: "error.emailAlreadyUsed" } } : serverFieldRefusals(result.failure.fields))
    showToast("error", failureMessage(result.failure, "error.emailChangeFailed"))
    return false
  }
  return (
    <SettingsModal
      id="modal-edit-email"
      title={t("settings.modal.editEmail.title")}
      action="change_email"
      canConfirm={canConfirm}
      onConfirm={send}
      onClose={onClose}
    >
      <p>{t("settings.modal.editEmail.text")}</p>
      <p className="settings-current">
        {t("settings.email.label")}: <strong>{user.email}</strong>
      </p>
      <FormField
        id="settings-new-email"
        label={t("settings.modal.editEmail.field")}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.bind("email")}
        error={form.errorOf("email")}
      />
    </SettingsModal>
  )
}
