import { useEffect, useState, type JSX } from "react"
import { useTranslation } from "react-i18next"
import { categoryKeys, maxCategoriesOff, type CategoryKey } from "../../../../core/domain/category.ts"
import { checkSettingsEmail } from "../../../../core/validation/email.ts"
import { checkDisplayName, normalizeDisplayName } from "../../../../core/validation/names.ts"
import { isCategoryLocked, toggleCategory, tooManyCategoriesOffMessage } from "../../../../core/validation/categories.ts"
import { FormField } from "../../../components/form-field.tsx"
import { failureMessage } from "../../../lib/api/failure-message.ts"
import { categoryImageUrl } from "../../../lib/art.ts"
import type { SessionUser } from "../../../lib/session-user.ts"
import { showToast, toastSuccess } from "../../../lib/state/toasts.ts"
import { serverFieldRefusals, useForm } from "../../../lib/use-form.ts"
import { removePhoto } from "../api/remove-photo.ts"
import { requestEmailChange } from "../api/request-email-change.ts"
import { requestPasswordChange } from "../api/request-password-change.ts"
import { updateProfile } from "../api/update-profile.ts"
import { uploadPhoto } from "../api/upload-photo.ts"
import { applyProfileAnswer } from "../apply-profile.ts"
import { PhotoEditor, renderFramedPhoto, type FramedPhoto } from "./photo-editor.tsx"
import { SettingsModal } from "./settings-modal.tsx"

/** The modals of the settings (spec §4 settings modals). */
export type SettingsModalName = "editImage" | "removeImage" | "editName" | "editEmail" | "resetPassword" | "emailList" | "categories"

interface ModalProps {
  readonly user: SessionUser
  readonly onClose: () => void
}

/** Saves one profile change; the toast says how it went. */
const saveProfile = async (change: Parameters<typeof updateProfile>[0], proof: string, successKey: string): Promise<boolean> => {
  const result = await updateProfile(change, proof)
  if (result.ok && applyProfileAnswer(result.body)) {
    toastSuccess(successKey)
    return true
  }
  showToast("error", result.ok ? { key: "error.generic" } : failureMessage(result.failure, "error.generic"))
  return false
}

