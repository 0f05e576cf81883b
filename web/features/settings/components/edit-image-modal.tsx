import { useEffect, useState } from "react"
import { showToast } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { uploadPhoto } from "../api/upload-photo.ts"
import { finishProfileChange } from "../apply-profile.ts"
import { type FramedPhoto, PhotoEditor, renderFramedPhoto } from "./photo-editor.tsx"
import { SettingsModal, type SettingsModalProps } from "./settings-modal.tsx"

/** Picks a photo, frames it in the square and uploads it. */
export const EditImageModal = ({ onClose }: SettingsModalProps) => {
  const { t } = useTranslation()
  const [photo, setPhoto] = useState<FramedPhoto | undefined>(undefined)
  const image = photo?.image
  useEffect(() => () => image?.close(), [image])

  const upload = async (proof: string) => {
    const file = photo === undefined ? null : await renderFramedPhoto(photo)
    if (file === null) {
      showToast("error", { key: "auth.error.unsupportedImage" })
      return false
    }
    return finishProfileChange(await uploadPhoto(file, proof), "error.imageChanged")
  }

  return (
    <SettingsModal
      id="modal-edit-image"
      title={t("settings.modal.editImage.title")}
      action="change_image"
      isConfirmDisabled={photo === undefined}
      onConfirm={upload}
      onClose={onClose}
    >
      <p>{t("settings.modal.editImage.text")}</p>
      <PhotoEditor photo={photo} onChange={setPhoto} />
    </SettingsModal>
  )
}
