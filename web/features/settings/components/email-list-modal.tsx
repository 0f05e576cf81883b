import { useTranslation } from "#web/lib/use-translation.ts"
import { updateProfile } from "../api/update-profile.ts"
import { finishProfileChange } from "../apply-profile.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Unsubscribes from the e-mail list once confirmed (subscribing needs no modal). */
export const EmailListModal = ({ onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  return (
    <SettingsModal
      id="modal-email-list"
      title={t("settings.modal.emailList.title")}
      action="email_subscription"
      isDanger
      onConfirm={async (proof) => finishProfileChange(await updateProfile({ emailList: false }, proof), "error.emailPreferencesUpdated")}
      onClose={onClose}
    >
      <p>{t("settings.modal.emailList.text")}</p>
    </SettingsModal>
  )
}