const EditImageModal = ({ onClose }: ModalProps) => {
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
    const result = await uploadPhoto(file, proof)
    if (result.ok && applyProfileAnswer(result.body)) {
      toastSuccess("error.imageChanged")
      return true
    }
    showToast("error", result.ok ? { key: "error.generic" } : failureMessage(result.failure, "error.generic"))
    return false
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

const RemoveImageModal = ({ onClose }: ModalProps) => {
  const { t } = useTranslation()
  const remove = async (proof: string) => {
    const result = await removePhoto(proof)
    if (result.ok && applyProfileAnswer(result.body)) {
      toastSuccess("error.imageRemoved")
      return true
    }
    showToast("error", result.ok ? { key: "error.generic" } : failureMessage(result.failure, "error.generic"))
    return false
  }
  return (
    <SettingsModal id="modal-remove-image" title={t("settings.modal.removeImage.title")} action="delete_image" isDanger onConfirm={remove} onClose={onClose}>
      <p>{t("settings.modal.removeImage.text")}</p>
    </SettingsModal>
  )
}

const EditNameModal = ({ user, onClose }: ModalProps) => {
  const { t } = useTranslation()
  const form = useForm({ displayName: user.displayName }, (values) => {
    const displayName = checkDisplayName(values.displayName)
    return displayName === undefined ? {} : { displayName }
  })
  const canConfirm = () => {
    if (form.firstInvalid(["displayName"]) === undefined) return true
    document.getElementById("settings-display-name")?.focus()
    return false
  }
  const save = async (proof: string) => {
    const result = await updateProfile({ displayName: normalizeDisplayName(form.values.displayName) }, proof)
    if (result.ok && applyProfileAnswer(result.body)) {
      toastSuccess("error.displayNameChanged")
      return true
    }
    if (!result.ok) form.refuse(serverFieldRefusals(result.failure.fields))
    showToast("error", result.ok ? { key: "error.generic" } : failureMessage(result.failure, "error.generic"))
    return false
  }
  return (
    <SettingsModal id="modal-edit-name" title={t("settings.modal.editName.title")} action="change_name" canConfirm={canConfirm} onConfirm={save} onClose={onClose}>
      <FormField
        id="settings-display-name"
        label={t("settings.name.label")}
        hint={t("auth.field.displayNameHint")}
        autoComplete="nickname"
        maxLength={40}
        required
        {...form.bind("displayName")}
        error={form.errorOf("displayName")}
      />
    </SettingsModal>
  )
}

const EditEmailModal = ({ user, onClose }: ModalProps) => {
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
    <SettingsModal id="modal-edit-email" title={t("settings.modal.editEmail.title")} action="change_email" canConfirm={canConfirm} onConfirm={send} onClose={onClose}>
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

const ResetPasswordModal = ({ user, onClose }: ModalProps) => {
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

const EmailListModal = ({ onClose }: ModalProps) => {
  const { t } = useTranslation()
  return (
    <SettingsModal
      id="modal-email-list"
      title={t("settings.modal.emailList.title")}
      action="email_subscription"
      isDanger
      onConfirm={(proof) => saveProfile({ emailList: false }, proof, "error.emailPreferencesUpdated")}
      onClose={onClose}
    >
      <p>{t("settings.modal.emailList.text")}</p>
    </SettingsModal>
  )
}

const CategoriesModal = ({ user, onClose }: ModalProps) => {
  const { t } = useTranslation()
  const [switchedOff, setSwitchedOff] = useState<ReadonlyArray<CategoryKey>>(user.categoryBlacklist)
  const isAtLimit = switchedOff.length >= maxCategoriesOff
  const toggle = (key: CategoryKey) => setSwitchedOff(toggleCategory(switchedOff, key))
  return (
    <SettingsModal
      id="modal-categories"
      title={t("settings.modal.categories.title")}
      action="user_action"
      onConfirm={(proof) => saveProfile({ categoryBlacklist: switchedOff }, proof, "error.categoriesUpdated")}
      onClose={onClose}
    >
      <p>{t("settings.modal.categories.text", { max: maxCategoriesOff })}</p>
      <ul className="category-toggles">
        {categoryKeys.map((key) => {
          const isLocked = isCategoryLocked(switchedOff, key)
          return (
            <li key={key} className={`category-toggle${isLocked ? " is-locked" : ""}`}>
              <img src={categoryImageUrl(key)} alt="" width={36} height={36} />
              <label htmlFor={`category-${key}`}>{t(`category.${key}`)}</label>
              <input
                id={`category-${key}`}
                className="switch"
                type="checkbox"
                role="switch"
                checked={!switchedOff.includes(key)}
                disabled={isLocked}
                aria-describedby={isLocked ? "categories-limit" : undefined}
                onChange={() => toggle(key)}
              />
            </li>
          )
        })}
      </ul>
      <p id="categories-limit" className={`settings-limit${isAtLimit ? "" : " visually-hidden"}`} role="status">
        {isAtLimit ? t(tooManyCategoriesOffMessage.key, tooManyCategoriesOffMessage.params) : ""}
      </p>
    </SettingsModal>
  )
}

const modals: Readonly<Record<SettingsModalName, (props: ModalProps) => JSX.Element>> = {
  editImage: EditImageModal,
  removeImage: RemoveImageModal,
  editName: EditNameModal,
  editEmail: EditEmailModal,
  resetPassword: ResetPasswordModal,
  emailList: EmailListModal,
  categories: CategoriesModal
}

/** The open settings modal, if any. */
export const OpenSettingsModal = ({ name, user, onClose }: { name: SettingsModalName; user: SessionUser; onClose: () => void }) => {
  const Modal = modals[name]
  return <Modal user={user} onClose={onClose} />
}
