import { useTranslation } from "#web/lib/use-translation.ts"
import { removePhoto } from "../api/remove-photo.ts"
import { finishProfileChange } from "../apply-profile.ts"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Removes the photo once confirmed. */
export const RemoveImageModal = ({ onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const remove = async (proof: string) => finishProfileChange(await removePhoto(proof), "error.imageRemoved")
  return (
    <SettingsModal id="modal-remove-image" title={t("settings.modal.removeImage.title")} action="delete_image" isDanger onConfirm={remove} onClose={onClose}>
      <p>{t("settings.modal.removeImage.text")}</p>
    </SettingsModal>
  )
}
