import { failureMessage } from "#web/lib/api/failure-message.ts"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { requestPasswordChange } from "../api/request-password-change.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Sends a password-reset e-mail to the account's address once confirmed. */
export const ResetPasswordModal = ({ user, onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const send = async (proof: string) => {
    const result = await requestPasswordChange(proof)
    if (result.ok) {
      toastSuccess("error.passwordResetSent")
      return true
    }
    showToast("error", failureMessage(result.failure, "error.generic"))
    return false
  }
  return (
    <SettingsModal id="modal-reset-password" title={t("settings.modal.resetPassword.title")} action="reset_password" onConfirm={send} onClose={onClose}>
      <p>{t("settings.modal.resetPassword.text", { email: user.email })}</p>
    </SettingsModal>
  )
}
